/** Gatsby's build hooks; each lives in its own module under gatsby/. */
import type { GatsbyNode } from 'gatsby';
import { createSitePages } from './gatsby/create-pages';
import { writeSearchIndexes } from './gatsby/search-index';

export { createSchemaCustomization } from './gatsby/schema';
export { sourceNodes } from './gatsby/source-nodes';
export { onCreateWebpackConfig } from './gatsby/webpack';
export { onPostBuild } from './gatsby/post-build';
export { onPreBuild } from './gatsby/captcha';
export { onPreBootstrap } from './gatsby/legal-documents';

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await createSitePages(args);
  await writeSearchIndexes(args);
};
