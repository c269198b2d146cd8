/**
 * A small site with every kind of reference, and its page declarations resolved as a page query
 * resolves them: the sections' tests source their nodes the way the build does
 * (gatsby/source-nodes.ts, content-nodes.ts) and resolve them through the kinds.
 */
import { contentNodes } from '../content-nodes';
import type { PageDeclaration } from '../page-bodies';
import { pageNodes } from '../source-nodes';
import { siteSettings } from '../site-settings';
import type { ContentCollections } from '../../src/lib/content-store/collections';
import type { RouteDefinition, Section as RouteSection } from '../../src/lib/routes';
import type { ResolvedSection as Section } from '.';
import type { site as siteData } from '../../src/lib/site';
import { memoryNodeModel } from '../../tests/site-nodes';
import { resolveSections } from '.';

const routeEntries: [string, { path: string; section: string; namespaces?: string[] }][] = [
  ['trading-forex', { path: 'trading/forex', section: 'trading' }],
  ['trading-gold', { path: 'trading/gold', section: 'trading' }],
  ['trading-landing', { path: 'trading/trading-{id}', section: 'trading' }],
  ['home', { path: '', section: 'home' }],
  ['home-page', { path: 'home', section: 'home' }],
  ['academy-terminology', { path: 'academy/terminology', section: 'academy', namespaces: ['glossary'] }],
  ['academy-overview', { path: 'academy/overview', section: 'academy' }],
  ['about-privacy-policy', { path: 'about/privacy-policy', section: 'about' }],
  ['academy-register', { path: 'academy/register-{id}', section: 'academy' }],
  ['academy-trading-academy-lesson', { path: 'academy/trading-academy/{id}', section: 'academy' }],
];

export const routes: RouteDefinition[] = routeEntries.map(([id, route]) => ({
  id,
  ...route,
  section: route.section as RouteSection,
  template: /\{[a-z]+\}/.test(route.path) ? 'dynamic' : 'page',
  ...(/\{[a-z]+\}/.test(route.path) ? { param: { name: 'id', multiSegment: false, pattern: '.+' } } : {}),
}));

export const site = {
  brand: { name: 'Acme Markets', slug: 'acme', legalName: 'Acme Markets Ltd', foundingYear: 2010 },
  contact: { email: 'help@acme.example', phone: '+1 555 0100', hours: '24/5' },
  entities: [
    {
      id: 'au',
      name: 'Acme AU Pty Ltd',
      country: 'AU',
      regulator: 'ASIC',
      licence: 'AFSL 1',
      address: '1 George St, Sydney',
      disputeResolution: 'AFCA',
    },
    {
      id: 'mu',
      name: 'Acme MU Ltd',
      country: 'MU',
      regulator: 'FSC',
      licence: 'GB 2',
      address: 'Ebene, Mauritius',
      disputeResolution: 'OFS',
    },
  ],
  externalLinks: { careers: 'https://careers.acme.example' },
} as unknown as typeof siteData;

const collections = {
  news: [],
  articles: [],
  articleTags: [],
  webinars: [],
  promotions: [],
  videos: [],
  economicIndicators: [],
  symbols: { symbols: [], featured: [] },
  dividends: [],
  users: [],
  legalTexts: {},
  awards: [
    { id: 'old', year: 2020, body: 'Old Awards', emblem: 'medal' },
    { id: 'new-a', year: 2025, body: 'Forum', emblem: 'trophy' },
    { id: 'mid', year: 2023, body: 'Review', emblem: 'star' },
    { id: 'new-b', year: 2025, body: 'Summit', emblem: 'laurel' },
  ],
  offices: {
    regions: ['apac', 'africa'],
    offices: [
      { id: 'sydney', region: 'apac', country: 'AU', kind: 'headquarters', entity: 'au' },
      { id: 'ebene', region: 'africa', country: 'MU', kind: 'regulated', entity: 'mu' },
      { id: 'hk', region: 'apac', country: 'HK', kind: 'service', address: '8 Harbour Rd, Hong Kong' },
    ],
  },
  legalDocuments: {
    documents: [
      { type: 'client-agreement', updated: '2026-01-02', prevails: 'en' },
      { type: 'privacy-policy', updated: '2026-03-04', prevails: 'en', page: 'trading-forex' },
    ],
    languages: { au: ['en'], mu: ['en', 'zh-hans'] },
  },
  instruments: {
    markets: [
      { id: 'forex', route: 'trading-forex', icon: 'exchange', groups: ['major', 'minor'], leverage: { au: 30, mu: 500 } },
      { id: 'metals', route: 'trading-gold', icon: 'gold', groups: ['gold'], leverage: { au: 20, mu: 400 } },
    ],
    sessions: [{ id: 'fx', open: ['mon', '00:05'], close: ['fri', '23:55'] }],
    instruments: [
      {
        symbol: 'EURUSD',
        market: 'forex',
        group: 'major',
        base: 'EUR',
        quote: 'USD',
        contractSize: 100000,
        pipSize: 0.0001,
        digits: 5,
        spread: 0.6,
        maxLeverage: 1000,
        session: 'fx',
        swapLong: -6.8,
        swapShort: 2.1,
      },
      {
        symbol: 'XAUUSD',
        market: 'metals',
        group: 'gold',
        base: 'XAU',
        quote: 'USD',
        contractSize: 100,
        pipSize: 0.01,
        digits: 2,
        price: 2350,
        spread: 20,
        maxLeverage: 500,
        session: 'fx',
        swapLong: -38.5,
        swapShort: 14.2,
      },
    ],
  },
  typicalSpreads: { spreads: { EURUSD: { std: 1.2, raw: 0.1 } } },
  accountTypes: [
    {
      id: 'std',
      minDeposit: { amount: 50, currency: 'USD' },
      spreadFrom: 1,
      commissionPerSide: null,
      commissionMarkets: [],
      maxLeverage: 1000,
      minLot: 0.01,
      marginCall: 100,
      stopOut: 50,
      platforms: ['mt4'],
      currencies: ['USD'],
      swapFree: true,
      highlight: false,
    },
    {
      id: 'raw',
      minDeposit: { amount: 200, currency: 'USD' },
      spreadFrom: 0,
      commissionPerSide: { amount: 3.5, currency: 'USD' },
      commissionMarkets: ['forex', 'metals'],
      maxLeverage: 500,
      minLot: 0.01,
      marginCall: 100,
      stopOut: 50,
      platforms: ['mt4', 'app'],
      currencies: ['USD', 'EUR'],
      swapFree: false,
      highlight: true,
    },
  ],
  paymentMethods: [],
  platforms: [
    {
      id: 'mt4',
      name: 'MetaTrader 4',
      route: 'trading-forex',
      access: [{ device: 'windows', href: 'https://dl.example/mt4.exe', requirements: [{ kind: 'os', value: 'Windows 10' }] }],
    },
    {
      id: 'app',
      name: '{brand} App',
      route: 'trading-forex',
      access: [{ device: 'ios', href: 'https://apps.example/app', requirements: [] }],
    },
  ],
  calculator: {
    markets: ['forex', 'metals'],
    accountCurrencies: ['USD', 'EUR'],
    leverages: [100, 500],
    maxLots: 100,
    minLots: 0.01,
    maxNights: 365,
    defaults: { symbol: 'EURUSD', accountCurrency: 'USD', lots: 1, leverage: 500, nights: 1 },
    rateDate: '2026-01-02',
    rates: { EURUSD: 1.085 },
  },
  glossary: {
    terms: [
      { id: 'leverage', seeAlso: ['margin'] },
      { id: 'margin', seeAlso: [] },
    ],
  },
  lessons: [
    { id: 'what-is-forex', module: 'basics', level: 'beginner', minutes: 8, sections: ['a'], takeaways: ['one'] },
    { id: 'pips', module: 'basics', level: 'beginner', minutes: 10, sections: ['a'], takeaways: ['one'] },
    { id: 'charts', module: 'analysis', level: 'intermediate', minutes: 14, sections: ['a'], takeaways: ['one'] },
  ],
} as unknown as ContentCollections;

export const content = collections;

/** The nodes of the small site with these page declarations. */
export function testNodes(files: Record<string, PageDeclaration>, store: ContentCollections = collections) {
  return {
    ...contentNodes(store, site.entities),
    ...pageNodes(new Map(Object.entries(files)), routes, store.glossary.terms),
    SiteSettings: [siteSettings(site, routes)],
  };
}

/** The page bodies of these declarations, their sections resolved by their kinds. */
export async function resolve(files: Record<string, PageDeclaration>, store: ContentCollections = collections) {
  const nodes = testNodes(files, store);
  const nodeModel = memoryNodeModel(nodes);
  return Promise.all(
    nodes.PageBody.map(async (body) => ({ ...body, sections: (await resolveSections(body.sections, nodeModel)) as Section[] })),
  );
}
