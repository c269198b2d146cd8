/** Gatsby's build hooks; each lives in its own module under gatsby/. */
export { createSchemaCustomization } from './gatsby/schema';
export { sourceNodes } from './gatsby/source-nodes';
export { createPages } from './gatsby/create-pages';
export { onPostBuild } from './gatsby/post-build';
export { onPreBuild } from './gatsby/captcha';
export { onCreateWebpackConfig } from './gatsby/lazy-css';
