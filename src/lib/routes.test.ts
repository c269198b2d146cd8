import { clientMatchPath, clientPagePath, matchRoute, routeNamespaces, type RouteDefinition } from './routes';

const slug = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
const route = (path: string, param?: RouteDefinition['param']): RouteDefinition => ({
  id: 'r',
  path,
  section: 'trading',
  template: param ? 'dynamic' : 'page',
  param,
});

describe('matchRoute', () => {
  const landing = route('trading/trading-{id}', { name: 'id', multiSegment: false, pattern: slug });
  const news = route('analysis/market-news/{id}', { name: 'id', multiSegment: true, pattern: '^.+$' });
  const company = route('about/company/{id}', {
    name: 'id',
    multiSegment: true,
    pattern: '^(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$',
  });

  it('matches a static route only by its exact path', () => {
    expect(matchRoute(route('trading/forex'), '/trading/forex/')).toEqual({ params: {} });
    expect(matchRoute(route('trading/forex'), 'trading/forex/eur')).toBeNull();
  });

  it('reads a parameter appended to fixed text', () => {
    expect(matchRoute(landing, 'trading/trading-gold-offer')).toEqual({ params: { id: 'gold-offer' } });
    expect(matchRoute(landing, 'trading/trading-')).toBeNull();
    expect(matchRoute(landing, 'trading/forex')).toBeNull();
  });

  it('validates the parameter against its pattern', () => {
    expect(matchRoute(landing, 'trading/trading-Gold_Offer!')).toBeNull();
    expect(matchRoute(landing, 'trading/trading-a/b')).toBeNull();
  });

  it('allows only the listed values when the route lists them', () => {
    const listed = route('trading/trading-{id}', { name: 'id', multiSegment: false, pattern: slug, allowed: ['gold', 'crypto'] });
    expect(matchRoute(listed, 'trading/trading-gold')).toEqual({ params: { id: 'gold' } });
    expect(matchRoute(listed, 'trading/trading-gold-offer')).toBeNull();
    expect(matchRoute({ ...listed, param: { ...listed.param!, allowed: null } }, 'trading/trading-gold-offer')).not.toBeNull();
  });

  it('lets a multi-segment parameter keep slashes and any character, decoded', () => {
    expect(matchRoute(news, 'analysis/market-news/2026/11/fed%20holds%3F')).toEqual({ params: { id: '2026/11/fed holds?' } });
    expect(matchRoute(news, 'analysis/market-news/%E0%A4%A')).toBeNull();
  });

  it('accepts an empty id where the pattern allows it', () => {
    expect(matchRoute(company, 'about/company')).toEqual({ params: { id: '' } });
    expect(matchRoute(company, 'about/company/offices/sydney')).toEqual({ params: { id: 'offices/sydney' } });
    expect(matchRoute(news, 'analysis/market-news')).toBeNull();
  });
});

describe('client-only page paths', () => {
  it('maps a pattern to a reach-router matchPath that Gatsby can serve', () => {
    expect(clientMatchPath(route('trading/trading-{id}', { name: 'id', multiSegment: false, pattern: slug }))).toBe('trading/:id');
    expect(clientMatchPath(route('analysis/market-insight/article/{id}', { name: 'id', multiSegment: true, pattern: '.' }))).toBe(
      'analysis/market-insight/article/*',
    );
  });

  it('names the page file after the pattern', () => {
    expect(clientPagePath(route('academy/register-{id}', { name: 'id', multiSegment: false, pattern: slug }))).toBe(
      'academy/register-[id]',
    );
    expect(clientPagePath(route('about/company/{id}', { name: 'id', multiSegment: true, pattern: '.' }))).toBe('about/company/[...id]');
  });
});

describe('routeNamespaces', () => {
  it('puts the section first, then the extra namespaces the route asks for', () => {
    expect(routeNamespaces(route('trading/forex'))).toEqual(['trading']);
    expect(routeNamespaces({ section: 'academy', namespaces: ['glossary'] })).toEqual(['academy', 'glossary']);
  });
});
