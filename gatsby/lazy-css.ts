/**
 * Gatsby bundles every stylesheet, lazily loaded components' too, into the one global
 * stylesheet it inlines into each page. The sign-up pop-up's styles are only needed once it
 * opens, so they stay with its chunk, and webpack loads them together with it.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

/** Folders of lazily loaded dialogs whose CSS loads with them. */
const LAZY_STYLE_FOLDERS = [path.resolve('src/components/signup')];

interface CacheGroup {
  test: (module: { identifier(): string }, context: unknown) => boolean;
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript') return;
  const config = getConfig();
  const styles: CacheGroup | undefined = config.optimization?.splitChunks?.cacheGroups?.styles;
  if (!styles) return;
  const bundlesIntoGlobalStylesheet = styles.test;
  styles.test = (module, context) =>
    bundlesIntoGlobalStylesheet(module, context) && !LAZY_STYLE_FOLDERS.some((folder) => module.identifier().includes(folder));
  actions.replaceWebpackConfig(config);
};
