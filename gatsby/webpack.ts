/** Additions to Gatsby's webpack configuration. */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { buildId } from './build-id';
import { CompileHintsPlugin } from './compile-hints';
import { ScriptsAfterFirstFramePlugin } from './scripts-after-first-frame';
import { keepLazyStylesWithTheirChunks } from './lazy-css';
import { leavePrebuiltOutOfMatchPaths } from './analysis-pages';
import { localesToBuild } from '../src/lib/locales';

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
 * gatsby-plugin-react-i18next's page wrapper asks browser-lang for the browser's language only to
 * redirect, which the site turns off (its language check at / is its own,
 * src/components/runtime/LocaleAtRoot.tsx): a stand-in keeps browser-lang out of every first load.
 */
const i18nPluginImports = { 'browser-lang$': path.resolve('src/runtime/plugin-shims/browser-lang.ts') };

/**
 * Gatsby's find-path.js ranks every match path of all 20 languages at each lookup; its `pick`
 * ranks those of the URL's own language only (src/runtime/match-path-pick.ts says why).
 */
const findPathImports = { '@gatsbyjs/reach-router$': path.resolve('src/runtime/match-path-pick.ts') };

/** Writes Gatsby's inlined match-path list once per distinct prefix list (see the loader). */
const matchPathsLoader = path.resolve('gatsby/compact-match-paths-loader.js');

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  const { actions, plugins, stage, getConfig } = args;
  keepLazyStylesWithTheirChunks(args);
  leavePrebuiltOutOfMatchPaths(args, localesToBuild());
  actions.setWebpackConfig({
    plugins: [plugins.define({ __BUILD_ID__: JSON.stringify(buildId) }), ...(stage === 'build-javascript' ? [new CompileHintsPlugin(), new ScriptsAfterFirstFramePlugin()] : [])],
    resolve: { alias: { ...(stage === 'build-javascript' && { [partytownSnippetWriter]: false }) } },
    module: {
      rules: [
        { test: /[\\/]\$virtual[\\/]match-paths\.json$/, type: 'javascript/auto', use: [matchPathsLoader] },
        { test: /[\\/]gatsby-plugin-react-i18next[\\/].*\.js$/, resolve: { alias: i18nPluginImports } },
        { test: /[\\/]\.cache[\\/]find-path\.js$/, resolve: { alias: findPathImports } },
      ],
    },
  });
  if (stage === 'build-javascript') {
    // The runtime plugin puts a few CSS Modules in the app chunk as well as in the page
    // templates, so their order differs between chunk groups. CSS Modules never share
    // selectors, so the order does not matter: silence the extract plugin's order warnings.
    const config = getConfig();
    const cssExtract = (config.plugins as CssExtractPlugin[]).find((plugin) => plugin.constructor.name === 'MiniCssExtractPlugin');
    if (cssExtract?.options) cssExtract.options.ignoreOrder = true;
    // Gatsby's "commons" chunk takes every module found in as many chunks as there are page
    // templates, lazily loaded chunks included, and loads with every page: a component that a
    // few lazily loaded sections share would weigh on every first load. Counting the initial
    // chunks only leaves such modules to the lazily loaded chunks that use them.
    const cacheGroups = (config.optimization?.splitChunks as SplitChunks | undefined)?.cacheGroups;
    if (cacheGroups?.commons) cacheGroups.commons.chunks = 'initial';
    // Gatsby names a "shared" chunk after the names of the chunks that share its modules, and
    // lazily loaded chunks have none: whatever any two of them shared went into one chunk, which
    // the first of them to load brought along (the sign-up form's country list with a section).
    // Unnamed, each set of sharing chunks gets a chunk of its own.
    if (cacheGroups?.shared) cacheGroups.shared.name = false;
    if (cacheGroups) actions.replaceWebpackConfig(config);
  }
};
