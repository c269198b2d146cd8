/**
 * The site's additions to Gatsby's webpack configuration. Changes to Gatsby's own internals are
 * in plugins/gatsby-plugin-internals-patches (docs/gatsby-patches.md).
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { buildId } from './build-id';
import { sharedStringsOfBuildFile } from './shared-strings';

/**
 * gatsby-plugin-react-i18next's page wrapper asks browser-lang for the browser's language only to
 * redirect, which the site turns off (its language check at / is its own,
 * src/components/runtime/LocaleAtRoot.tsx): a stand-in keeps browser-lang out of every first load.
 */
const i18nPluginImports = { 'browser-lang$': path.resolve('src/runtime/plugin-shims/browser-lang.ts') };

/** The server render's shared strings (src/runtime/gatsby-ssr.tsx): the file gatsby/shared-strings.ts writes for it, bundled. */
const serverRenderImports = { 'shared-strings-of-build$': sharedStringsOfBuildFile };

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, stage }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ __BUILD_ID__: JSON.stringify(buildId) })],
    module: { rules: [{ test: /[\\/]gatsby-plugin-react-i18next[\\/].*\.js$/, resolve: { alias: i18nPluginImports } }] },
    ...(stage === 'build-html' || stage === 'develop-html' ? { resolve: { alias: serverRenderImports } } : {}),
  });
};
