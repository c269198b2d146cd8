import manifest from '../../data/routes.json';
import site from '../../data/site.json';
import { buildMenu, menuSearchEntries, type MenuSectionData } from './menu';
import type { RouteDefinition } from './routes';

const routes = manifest.routes as RouteDefinition[];

// Every route of spec §2, after the language prefix ({brand} and {id} as the spec writes them).
const SPEC_ROUTES = [
  '',
  'home',
  'home/user',
  'about/achievement',
  'about/company',
  'about/company/{id}',
  'about/contact-us',
  'about/legal-document',
  'about/privacy-policy',
  // Beyond the spec: the accessibility statement, a legal page the European Accessibility Act asks of the site.
  'about/accessibility',
  'about/regulatory-supervision',
  'about/sponsorship',
  'about/sponsorship/{id}',
  'about/sponsorship/{brand}-and-nets',
  'about/why-choose-{brand}',
  'about/about',
  'academy/beginner',
  'academy/beginner/trading-forex',
  'academy/components/max-tabs',
  'academy/components/tabs',
  'academy/courses',
  'academy/courses/beginner/trading-forex',
  'academy/courses/individual',
  'academy/ebook',
  'academy/overview',
  'academy/register-{id}',
  'academy/terminology',
  'academy/thank-you',
  'academy/trading-academy',
  'academy/trading-academy/{id}',
  'academy/webinars',
  'analysis/article',
  'analysis/article-tv-{id}',
  'analysis/components/max-tabs',
  'analysis/components/search',
  'analysis/economic-calendar',
  'analysis/individual/{id}',
  'analysis/market-insight',
  'analysis/market-insight/{id}',
  'analysis/market-insight/article/{id}',
  'analysis/market-news',
  'analysis/market-news/{id}',
  'analysis/overview',
  'analysis/{brand}-tv',
  'platform/acuity',
  'platform/acuity/components/tabs',
  'platform/acuity/corporate-calendar',
  'platform/acuity/economic-calendar',
  'platform/acuity/news-iq',
  'platform/acuity/signal',
  'platform/components/tabs',
  'platform/copy-trading',
  'platform/forex-vps',
  'platform/hub-x',
  'platform/metatrader-4',
  'platform/metatrader-5',
  'platform/{brand}-app',
  'platform/trading-calculator',
  'platform/trading-central',
  'platform/trading-central/components/tabs',
  'trading/account-types',
  'trading/components/conditions',
  'trading/components/hours',
  'trading/components/leveroge',
  'trading/components/tabs',
  'trading/crypto',
  'trading/deposit-and-withdrawal',
  'trading/energies',
  'trading/forex',
  'trading/help-center',
  'trading/indices',
  'trading/individual',
  'trading/precious-metals',
  'trading/promotions-and-rewards',
  'trading/range-of-markets',
  'trading/shares',
  'trading/swap-free-account',
  'trading/trading-conditions',
  'trading/trading-{id}',
  'api/llms',
  'api/sitemap-old-urls',
  'api/sitemap',
  'api/user',
  'getRouters',
  'utils/message',
  'utils/request',
  'warning',
];

const CATCH_ALL = [
  'about/company/{id}',
  'about/sponsorship/{id}',
  'academy/trading-academy/{id}',
  'academy/register-{id}',
  'analysis/article-tv-{id}',
  'analysis/individual/{id}',
  'analysis/market-insight/{id}',
  'analysis/market-insight/article/{id}',
  'analysis/market-news/{id}',
  'trading/trading-{id}',
];

describe('the route manifest (data/routes.json)', () => {
  it('holds every route of spec §2, and nothing else', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...SPEC_ROUTES].sort());
    expect(routes).toHaveLength(87);
  });

  it('gives every route a unique, stable id', () => {
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    routes.forEach((route) => expect(route.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/));
  });

  it('marks exactly the catch-all routes as client-only, each with a validating pattern', () => {
    const dynamic = routes.filter((route) => route.param);
    expect(dynamic.map((route) => route.path).sort()).toEqual([...CATCH_ALL].sort());
    dynamic.forEach((route) => {
      expect(route.template).toBe('dynamic');
      expect(() => new RegExp(route.param!.pattern)).not.toThrow();
    });
  });

  it('builds the §2 site menu from route ids, with labels as translation keys', () => {
    const menu = buildMenu(manifest.menu as MenuSectionData[], routes, site.externalLinks);
    expect(menu.map((section) => section.sectionId)).toEqual(['trading', 'platform', 'academy', 'analysis', 'about', 'partners']);
    const paths = (id: string) =>
      menu.find((section) => section.sectionId === id)!.items.flatMap((group) => group.children.map((item) => item.path ?? item.href));
    expect(paths('trading')).toEqual(
      expect.arrayContaining([
        'trading/range-of-markets',
        'trading/forex',
        'trading/precious-metals',
        'trading/crypto',
        'trading/shares',
        'trading/indices',
        'trading/energies',
        'trading/account-types',
        'trading/deposit-and-withdrawal',
        'trading/promotions-and-rewards',
        'trading/trading-conditions',
        'trading/swap-free-account',
        'trading/help-center',
      ]),
    );
    expect(paths('platform')).toHaveLength(9);
    expect(paths('academy')).toEqual([
      'academy/overview',
      'academy/trading-academy',
      'academy/courses',
      'academy/webinars',
      'academy/terminology',
    ]);
    expect(paths('analysis')).toEqual([
      'analysis/overview',
      'analysis/market-news',
      'analysis/market-insight',
      'analysis/{brand}-tv',
      'analysis/economic-calendar',
    ]);
    expect(paths('about')).toEqual(
      expect.arrayContaining([site.externalLinks.careers, 'about/sponsorship/{brand}-and-nets', 'about/why-choose-{brand}']),
    );
    expect(paths('partners')).toEqual(['about/about']);
    expect(menu.find((section) => section.sectionId === 'partners')!.href).toBe(site.externalLinks.partners);
    menuSearchEntries(menu).forEach((entry) => expect(entry.title).toMatch(/^(routes|menu\.external)\./));
  });

  it('rejects a menu entry that names no route', () => {
    const broken = [{ id: 'x', path: 'x', lists: { menu1: { titleKey: 'k', items: [{ route: 'nope' }] } } }];
    expect(() => buildMenu(broken, routes, {})).toThrow('unknown route "nope"');
  });

  it('builds search entries with breadcrumbs from section to entry', () => {
    const menu = buildMenu(manifest.menu as MenuSectionData[], routes, site.externalLinks);
    const forex = menuSearchEntries(menu).find((entry) => entry.path === 'trading/forex');
    expect(forex).toEqual({
      breadcrumb: ['menu.sections.trading.title', 'menu.lists.markets', 'routes.trading-forex'],
      title: 'routes.trading-forex',
      path: 'trading/forex',
      href: null,
      category: 'trading',
    });
  });
});
