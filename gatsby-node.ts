/** Gatsby's build hooks; each lives in its own module under gatsby/. */
export { createSchemaCustomization } from './gatsby/schema';
export { sourceNodes } from './gatsby/source-nodes';
export { createPages } from './gatsby/create-pages';
export { onCreateWebpackConfig } from './gatsby/webpack';
export { onPostBuild } from './gatsby/post-build';
