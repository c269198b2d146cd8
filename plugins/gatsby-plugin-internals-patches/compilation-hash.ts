import type { Compiler } from 'webpack';

const NAME = 'ChildCompilationsOutOfHash';

/**
 * childCompilationsOutOfHash: webpack counts the hash of each child compilation in its
 * compilation's hash (Compilation.createHash). Gatsby's CSS extraction (mini-css-extract-plugin)
 * builds each stylesheet in a child compilation, but only when it builds the stylesheet: a build
 * that restores the stylesheets from webpack's cache has no children, so its hash differed from
 * the cold build's before it with the same output, and Gatsby, which compares that hash to know
 * whether the scripts changed, rewrote every page's HTML. What a child makes reaches the output
 * through the compilation's own modules (the extracted CSS), which the hash counts, so the
 * children are set aside while the compilation is hashed, and put back after (for the stats, which
 * report their warnings).
 */
export class ChildCompilationsOutOfHashPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let children: typeof compilation.children = [];
      compilation.hooks.beforeHash.tap(NAME, () => {
        children = compilation.children.splice(0);
      });
      compilation.hooks.afterHash.tap(NAME, () => {
        compilation.children.push(...children);
      });
    });
  }
}
