/**
 * Puts V8's explicit compile hint at the top of every JavaScript chunk of the browser build.
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called. Every chunk
 * of this site is fetched only when its code is about to run (on load, while the page
 * hydrates, or on the click that opens a dialog), so nearly all of its functions are called
 * at once: hydration then paid for their compilation in its own long tasks (the app chunk's
 * start alone took 55 ms on this machine). With the hint, Chromium (136+) compiles them on the
 * background thread that streams the file in; other engines read a comment.
 * https://v8.dev/blog/explicit-compile-hints
 *
 * It is added after minification (Terser would strip the comment) and before the source maps
 * and content hashes are made, so maps and file names describe the files as served.
 */
import type { Compiler } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(CompileHintsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After Terser (OPTIMIZE_SIZE), before the source maps (DEV_TOOLING) and real content hashes.
        { name: CompileHintsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js')) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        },
      );
    });
  }
}
