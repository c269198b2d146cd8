/** The manifest's routes with {brand} expanded: the form every other module uses. */
import manifest from '../data/routes.json';
import { withBrand } from '../src/lib/site';
import type { RouteDefinition } from '../src/lib/routes';

export const siteRoutes: RouteDefinition[] = (manifest.routes as RouteDefinition[]).map((route) => ({
  ...route,
  path: withBrand(route.path),
}));
