/** Adjustments to Gatsby's webpack configuration. */
import path from 'node:path';
import { createRequire } from 'node:module';
import type { GatsbyNode } from 'gatsby';

// Resolves packages as Node does from the project root (Gatsby bundles this file, so no `require`).
const projectRequire = createRequire(path.resolve('package.json'));

/**
 * One copy of i18next in the bundles. gatsby-plugin-react-i18next `require()`s it, which
 * resolves to the package's CommonJS build, while src/lib/i18n.ts `import`s it, which
 * resolves to its ES build: without the alias every page ships i18next twice (~17 KB gzip).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions }) => {
  actions.setWebpackConfig({ resolve: { alias: { i18next$: projectRequire.resolve('i18next') } } });
};
