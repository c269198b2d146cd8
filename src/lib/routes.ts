/**
 * The route manifest's types (data/routes.json) and the rules for matching a URL
 * against a route pattern. Patterns are written after the locale prefix, with
 * {brand} for the brand slug and {id} for a route parameter.
 */
export type RouteTemplate = 'home' | 'page' | 'dynamic';
export type Section = 'home' | 'about' | 'academy' | 'analysis' | 'platform' | 'trading' | 'utility';

export interface RouteParam {
  name: string;
  /** Whether the parameter may span several path segments (`a/b/c`). */
  multiSegment: boolean;
  /** A regular expression the decoded parameter must match. */
  pattern: string;
  /** The only values allowed, when the route's page declaration lists them (data/pages/). */
  allowed?: readonly string[] | null;
}

export interface RouteDefinition {
  id: string;
  path: string;
  section: Section;
  template: RouteTemplate;
  /** The component that shows more than the route's introduction: a name of src/lib/route-bodies.ts. */
  body?: string;
  noindex?: boolean;
  param?: RouteParam;
  /**
   * Translation namespaces the route's pages load besides the global ones and their section's:
   * strings only one page needs (the glossary's terms), kept out of every other page's data.
   */
  namespaces?: string[];
}

/** The namespaces of a route's own strings: its section's, then the extra ones it asks for. */
export const routeNamespaces = (route: Pick<RouteDefinition, 'section' | 'namespaces'>): string[] => [
  route.section,
  ...(route.namespaces ?? []),
];

export interface RouteMatch {
  params: Record<string, string>;
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Matches a path below the locale prefix (`trading/trading-gold`) against a route
 * pattern whose {brand} is already expanded. Returns the parameters, or null when the
 * path does not fit the pattern or the parameter fails its validation.
 */
export function matchRoute(route: Pick<RouteDefinition, 'path' | 'param'>, innerPath: string): RouteMatch | null {
  const path = innerPath.replace(/^\/+|\/+$/g, '');
  const pattern = route.path.replace(/^\/+|\/+$/g, '');
  if (!route.param) return path === pattern ? { params: {} } : null;

  const marker = `{${route.param.name}}`;
  const [before, after = ''] = pattern.split(marker);
  // `about/company/{id}` also accepts `about/company` itself, with an empty id.
  const candidate = after === '' && `${path}/` === before ? before : path;
  const fits = candidate.startsWith(before) && candidate.endsWith(after) && candidate.length >= before.length + after.length;
  if (!fits) return null;
  const raw = candidate.slice(before.length, candidate.length - after.length);
  if (!route.param.multiSegment && raw.includes('/')) return null;
  const value = raw.split('/').map(decode);
  if (value.some((segment) => segment === undefined)) return null;
  const param = value.join('/');
  if (!new RegExp(route.param.pattern, 'u').test(param)) return null;
  if (route.param.allowed && !route.param.allowed.includes(param)) return null;
  return { params: { [route.param.name]: param } };
}

/**
 * The Gatsby matchPath (reach-router syntax, after the locale prefix) that sends every
 * URL the pattern could match to the route's client-only page. Reach router only knows
 * whole-segment parameters, so `trading/trading-{id}` becomes `trading/:slug` and the
 * page itself checks the rest with matchRoute.
 */
export function clientMatchPath(route: RouteDefinition): string {
  if (!route.param) throw new Error(`Route ${route.id} has no parameter`);
  const marker = `{${route.param.name}}`;
  const segments = route.path.split('/');
  const index = segments.findIndex((segment) => segment.includes(marker));
  const fixed = segments.slice(0, index).join('/');
  const prefix = fixed ? `${fixed}/` : '';
  return route.param.multiSegment ? `${prefix}*` : `${prefix}:${route.param.name}`;
}

/** A route path with its parameter filled in: `trading/trading-{id}` → `trading/trading-gold`. */
export const fillParam = (path: string, value: string): string => path.replace(/\{[a-z]+\}/, value);

/** The file-system path of a client-only route's page: `trading/trading-[id]`. */
export const clientPagePath = (route: RouteDefinition): string =>
  route.path.replace(`{${route.param?.name}}`, route.param?.multiSegment ? `[...${route.param.name}]` : `[${route.param?.name}]`);
