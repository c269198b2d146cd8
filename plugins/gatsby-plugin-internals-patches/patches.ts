/**
 * The patches of Gatsby's internals, all on; the plugin's one option, `off`, lists those to switch
 * off (it is a list, not a flag per patch, because Gatsby writes the options of a plugin with a
 * browser hook into every page's first-load JavaScript). docs/gatsby-patches.md says what each
 * changes, the Gatsby file it relies on, its gain and its test.
 */
export const PATCHES = [
  'findPathPick',
  'compactMatchPaths',
  'prebuiltOutOfMatchPaths',
  'commonsInitialOnly',
  'unnamedSharedChunks',
  'cssOrderWarningsOff',
  'lazyDialogStyles',
  'noPartytownSnippetWriter',
  'scriptsAfterFirstFrame',
  'templateScripts',
  'hydrateInTransition',
  'pagePathScriptOut',
  'nulBytesOut',
  'unknownPathPageData',
  'functionsManifest',
  'sourceMapsAsCached',
  'childCompilationsOutOfHash',
] as const;

export type Patch = (typeof PATCHES)[number];
export interface PatchOptions {
  /** The patches switched off. */
  off?: readonly Patch[];
  /**
   * For unknownPathPageData: each 404 page's path and the match path of the unknown URLs it answers
   * (`{ '/ar/404/': '/ar/*' }`). A function, so that Gatsby leaves it out of the browser's copy of
   * the options.
   */
  notFoundPages?: () => Readonly<Record<string, string>>;
}

export const isOn = (options: PatchOptions | undefined, patch: Patch): boolean => !options?.off?.includes(patch);

/**
 * The Gatsby files (under node_modules/gatsby) each patch relies on, and the text in each that it
 * needs: checked when the build starts (gatsby-internals.ts). Patches that use webpack's or
 * Gatsby's public APIs only have none.
 */
export const RELIES_ON: Record<Patch, ReadonlyArray<{ file: string; text: string }>> = {
  findPathPick: [{ file: 'cache-dir/find-path.js', text: 'import { pick } from "@gatsbyjs/reach-router"' }],
  compactMatchPaths: [{ file: 'cache-dir/app.js', text: 'import matchPaths from "$virtual/match-paths.json"' }],
  prebuiltOutOfMatchPaths: [{ file: 'cache-dir/app.js', text: 'import matchPaths from "$virtual/match-paths.json"' }],
  commonsInitialOnly: [{ file: 'dist/utils/webpack.config.js', text: 'minChunks: Math.max(componentsCount, 2)' }],
  unnamedSharedChunks: [{ file: 'dist/utils/webpack.config.js', text: 'name(module, chunks) {' }],
  cssOrderWarningsOff: [{ file: 'dist/utils/webpack-utils.js', text: 'mini-css-extract-plugin' }],
  lazyDialogStyles: [{ file: 'dist/utils/webpack.config.js', text: 'styles: {' }],
  noPartytownSnippetWriter: [
    { file: 'dist/internal-plugins/partytown/utils/inject-partytown-snippet.js', text: 'require("@builder.io/partytown/integration")' },
  ],
  scriptsAfterFirstFrame: [
    { file: 'dist/utils/gatsby-webpack-stats-extractor.js', text: '_gatsby-scripts-1.html' },
    { file: 'dist/utils/gatsby-webpack-stats-extractor.js', text: '" async></script>`' },
    // Gatsby stitches the slice into every page again only when the file differs from what it writes.
    {
      file: 'dist/utils/gatsby-webpack-stats-extractor.js',
      text: 'scriptsSliceHtmlChanged = await (0, _ensureFileContent.ensureFileContent)',
    },
  ],
  templateScripts: [{ file: 'dist/utils/gatsby-webpack-stats-extractor.js', text: 'webpack.stats.json' }],
  hydrateInTransition: [{ file: 'cache-dir/production-app.js', text: 'apiRunner(`replaceHydrateFunction`, undefined, defaultRenderer)' }],
  pagePathScriptOut: [
    { file: 'cache-dir/static-entry.js', text: '/*<![CDATA[*/window.pagePath=' },
    { file: 'cache-dir/static-entry.js', text: 'id={`gatsby-script-loader`}' },
  ],
  nulBytesOut: [],
  unknownPathPageData: [{ file: 'cache-dir/loader.js', text: 'page-data.json' }],
  functionsManifest: [
    { file: 'dist/internal-plugins/functions/gatsby-node.js', text: 'functionRoute: finalName' },
    { file: 'dist/internal-plugins/functions/gatsby-node.js', text: 'absoluteCompiledFilePath: compiledPath' },
  ],
  // Babel's disk cache, whose round trip reorders a source map's keys, and Gatsby's renderer hash made of the chunks' hashes.
  sourceMapsAsCached: [
    { file: 'dist/utils/webpack-utils.js', text: 'cacheDirectory: path.join(program.directory, `.cache`, `webpack`, `babel`)' },
    { file: 'dist/utils/webpack/get-ssr-chunk-hashes.js', text: 'hashes.push(chunk.hash)' },
  ],
  // Gatsby's webpack compilation hash, which tells it whether the scripts changed.
  childCompilationsOutOfHash: [{ file: 'dist/commands/build.js', text: 'webpackCompilationHash !== state.webpackCompilationHash' }],
};
