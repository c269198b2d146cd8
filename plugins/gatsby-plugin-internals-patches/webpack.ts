/** The patches of Gatsby's webpack configuration, each applied when its option is on (patches.ts). */
import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { ChildCompilationsOutOfHashPlugin } from './compilation-hash';
import { ScriptsAfterFirstFramePlugin } from './scripts-after-first-frame';
import { SourceMapsAsCachedPlugin } from './source-maps-as-cached';
import { keepLazyStylesWithTheirChunks } from './lazy-css';
import { isOn, type PatchOptions } from './patches';

/** This plugin's folder (its loaders and modules are given to webpack by path). */
const pluginDir = path.resolve('plugins/gatsby-plugin-internals-patches');

interface CssExtractPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

interface SplitChunks {
  cacheGroups?: { commons?: { chunks?: string }; shared?: { name?: unknown } };
}

/**
 * Gatsby's internal Partytown plugin puts Partytown's snippet writer in every browser bundle
 * though it calls it in `gatsby develop` only; the site runs no off-main-thread scripts.
 */
const partytownSnippetWriter = '@builder.io/partytown/integration';

/**
 * Gatsby's find-path.js ranks every match path of all 20 languages at each lookup; its `pick`
 * ranks those of the URL's own language only (match-path-pick.ts says why).
 */
const findPathImports = { '@gatsbyjs/reach-router$': path.join(pluginDir, 'match-path-pick.ts') };

const matchPathsJson = /[\\/]\$virtual[\\/]match-paths\.json$/;

interface SitePage {
  path: string;
  matchPath?: string | null;
  component: string;
}

/** Whether a match path (`/en/analysis/market-news/*`, `/en/x/:id`) covers a page path. */
export function matchPathCovers(matchPath: string, path: string): boolean {
  const pattern = matchPath.replace(/^\/+|\/+$/g, '').split('/');
  const segments = path.replace(/^\/+|\/+$/g, '').split('/');
  for (const [index, part] of pattern.entries()) {
    if (part === '*' || part.startsWith('*')) return true;
    if (index >= segments.length || (!part.startsWith(':') && part !== segments[index])) return false;
  }
  return pattern.length === segments.length;
}

/**
 * The static pages a client-only page of the same template also answers: Gatsby lists them in
 * match-paths.json so that they win over the client-only page, but the template renders them
 * from their HTML as well (prebuilt pages, src/lib/prebuilt.ts), so they need not be listed.
 */
export function staticPagesUnderClientOnlyPages(pages: readonly SitePage[]): string[] {
  const clientOnly = pages.filter((page) => page.matchPath);
  return pages
    .filter(
      (page) =>
        !page.matchPath &&
        clientOnly.some((other) => other.component === page.component && matchPathCovers(other.matchPath as string, page.path)),
    )
    .map((page) => page.path);
}

/**
 * The server render's `webpack-stats-of-build` (gatsby-ssr.tsx): Gatsby's stats of the browser
 * build, which it writes before it builds the server render; none in `gatsby develop`.
 */
const webpackStatsOfBuild = (stage: string) => ({
  'webpack-stats-of-build$':
    stage === 'build-html' ? path.resolve('public', 'webpack.stats.json') : path.join(pluginDir, 'no-webpack-stats.json'),
});

export function patchWebpackConfig(args: CreateWebpackConfigArgs, options: PatchOptions | undefined): void {
  const { actions, stage, getConfig, getNodesByType } = args;
  const on = (patch: Parameters<typeof isOn>[1]) => isOn(options, patch);
  const build = stage === 'build-javascript';
  const serverRender = stage === 'build-html' || stage === 'develop-html';
  if (build && on('lazyDialogStyles')) keepLazyStylesWithTheirChunks(args);
  actions.setWebpackConfig({
    plugins: [
      ...(build
        ? [
            ...(on('scriptsAfterFirstFrame') ? [new ScriptsAfterFirstFramePlugin()] : []),
            ...(on('childCompilationsOutOfHash') ? [new ChildCompilationsOutOfHashPlugin()] : []),
          ]
        : []),
      // A module hashes the same whether Babel's cache missed or hit (source-maps-as-cached.ts).
      ...((build || stage === 'build-html') && on('sourceMapsAsCached') ? [new SourceMapsAsCachedPlugin()] : []),
    ],
    resolve: {
      alias: {
        ...(build && on('noPartytownSnippetWriter') ? { [partytownSnippetWriter]: false } : {}),
        ...(serverRender ? webpackStatsOfBuild(stage) : {}),
      },
    },
    module: {
      rules: [
        // Static pages that a client-only page of their template answers leave the JSON before it is written compactly.
        ...(build && on('prebuiltOutOfMatchPaths')
          ? [
              {
                test: matchPathsJson,
                enforce: 'pre',
                use: [
                  {
                    loader: path.join(pluginDir, 'match-paths-loader.cjs'),
                    options: { leaveOut: staticPagesUnderClientOnlyPages(getNodesByType('SitePage') as unknown as SitePage[]) },
                  },
                ],
              },
            ]
          : []),
        ...(on('compactMatchPaths')
          ? [{ test: matchPathsJson, type: 'javascript/auto', use: [path.join(pluginDir, 'compact-match-paths-loader.js')] }]
          : []),
        ...(on('findPathPick') ? [{ test: /[\\/]\.cache[\\/]find-path\.js$/, resolve: { alias: findPathImports } }] : []),
      ],
    },
  });
  if (!build || !(on('cssOrderWarningsOff') || on('commonsInitialOnly') || on('unnamedSharedChunks'))) return;
  const config = getConfig();
  if (on('cssOrderWarningsOff')) {
    // A few CSS Modules sit in the app chunk as well as in the page templates, so their order
    // differs between chunk groups. CSS Modules never share selectors, so the order does not
    // matter: silence the extract plugin's order warnings.
    const cssExtract = (config.plugins as CssExtractPlugin[]).find((plugin) => plugin.constructor.name === 'MiniCssExtractPlugin');
    if (!cssExtract?.options) throw new Error("cssOrderWarningsOff: Gatsby's webpack configuration has no MiniCssExtractPlugin");
    cssExtract.options.ignoreOrder = true;
  }
  const cacheGroups = (config.optimization?.splitChunks as SplitChunks | undefined)?.cacheGroups;
  if (on('commonsInitialOnly')) {
    // Gatsby's "commons" chunk takes every module found in as many chunks as there are page
    // templates, lazily loaded chunks included, and loads with every page: a component that a
    // few lazily loaded sections share would weigh on every first load. Counting the initial
    // chunks only leaves such modules to the lazily loaded chunks that use them.
    if (!cacheGroups?.commons) throw new Error("commonsInitialOnly: Gatsby's webpack configuration has no splitChunks.cacheGroups.commons");
    cacheGroups.commons.chunks = 'initial';
  }
  if (on('unnamedSharedChunks')) {
    // Gatsby names a "shared" chunk after the names of the chunks that share its modules, and
    // lazily loaded chunks have none: whatever any two of them shared went into one chunk, which
    // the first of them to load brought along (the sign-up form's country list with a section).
    // Unnamed, each set of sharing chunks gets a chunk of its own.
    if (!cacheGroups?.shared) throw new Error("unnamedSharedChunks: Gatsby's webpack configuration has no splitChunks.cacheGroups.shared");
    cacheGroups.shared.name = false;
  }
  actions.replaceWebpackConfig(config);
}
