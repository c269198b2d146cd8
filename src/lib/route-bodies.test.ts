import manifest from '../../data/routes.json';
import { DYNAMIC_BODIES, bodyQueryVariables, routeBodyData } from './route-bodies';

type ManifestRoute = { id: string; template: string; body?: string; param?: unknown };
const routes = manifest.routes as ManifestRoute[];

describe('the bodies data/routes.json names', () => {
  it('a static route names a static body, a catch-all route a catch-all body', () => {
    const wrong = routes.filter(
      (route) => route.body && !(route.param ? (DYNAMIC_BODIES as readonly string[]) : Object.keys(routeBodyData)).includes(route.body),
    );
    expect(wrong.map((route) => `${route.id}: ${route.body}`)).toEqual([]);
  });

  it('every body is named by some route', () => {
    const named = new Set(routes.map((route) => route.body));
    expect([...Object.keys(routeBodyData), ...DYNAMIC_BODIES].filter((body) => !named.has(body))).toEqual([]);
  });

  it('a catch-all route, and only one, has the dynamic template; the home routes the home template', () => {
    expect(routes.filter((route) => (route.template === 'dynamic') !== Boolean(route.param)).map((route) => route.id)).toEqual([]);
    expect(routes.filter((route) => route.template === 'home').map((route) => route.id)).toEqual(['home', 'home-page']);
  });

  it('asks for the data a body shows', () => {
    expect(bodyQueryVariables('routeCatalogue')).toEqual({ withRoutes: true, withOldUrls: false, withLlms: false, withLessons: false });
    expect(bodyQueryVariables('lesson')).toEqual({ withRoutes: false, withOldUrls: false, withLlms: false, withLessons: true });
    expect(bodyQueryVariables(undefined)).toEqual({ withRoutes: false, withOldUrls: false, withLlms: false, withLessons: false });
  });
});
