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
  /** The curriculum (Lesson nodes), for the lesson pages. */
  withLessons: boolean;
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

/** The data catch-all routes' bodies take from their page query (src/templates/dynamic.tsx). */
const dynamicBodyData: Partial<Record<DynamicBodyName, Partial<BodyQueryVariables>>> = { lesson: { withLessons: true } };

// The templates take a route's body name as one of these (a cast, to keep this module out of
// the first load): route-bodies.test.ts checks every name data/routes.json gives.
export const bodyQueryVariables = (body: string | undefined): BodyQueryVariables => ({
  withRoutes: false,
  withOldUrls: false,
  withLlms: false,
  withLessons: false,
  ...(body && Object.hasOwn(routeBodyData, body) ? routeBodyData[body as RouteBodyName] : {}),
  ...(body && Object.hasOwn(dynamicBodyData, body) ? dynamicBodyData[body as DynamicBodyName] : {}),
});
