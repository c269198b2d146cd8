/** Gatsby's build hooks; each lives in its own module under gatsby/. */
import type { GatsbyNode } from 'gatsby';
import { createSitePages } from './gatsby/create-pages';
import { checkExampleQueries } from './gatsby/graphql-examples';
import { writeSearchIndexes } from './gatsby/search-index';
import { oldUrlRedirects } from './gatsby/host-rules';
import { siteRoutes } from './gatsby/site-routes';
import { localesToBuild } from './src/lib/locales';
import oldUrls from './data/old-urls.json';

export { createSchemaCustomization, createResolvers } from './gatsby/schema';
export { sourceNodes } from './gatsby/source-nodes';
export { onCreateWebpackConfig } from './gatsby/webpack';
export { onPostBuild } from './gatsby/post-build';
export { onPreBuild } from './gatsby/captcha';
export { onPreBootstrap } from './gatsby/legal-documents';

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await createSitePages(args);
  // The former site's pages, for hosts that read Gatsby's redirects (adapters); post-build writes the same rules for the others.
  for (const rule of oldUrlRedirects(oldUrls.oldUrls, siteRoutes, localesToBuild())) {
    args.actions.createRedirect({ fromPath: rule.from, toPath: rule.to, isPermanent: true, statusCode: rule.status });
  }
  await writeSearchIndexes(args);
  args.reporter.info(await checkExampleQueries(args.graphql));
};
