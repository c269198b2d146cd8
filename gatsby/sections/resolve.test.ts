import type { PageDeclaration } from '../page-bodies';
import { allowedParams } from '../page-bodies';
import type { ResolvedSection } from '.';

type ComparisonSection = ResolvedSection<'comparison'>;
type InstrumentsSection = ResolvedSection<'instruments'>;
type MediaSection = ResolvedSection<'media'>;
type TabsSection = ResolvedSection<'tabs'>;
import { resolve } from './test-site';

describe('resolving page declarations', () => {
  it('gives each section its translation keys, route paths and content rows', async () => {
    const [body] = await resolve({
      'trading-forex': {
        sections: [
          {
            type: 'media',
            id: 'intro',
            image: 'forex.png',
            points: ['one'],
            actions: [{ portal: 'register' }, { route: 'trading-gold', label: 'gold' }],
          },
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
      values: [
        { name: 'base', text: { key: 'sections:assets.EUR' } },
        { name: 'quote', text: { key: 'sections:assets.USD' } },
      ],
    });
    expect(cta).toMatchObject({ key: 'sections:cta.open', actions: [{ target: 'registerUrl' }, { target: 'demoUrl' }] });
  });

  it('turns the account types into a comparison table, the recommended one highlighted', async () => {
    const [body] = await resolve({ 'trading-forex': { sections: [{ type: 'comparison', id: 'accounts', source: 'account-types' }] } });
    const table = body.sections[0] as ComparisonSection;
    expect(table.columns).toEqual([{ key: 'sections:accounts.types.std.name' }, { key: 'sections:accounts.types.raw.name' }]);
    expect(table.highlight).toBe(1);
    const row = (field: string) =>
      table.rows.find((entry) => 'key' in entry.label && entry.label.key === `sections:accounts.fields.${field}`);
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

  it('tabulates leverage by market and regulated entity', async () => {
    const [body] = await resolve({ 'trading-forex': { sections: [{ type: 'comparison', id: 'leverage', source: 'leverage' }] } });
    const table = body.sections[0] as ComparisonSection;
    expect(table.columns).toEqual([{ key: 'sections:entities.au' }, { key: 'sections:entities.mu' }]);
    expect(table.rows[1].cells).toEqual([
      { kind: 'leverage', value: 20 },
      { kind: 'leverage', value: 400 },
    ]);
  });

  it('resolves the sections inside tabs and collects their images', async () => {
    const [body] = await resolve({
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

  it('lets a page show another page’s sections with that page’s texts', async () => {
    const bodies = await resolve({
      home: { sections: [{ type: 'cta', id: 'cta' }] },
      'home-page': { sameAs: 'home' },
    });
    expect(bodies.map((body) => [body.pageId, body.sections[0].key])).toEqual([
      ['home', 'home:home.cta'],
      ['home-page', 'home:home.cta'],
    ]);
  });

  it('makes one page per allowed parameter, with its own title and path', async () => {
    const files = new Map<string, PageDeclaration>([
      ['trading-landing', { params: { gold: { sections: [{ type: 'cta', id: 'cta' }] }, forex: { sections: [] } } }],
    ]);
    const bodies = await resolve(Object.fromEntries(files));
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

  it('builds the calculator settings from the instruments of its markets', async () => {
    const [body] = await resolve({ 'trading-forex': { sections: [{ type: 'calculator', id: 'calc' }] } });
    const section = body.sections[0];
    if (section.type !== 'calculator') throw new Error('expected the calculator');
    expect(section.settings.instruments.map((instrument) => instrument.symbol)).toEqual(['EURUSD', 'XAUUSD']);
    expect(section.settings.instruments[1]).toMatchObject({ price: 2350, contractSize: 100, name: { key: 'sections:instruments.pair' } });
    // Every account type is compared unless the declaration names some.
    expect(section.accountTypeIds).toEqual(['std', 'raw']);
  });

  it('opens a route with a query string and at an anchor when an action asks', async () => {
    const [body] = await resolve({
      'trading-forex': {
        sections: [{ type: 'cta', id: 'cta', actions: [{ route: 'trading-gold', query: { symbol: 'XAUUSD', lots: 0.5 }, hash: 'costs' }] }],
      },
    });
    expect(body.sections[0]).toMatchObject({
      actions: [{ kind: 'route', path: 'trading/gold', search: '?symbol=XAUUSD&lots=0.5', hash: '#costs' }],
    });
  });

  it('compares the account types a calculator names, and fails on an unknown one', async () => {
    const [body] = await resolve({ 'trading-forex': { sections: [{ type: 'calculator', id: 'calc', accounts: ['raw'] }] } });
    expect(body.sections[0]).toMatchObject({ type: 'calculator', accountTypeIds: ['raw'] });
    await expect(resolve({ 'trading-forex': { sections: [{ type: 'calculator', id: 'calc', accounts: ['gold'] }] } })).rejects.toThrow(
      /unknown account type "gold"/,
    );
  });

  it('groups the awards by year, newest first, and lets a trust bar name awards of the content', async () => {
    const [body] = await resolve({
      'trading-forex': {
        sections: [
          { type: 'awards', id: 'awards' },
          { type: 'trust', id: 'trust', awards: ['mid', { id: 'own', year: 2024 }] },
        ],
      },
    });
    const [awards, trust] = body.sections;
    if (awards.type !== 'awards' || trust.type !== 'trust') throw new Error('expected awards and trust');
    expect(awards.years.map(({ year, awards: list }) => [year, list.map((entry) => entry.id)])).toEqual([
      [2025, ['new-a', 'new-b']],
      [2023, ['mid']],
      [2020, ['old']],
    ]);
    expect(awards.years[0].awards[0]).toEqual({
      id: 'new-a',
      year: 2025,
      body: 'Forum',
      emblem: 'trophy',
      name: { key: 'about:awards.new-a' },
    });
    expect(trust.awards).toEqual([
      { id: 'mid', year: 2023, name: { key: 'about:awards.mid' } },
      { id: 'own', year: 2024, name: { key: 'trading:trading-forex.trust.awards.own' } },
    ]);
  });

  it('computes the figures a stats section takes from the data', async () => {
    const items = [
      { id: 'since', source: 'foundingYear' },
      { id: 'entities', source: 'entities' },
      { id: 'offices', source: 'offices' },
      { id: 'spread', source: 'spreadFrom' },
      { id: 'leverage', source: 'maxLeverage' },
      { id: 'speed', value: 30, format: 'ms' },
    ] as const;
    const [body] = await resolve({ 'trading-forex': { sections: [{ type: 'stats', id: 'stats', items: [...items] }] } });
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

  it('links to external sites of the settings and to the declared pages of a parameterised route', async () => {
    const [, body] = await resolve({
      'trading-landing': { params: { gold: { sections: [] } } },
      'trading-forex': {
        sections: [
          {
            type: 'cta',
            id: 'cta',
            actions: [
              { external: 'careers', label: 'jobs' },
              { route: 'trading-landing', param: 'gold' },
            ],
          },
        ],
      },
    });
    expect(body.sections[0]).toMatchObject({
      actions: [
        { kind: 'external', href: 'https://careers.acme.example', label: { key: 'trading:trading-forex.cta.jobs' } },
        { kind: 'route', path: 'trading/trading-gold' },
      ],
    });
  });
});
