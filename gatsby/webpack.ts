/** Additions to Gatsby's webpack configuration. */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { buildId } from './build-id';
import { keepLazyStylesWithTheirChunks } from './lazy-css';
import { leavePrebuiltOutOfMatchPaths } from './analysis-pages';
import { localesToBuild } from '../src/lib/locales';

interface CssExtractPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

interface SplitChunks {
  cacheGroups?: { commons?: { chunks?: string } };
}

/**
 * i18next's ES module build. gatsby-plugin-react-i18next require()s i18next (its CommonJS
 * build) while the site imports it (the ES build): without this, every page ships i18next twice.
 */
const i18nextModule = path.resolve('node_modules/i18next/dist/esm/i18next.bundled.js');

/** The part of react-i18next that gatsby-plugin-react-i18next uses (see the module). */
const i18nextProviderModule = path.resolve('src/runtime/react-i18next-provider.ts');

/** Writes Gatsby's inlined match-path list once per distinct prefix list (see the loader). */
const matchPathsLoader = path.resolve('gatsby/compact-match-paths-loader.js');

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  const { actions, plugins, stage, getConfig } = args;
  keepLazyStylesWithTheirChunks(args);
  leavePrebuiltOutOfMatchPaths(args, localesToBuild());
  actions.setWebpackConfig({
    plugins: [plugins.define({ __BUILD_ID__: JSON.stringify(buildId) })],
    resolve: { alias: { i18next$: i18nextModule } },
    module: {
      rules: [
        { test: /[\\/]\$virtual[\\/]match-paths\.json$/, type: 'javascript/auto', use: [matchPathsLoader] },
        { test: /[\\/]gatsby-plugin-react-i18next[\\/].*\.js$/, resolve: { alias: { 'react-i18next$': i18nextProviderModule } } },
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
    const commons = (config.optimization?.splitChunks as SplitChunks | undefined)?.cacheGroups?.commons;
    if (commons) {
      commons.chunks = 'initial';
      actions.replaceWebpackConfig(config);
    }
  }
};
