/**
 * The path of a route by its id, below the locale prefix, with its parameter filled in:
 * for the bodies of catch-all routes, which get no page query of their own (a lesson
 * linking to the next, a webinar registration to its thank-you page).
 */
import manifest from '../../data/routes.json';
import { fillParam } from './routes';
import { withBrand } from './site';

export function routeLink(routeId: string, param?: string): string {
  const route = manifest.routes.find((entry) => entry.id === routeId);
  if (!route) throw new Error(`data/routes.json has no route "${routeId}"`);
  const path = withBrand(route.path);
  const hasParam = /\{[a-z]+\}/.test(path);
  if (hasParam !== (param !== undefined)) throw new Error(`Route "${routeId}" (${path}) ${hasParam ? 'needs' : 'takes no'} parameter`);
  return param === undefined ? path : fillParam(path, param);
}
