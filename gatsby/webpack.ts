/**
 * The site's additions to Gatsby's webpack configuration. Changes to Gatsby's own internals are
 * in plugins/gatsby-plugin-internals-patches (docs/gatsby-patches.md). Nothing here changes from
 * one build to the next: a build whose code is the same gives the same scripts and renderer.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { sharedStringsOfBuildFile, stringFilesVersion } from './shared-strings';

/** The server render's shared strings (src/runtime/gatsby-ssr.tsx): the file gatsby/shared-strings.ts writes for it, bundled. */
const serverRenderImports = { 'shared-strings-of-build$': sharedStringsOfBuildFile };
/** Where the browser build lists each script's source files, for the JavaScript budget gate (no content file in any chunk). */
export const CHUNK_MODULES_FILE = path.resolve('.cache/chunk-modules.json');

interface ModuleLike {
  resource?: string;
  modules?: ModuleLike[];
}
interface CompilerLike {
  hooks: { emit: { tap: (name: string, run: (compilation: CompilationLike) => void) => void } };
}
interface CompilationLike {
  chunks: Iterable<{ files: Iterable<string> }>;
  chunkGraph: { getChunkModulesIterable: (chunk: unknown) => Iterable<ModuleLike> };
}

/** The project files a module stands for (a concatenated module holds several). */
const sourcesOf = (module: ModuleLike): string[] =>
  module.modules ? module.modules.flatMap(sourcesOf) : module.resource ? [path.relative(process.cwd(), module.resource)] : [];

const chunkModulesPlugin = {
  apply(compiler: CompilerLike) {
    compiler.hooks.emit.tap('ChunkModules', (compilation) => {
      const scripts: Record<string, string[]> = {};
      for (const chunk of compilation.chunks) {
        const sources = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].flatMap(sourcesOf).sort();
        for (const file of chunk.files) if (file.endsWith('.js')) scripts[file] = sources;
      }
      mkdirSync(path.dirname(CHUNK_MODULES_FILE), { recursive: true });
      writeFileSync(CHUNK_MODULES_FILE, JSON.stringify(scripts));
    });
  },
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage, plugins }) => {
  actions.setWebpackConfig({
    plugins: [
      // The names of the strings files loaded on demand (the consent dialog's), which change only with their strings.
      plugins.define({ __STRINGS_FILES_VERSION__: JSON.stringify(stringFilesVersion()) }),
      ...(stage === 'build-javascript' ? [chunkModulesPlugin] : []),
    ],
    ...(stage === 'build-html' || stage === 'develop-html' ? { resolve: { alias: serverRenderImports } } : {}),
    // One module built at a time in the browser build: in a cold build modules finished in the
    // order their loaders happened to end, and the global stylesheet's CSS modules came out in
    // another order in about one cold build in three (webpack/mini-css-extract-plugin#701), so
    // the next build made a new stylesheet and rewrote every page. Babel runs on the main thread
    // anyway: 20 → 23 s of a cold build's scripts at 22,000 pages.
    ...(stage === 'build-javascript' ? { parallelism: 1 } : {}),
  });
};
