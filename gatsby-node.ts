/** Gatsby's build hooks; each lives in its own module under gatsby/. */
export { createSchemaCustomization, createResolvers } from './gatsby/schema';
export { onPreExtractQueries } from './gatsby/sections';
export { sourceNodes } from './gatsby/source-nodes';
export { createPages } from './gatsby/create-pages';
export { onCreateWebpackConfig } from './gatsby/webpack';
export { onPostBuild } from './gatsby/post-build';
export { onPreBuild } from './gatsby/captcha';
export { onPreBootstrap } from './gatsby/legal-documents';
export { onPreInit } from './gatsby/heap-growth';
