/**
 * Gatsby bundles every stylesheet, lazily loaded components' too, into the one global
 * stylesheet it inlines into each page. The dialogs' styles are only needed once one
 * opens, so they stay with its chunk, and webpack loads them together with it.
 */
import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';

/** Folders of lazily loaded dialogs whose CSS loads with them. */
const LAZY_STYLE_FOLDERS = ['src/components/signup', 'src/components/search'].map((folder) => path.resolve(folder));

interface CacheGroup {
  test: (module: { identifier(): string }, context: unknown) => boolean;
}

export function keepLazyStylesWithTheirChunks({ getConfig, actions }: CreateWebpackConfigArgs): void {
  const config = getConfig();
  const styles: CacheGroup | undefined = config.optimization?.splitChunks?.cacheGroups?.styles;
  if (!styles) throw new Error("lazyDialogStyles: Gatsby's webpack configuration has no splitChunks.cacheGroups.styles");
  const bundlesIntoGlobalStylesheet = styles.test;
  styles.test = (module, context) =>
    bundlesIntoGlobalStylesheet(module, context) && !LAZY_STYLE_FOLDERS.some((folder) => module.identifier().includes(folder));
  actions.replaceWebpackConfig(config);
}
