import type { Content, PageDeclaration } from './declarations';
import { allowedParams, resolvePageBodies } from './resolve';
import type { ComparisonSection, InstrumentsSection, MediaSection, TabsSection } from '../../src/lib/sections/types';

const content: Content = {
  routes: new Map([
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
  ]),
  brandName: 'Acme Markets',
  foundingYear: 2010,
  contactEmail: 'help@acme.example',
  entities: [
    { id: 'au', name: 'Acme AU Pty Ltd', country: 'AU', regulator: 'ASIC', licence: 'AFSL 1', address: '1 George St, Sydney', disputeResolution: 'AFCA' },
    { id: 'mu', name: 'Acme MU Ltd', country: 'MU', regulator: 'FSC', licence: 'GB 2', address: 'Ebene, Mauritius', disputeResolution: 'OFS' },
  ],
  externalLinks: { careers: 'https://careers.acme.example' },
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
      { type: 'client-agreement', updated: '2026-01-02' },
      { type: 'privacy-policy', updated: '2026-03-04', page: 'trading-forex' },
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
      { symbol: 'EURUSD', market: 'forex', group: 'major', base: 'EUR', quote: 'USD', contractSize: 100000, pipSize: 0.0001, digits: 5, spread: 0.6, maxLeverage: 1000, session: 'fx', swapLong: -6.8, swapShort: 2.1 },
      { symbol: 'XAUUSD', market: 'metals', group: 'gold', base: 'XAU', quote: 'USD', contractSize: 100, pipSize: 0.01, digits: 2, price: 2350, spread: 20, maxLeverage: 500, session: 'fx', swapLong: -38.5, swapShort: 14.2 },
    ],
  },
  accountTypes: [
    { id: 'std', minDeposit: { amount: 50, currency: 'USD' }, spreadFrom: 1, commissionPerSide: null, maxLeverage: 1000, minLot: 0.01, marginCall: 100, stopOut: 50, platforms: ['mt4'], currencies: ['USD'], swapFree: true, highlight: false },
    { id: 'raw', minDeposit: { amount: 200, currency: 'USD' }, spreadFrom: 0, commissionPerSide: { amount: 3.5, currency: 'USD' }, maxLeverage: 500, minLot: 0.01, marginCall: 100, stopOut: 50, platforms: ['mt4', 'app'], currencies: ['USD', 'EUR'], swapFree: false, highlight: true },
  ],
  paymentMethods: [],
  platforms: [
    { id: 'mt4', name: 'MetaTrader 4', route: 'trading-forex', access: [{ device: 'windows', href: 'https://dl.example/mt4.exe', requirements: [{ kind: 'os', value: 'Windows 10' }] }] },
    { id: 'app', name: '{brand} App', route: 'trading-forex', access: [{ device: 'ios', href: 'https://apps.example/app', requirements: [] }] },
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
};

const resolve = (files: Record<string, PageDeclaration>) => resolvePageBodies(new Map(Object.entries(files)), content);

describe('resolving page declarations', () => {
  it('gives each section its translation keys, route paths and content rows', () => {
    const [body] = resolve({
      'trading-forex': {
        sections: [
          { type: 'media', id: 'intro', image: 'forex.png', points: ['one'], actions: [{ portal: 'register' }, { route: 'trading-gold', label: 'gold' }] },
          { type: 'instruments', id: 'pairs', markets: ['forex'] },
          { type: 'cta', id: 'cta', keys: 'sections:cta.open' },
        ],
      },
    });
    expect(body).toMatchObject({ pageId: 'trading-forex', path: 'trading/forex', param: null, titleKey: null, imageNames: ['forex.png'] });
    const [intro, pairs, cta] = body.sections;
    expect(intro).toMatchObject({
      key: 'trading:trading-forex.intro',
      actions: [
        { kind: 'portal', target: 'registerUrl', label: { key: 'sections:actions.register' } },
        { kind: 'route', path: 'trading/gold', label: { key: 'trading:trading-forex.intro.gold' } },
      ],
    });
    expect((pairs as InstrumentsSection).rows.map((row) => row.symbol)).toEqual(['EURUSD']);
    expect((pairs as InstrumentsSection).categories.map((category) => category.id)).toEqual(['major', 'minor']);
    expect((pairs as InstrumentsSection).rows[0].name).toEqual({
      key: 'sections:instruments.pair',
      values: { base: { key: 'sections:assets.EUR' }, quote: { key: 'sections:assets.USD' } },
    });
    expect(cta).toMatchObject({ key: 'sections:cta.open', actions: [{ target: 'registerUrl' }, { target: 'demoUrl' }] });
  });

  it('turns the account types into a comparison table, the recommended one highlighted', () => {
    const [body] = resolve({ 'trading-forex': { sections: [{ type: 'comparison', id: 'accounts', source: 'account-types' }] } });
    const table = body.sections[0] as ComparisonSection;
    expect(table.columns).toEqual([{ key: 'sections:accounts.types.std.name' }, { key: 'sections:accounts.types.raw.name' }]);
    expect(table.highlight).toBe(1);
    const row = (field: string) => table.rows.find((entry) => 'key' in entry.label && entry.label.key === `sections:accounts.fields.${field}`);
    expect(row('commission')?.cells).toEqual([
      { kind: 'text', text: { key: 'sections:values.none' } },
      { kind: 'money', amount: 3.5, currency: 'USD', per: 'lotSide' },
    ]);
    expect(row('platforms')?.cells[1]).toEqual({
      kind: 'list',
      items: [
        { kind: 'text', text: { literal: 'MetaTrader 4' } },
        { kind: 'text', text: { literal: 'Acme Markets App' } },
      ],
    });
  });

  it('tabulates leverage by market and regulated entity', () => {
    const [body] = resolve({ 'trading-forex': { sections: [{ type: 'comparison', id: 'leverage', source: 'leverage' }] } });
    const table = body.sections[0] as ComparisonSection;
    expect(table.columns).toEqual([{ key: 'sections:entities.au' }, { key: 'sections:entities.mu' }]);
    expect(table.rows[1].cells).toEqual([
      { kind: 'leverage', value: 20 },
      { kind: 'leverage', value: 400 },
    ]);
  });

  it('resolves the sections inside tabs and collects their images', () => {
    const [body] = resolve({
      'trading-forex': {
        sections: [
          {
            type: 'tabs',
            id: 'tabs',
            tabs: [{ id: 'a', sections: [{ type: 'media', id: 'inner', image: 'inner.png', keys: 'shared.inner' }] }],
          },
        ],
      },
    });
    const inner = (body.sections[0] as TabsSection).tabs[0].sections[0] as MediaSection;
    expect(inner.key).toBe('trading:shared.inner');
    expect(body.imageNames).toEqual(['inner.png']);
  });

  it('lets a page show another page’s sections with that page’s texts', () => {
    const bodies = resolve({
      home: { sections: [{ type: 'cta', id: 'cta' }] },
      'home-page': { sameAs: 'home' },
    });
    expect(bodies.map((body) => [body.pageId, body.sections[0].key])).toEqual([
      ['home', 'home:home.cta'],
      ['home-page', 'home:home.cta'],
    ]);
  });

  it('makes one page per allowed parameter, with its own title and path', () => {
    const files = new Map<string, PageDeclaration>([
      ['trading-landing', { params: { gold: { sections: [{ type: 'cta', id: 'cta' }] }, forex: { sections: [] } } }],
    ]);
    const bodies = resolvePageBodies(files, content);
    expect(bodies[0]).toMatchObject({
      pageId: 'trading-landing/gold',
      param: 'gold',
      path: 'trading/trading-gold',
      titleKey: 'trading:trading-landing.gold.title',
      descriptionKey: 'trading-landing.gold.description',
    });
    expect(bodies[0].sections[0].key).toBe('trading:trading-landing.gold.cta');
    expect(allowedParams(files)).toEqual(new Map([['trading-landing', ['gold', 'forex']]]));
  });

  it('builds the calculator settings from the instruments of its markets', () => {
    const [body] = resolve({ 'trading-forex': { sections: [{ type: 'calculator', id: 'calc' }] } });
    const section = body.sections[0];
    if (section.type !== 'calculator') throw new Error('expected the calculator');
    expect(section.settings.instruments.map((instrument) => instrument.symbol)).toEqual(['EURUSD', 'XAUUSD']);
    expect(section.settings.instruments[1]).toMatchObject({ price: 2350, contractSize: 100, name: { key: 'sections:instruments.pair' } });
  });

  it('groups the awards by year, newest first, and lets a trust bar name awards of the content', () => {
    const [body] = resolve({ 'trading-forex': { sections: [{ type: 'awards', id: 'awards' }, { type: 'trust', id: 'trust', awards: ['mid', { id: 'own', year: 2024 }] }] } });
    const [awards, trust] = body.sections;
    if (awards.type !== 'awards' || trust.type !== 'trust') throw new Error('expected awards and trust');
    expect(awards.years.map(({ year, awards: list }) => [year, list.map((entry) => entry.id)])).toEqual([
      [2025, ['new-a', 'new-b']],
      [2023, ['mid']],
      [2020, ['old']],
    ]);
    expect(awards.years[0].awards[0]).toEqual({ id: 'new-a', year: 2025, body: 'Forum', emblem: 'trophy', name: { key: 'about:awards.new-a' } });
    expect(trust.awards).toEqual([
      { id: 'mid', year: 2023, body: 'Review', emblem: 'star', name: { key: 'about:awards.mid' } },
      { id: 'own', year: 2024, name: { key: 'trading:trading-forex.trust.awards.own' } },
    ]);
  });

  it('computes the figures a stats section takes from the data', () => {
    const items = [
      { id: 'since', source: 'foundingYear' },
      { id: 'entities', source: 'entities' },
      { id: 'offices', source: 'offices' },
      { id: 'spread', source: 'spreadFrom' },
      { id: 'leverage', source: 'maxLeverage' },
      { id: 'speed', value: 30, format: 'ms' },
    ] as const;
    const [body] = resolve({ 'trading-forex': { sections: [{ type: 'stats', id: 'stats', items: [...items] }] } });
    expect(body.sections[0]).toMatchObject({
      items: [
        { id: 'since', value: 2010, format: 'year' },
        { id: 'entities', value: 2, format: 'number' },
        { id: 'offices', value: 3, format: 'number' },
        { id: 'spread', value: 0, format: 'pips' },
        { id: 'leverage', value: 1000, format: 'leverage' },
        { id: 'speed', value: 30, format: 'ms' },
      ],
    });
  });

  it('links to external sites of the settings and to the declared pages of a parameterised route', () => {
    const [, body] = resolve({
      'trading-landing': { params: { gold: { sections: [] } } },
      'trading-forex': { sections: [{ type: 'cta', id: 'cta', actions: [{ external: 'careers', label: 'jobs' }, { route: 'trading-landing', param: 'gold' }] }] },
    });
    expect(body.sections[0]).toMatchObject({
      actions: [
        { kind: 'external', href: 'https://careers.acme.example', label: { key: 'trading:trading-forex.cta.jobs' } },
        { kind: 'route', path: 'trading/trading-gold' },
      ],
    });
  });

  it('gives offices the registered address of the entity they house, region by region', () => {
    const [body] = resolve({ 'trading-forex': { sections: [{ type: 'offices', id: 'offices', regions: ['apac'] }] } });
    expect(body.sections[0]).toMatchObject({
      regions: [
        {
          id: 'apac',
          offices: [
            { id: 'sydney', address: '1 George St, Sydney', entity: { id: 'au', name: 'Acme AU Pty Ltd' } },
            { id: 'hk', address: '8 Harbour Rd, Hong Kong', entity: null },
          ],
        },
      ],
    });
  });

  it('lists each entity’s documents: a file per language, or the page of the site, or the page of the site', () => {
    const [body] = resolve({ 'trading-forex': { sections: [{ type: 'documents', id: 'docs' }] } });
    const section = body.sections[0];
    if (section.type !== 'documents') throw new Error('expected documents');
    expect(section.entities[1]).toEqual({
      id: 'mu',
      name: 'Acme MU Ltd',
      documents: [
        {
          type: 'client-agreement',
          updated: '2026-01-02',
          page: null,
          files: [
            { language: 'en', href: '/legal/mu/client-agreement.en.html' },
            { language: 'zh-hans', href: '/legal/mu/client-agreement.zh-hans.html' },
          ],
        },
        { type: 'privacy-policy', updated: '2026-03-04', page: 'trading/forex', files: [] },
      ],
    });
  });

  it('resolves a legal text into chapters of paragraphs, lists and tables, dated by its document', () => {
    const [body] = resolve({
      'trading-forex': {
        sections: [
          {
            type: 'legalText',
            id: 'policy',
            document: 'privacy-policy',
            chapters: [
              { id: 'who', blocks: ['intro', { entities: true }] },
              { id: 'bases', blocks: [{ list: 'why', items: ['a'] }, { table: 'grid', columns: ['purpose', 'basis'], rows: ['kyc'] }] },
            ],
          },
        ],
      },
    });
    const values = { email: 'help@acme.example' };
    expect(body.sections[0]).toMatchObject({
      updated: '2026-03-04',
      chapters: [
        {
          id: 'who',
          title: { key: 'trading:trading-forex.policy.chapters.who.title' },
          blocks: [
            { kind: 'paragraph', text: { key: 'trading:trading-forex.policy.chapters.who.intro', values } },
            { kind: 'list', items: [{ literal: 'Acme AU Pty Ltd, 1 George St, Sydney' }, { literal: 'Acme MU Ltd, Ebene, Mauritius' }] },
          ],
        },
        {
          id: 'bases',
          blocks: [
            { kind: 'list', items: [{ key: 'trading:trading-forex.policy.chapters.bases.why.a', values }] },
            {
              kind: 'table',
              columns: [{ key: 'trading:trading-forex.policy.chapters.bases.grid.columns.purpose' }, { key: 'trading:trading-forex.policy.chapters.bases.grid.columns.basis' }],
              rows: [[{ key: 'trading:trading-forex.policy.chapters.bases.grid.rows.kyc.purpose' }, { key: 'trading:trading-forex.policy.chapters.bases.grid.rows.kyc.basis' }]],
            },
          ],
        },
      ],
    });
  });

  it('gives the glossary its terms, its page title and its path', () => {
    const [body] = resolve({ 'academy-terminology': { sections: [{ type: 'glossary', id: 'glossary', keys: 'glossary:page' }] } });
    expect(body.sections[0]).toEqual({
      type: 'glossary',
      id: 'glossary',
      key: 'glossary:page',
      name: { key: 'common:routes.academy-terminology' },
      path: 'academy/terminology',
      terms: [
        { id: 'leverage', seeAlso: ['margin'] },
        { id: 'margin', seeAlso: [] },
      ],
    });
  });

  it.each([
    ['a glossary term that names no term', [{ id: 'leverage', seeAlso: ['swap'] }], /"leverage" sees also "swap", which is no other term/],
    ['a glossary term that names itself', [{ id: 'leverage', seeAlso: ['leverage'] }], /"leverage" sees also "leverage"/],
    ['two glossary terms with one id', [{ id: 'swap', seeAlso: [] }, { id: 'swap', seeAlso: [] }], /two glossary terms have the id "swap"/],
    ['a glossary term id a letter group could take', [{ id: 'letter-a', seeAlso: [] }], /"letter-a" is not a usable anchor/],
    ['a glossary term with the id of a section', [{ id: 'glossary', seeAlso: [] }], /glossary term "glossary" has the id of a section/],
  ])('fails the build on %s', (_, terms, message) => {
    const files = { 'academy-terminology': { sections: [{ type: 'glossary', id: 'glossary' }] } } as Record<string, PageDeclaration>;
    expect(() => resolvePageBodies(new Map(Object.entries(files)), { ...content, glossary: { terms } })).toThrow(message);
  });

  it('fails the build on a glossary whose route does not load the glossary namespace', () => {
    expect(() => resolve({ 'trading-forex': { sections: [{ type: 'glossary', id: 'glossary' }] } })).toThrow(
      /a glossary needs "namespaces": \["glossary"\] on its route/,
    );
  });
  it('lists the lessons a section asks for, with their pages, and the academy’s browser-loaded sections', () => {
    const [body] = resolve({
      'academy-overview': {
        sections: [
          { type: 'lessons', id: 'all' },
          { type: 'lessons', id: 'beginner', level: 'beginner' },
          { type: 'lessons', id: 'analysis', modules: ['analysis'] },
          { type: 'lessons', id: 'two', only: ['charts', 'what-is-forex'] },
          { type: 'webinars', id: 'webinars', past: false },
          { type: 'leadForm', id: 'form', kind: 'ebook', points: ['one'] },
          { type: 'contact', id: 'contact', hours: ['support'], actions: [{ portal: 'login' }] },
        ],
      },
    });
    const ids = (index: number) => {
      const section = body.sections[index];
      return section.type === 'lessons' ? section.lessons.map((lesson) => lesson.id) : null;
    };
    expect(ids(0)).toEqual(['what-is-forex', 'pips', 'charts']);
    expect(ids(1)).toEqual(['what-is-forex', 'pips']);
    expect(ids(2)).toEqual(['charts']);
    expect(ids(3)).toEqual(['what-is-forex', 'charts']); // curriculum order
    expect(body.sections[3]).toMatchObject({ lessons: [{ position: 1 }, { position: 3 }] });
    expect(body.sections[0]).toMatchObject({
      key: 'academy:academy-overview.all',
      lessons: [{ id: 'what-is-forex', position: 1, module: 'basics', level: 'beginner', minutes: 8, path: 'academy/trading-academy/what-is-forex' }, {}, {}],
    });
    expect(body.sections.slice(4)).toEqual([
      { id: 'webinars', key: 'academy:academy-overview.webinars', type: 'webinars', registerPath: 'academy/register-{id}', showPast: false },
      { id: 'form', key: 'academy:academy-overview.form', type: 'leadForm', kind: 'ebook', points: ['one'], privacyPath: 'about/privacy-policy' },
      {
        id: 'contact',
        key: 'academy:academy-overview.contact',
        type: 'contact',
        hours: ['support'],
        actions: [{ kind: 'portal', target: 'loginUrl', label: { key: 'sections:actions.login' } }],
      },
    ]);
  });

  it.each([
    ['an unknown lesson', { 'academy-overview': { sections: [{ type: 'lessons', id: 'l', only: ['get-rich'] }] } }, /unknown lesson "get-rich"/],
    ['an unknown lesson module', { 'academy-overview': { sections: [{ type: 'lessons', id: 'l', modules: ['astrology'] }] } }, /unknown lesson module "astrology"/],
    ['a lessons section that shows none', { 'academy-overview': { sections: [{ type: 'lessons', id: 'l', level: 'advanced' }] } }, /shows no lesson/],
    ['an unknown route', { 'trading-forex': { sections: [{ type: 'cta', id: 'cta', actions: [{ route: 'nowhere' }] }] } }, /unknown route "nowhere"/],
    ['an unknown platform', { 'trading-forex': { sections: [{ type: 'downloads', id: 'd', platform: 'mt9' }] } }, /unknown platform "mt9"/],
    ['an unknown market', { 'trading-forex': { sections: [{ type: 'instruments', id: 'i', markets: ['bonds'] }] } }, /unknown market "bonds"/],
    ['two sections with one id', { 'trading-forex': { sections: [{ type: 'cta', id: 'x' }, { type: 'stats', id: 'x', items: [] }] } }, /two sections have the id "x"/],
    ['a file for no route', { 'no-such-route': { sections: [] } }, /no route "no-such-route"/],
    ['params on a route without a parameter', { 'trading-forex': { params: { a: { sections: [] } } } }, /params need a route with a parameter/],
    ['an unknown award', { 'trading-forex': { sections: [{ type: 'trust', id: 't', awards: ['nope'] }] } }, /unknown award "nope"/],
    ['an undeclared page of a route', { 'trading-forex': { sections: [{ type: 'cta', id: 'c', actions: [{ route: 'trading-landing', param: 'oil' }] }] } }, /declares no page "oil"/],
    ['an unknown external link', { 'trading-forex': { sections: [{ type: 'cta', id: 'c', actions: [{ external: 'blog' }] }] } }, /unknown external link "blog"/],
    ['an unknown region', { 'trading-forex': { sections: [{ type: 'offices', id: 'o', regions: ['mars'] }] } }, /unknown region "mars"/],
    ['an unknown legal document', { 'trading-forex': { sections: [{ type: 'legalText', id: 'l', document: 'nope', chapters: [] }] } }, /unknown legal document "nope"/],
  ])('fails the build on %s', (_, files, message) => {
    expect(() => resolve(files as Record<string, PageDeclaration>)).toThrow(message);
  });
});
