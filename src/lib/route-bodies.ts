/**
 * The bodies a route names in data/routes.json (`body`): a component that shows more than the
 * route's introduction. Static routes' bodies, with the data each needs beyond its strings
 * (create-pages.ts passes these as query variables, so the route template's query fetches the
 * route list, the old URLs or the llms.txt text only for the pages that show them), and the
 * catch-all routes' bodies. The components are registered under the same names
 * (src/components/route-bodies, src/components/dynamic-bodies), typed by these names, and
 * route-bodies.test.ts holds the manifest to them.
 */
export interface BodyQueryVariables {
  withRoutes: boolean;
  withOldUrls: boolean;
  withLlms: boolean;
}

export const routeBodyData = {
  llmsGuide: { withLlms: true },
  sitemap: { withRoutes: true },
  routeCatalogue: { withRoutes: true },
  oldUrls: { withOldUrls: true },
  account: {},
  siteMessages: {},
  serviceStatus: {},
  fraudWarning: {},
} satisfies Record<string, Partial<BodyQueryVariables>>;

export type RouteBodyName = keyof typeof routeBodyData;

export const DYNAMIC_BODIES = ['lesson', 'webinarRegistration', 'newsStory', 'article', 'video', 'instrumentAnalysis'] as const;
export type DynamicBodyName = (typeof DYNAMIC_BODIES)[number];

export const isRouteBodyName = (name: string | null | undefined): name is RouteBodyName => Boolean(name) && Object.hasOwn(routeBodyData, name as string);
export const isDynamicBodyName = (name: string | null | undefined): name is DynamicBodyName =>
  (DYNAMIC_BODIES as readonly (string | null | undefined)[]).includes(name);

export const bodyQueryVariables = (body: string | undefined): BodyQueryVariables => ({
  withRoutes: false,
  withOldUrls: false,
  withLlms: false,
  ...(isRouteBodyName(body) ? routeBodyData[body] : {}),
});
