/**
 * The plugin's options: one boolean per patch of Gatsby's internals, each on unless set to false
 * in gatsby-config.ts. docs/gatsby-patches.md says what each changes, the Gatsby file it relies
 * on, its gain and its test.
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
  'compileHints',
  'scriptsAfterFirstFrame',
  'templateScripts',
  'twoTaskStart',
  'hydrateInTransition',
] as const;

export type Patch = (typeof PATCHES)[number];
export type PatchOptions = Partial<Record<Patch, boolean>>;

export const isOn = (options: PatchOptions | undefined, patch: Patch): boolean => options?.[patch] !== false;

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
  noPartytownSnippetWriter: [{ file: 'dist/internal-plugins/partytown/utils/inject-partytown-snippet.js', text: 'require("@builder.io/partytown/integration")' }],
  compileHints: [],
  scriptsAfterFirstFrame: [
    { file: 'dist/utils/gatsby-webpack-stats-extractor.js', text: '_gatsby-scripts-1.html' },
    { file: 'dist/utils/gatsby-webpack-stats-extractor.js', text: '" async></script>`' },
  ],
  templateScripts: [{ file: 'dist/utils/gatsby-webpack-stats-extractor.js', text: 'webpack.stats.json' }],
  twoTaskStart: [{ file: 'cache-dir/production-app.js', text: 'apiRunnerAsync(`onClientEntry`).then(' }],
  hydrateInTransition: [{ file: 'cache-dir/production-app.js', text: 'apiRunner(`replaceHydrateFunction`, undefined, defaultRenderer)' }],
};
