/**
 * The data a route's body needs beyond its strings, by route id. create-pages.ts passes
 * these as query variables, so the route template's query fetches the route list, the old
 * URLs or the llms.txt text only for the pages that show them.
 */
export interface BodyQueryVariables {
  withRoutes: boolean;
  withOldUrls: boolean;
  withLlms: boolean;
}

const bodyData: Record<string, Partial<BodyQueryVariables>> = {
  'utility-llms': { withLlms: true },
  'utility-sitemap': { withRoutes: true },
  'utility-routers': { withRoutes: true },
  'utility-sitemap-old-urls': { withOldUrls: true },
};

export const bodyQueryVariables = (routeId: string): BodyQueryVariables => ({
  withRoutes: false,
  withOldUrls: false,
  withLlms: false,
  ...bodyData[routeId],
});
