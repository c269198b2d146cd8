import type { PageDeclaration } from '../page-bodies';
import { content, resolve } from './test-site';

describe('resolving the company’s and the academy’s sections', () => {
  it('gives offices the registered address of the entity they house, region by region', async () => {
    const [body] = await resolve({ 'trading-forex': { sections: [{ type: 'offices', id: 'offices', regions: ['apac'] }] } });
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

  it('lists each entity’s documents: a file per language, or the page of the site, or the page of the site', async () => {
    const [body] = await resolve({ 'trading-forex': { sections: [{ type: 'documents', id: 'docs' }] } });
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

  it('resolves a legal text into chapters of paragraphs, lists and tables, dated by its document', async () => {
    const [body] = await resolve({
      'trading-forex': {
        sections: [
          {
            type: 'legalText',
            id: 'policy',
            document: 'privacy-policy',
            chapters: [
              { id: 'who', blocks: ['intro', { entities: true }] },
              {
                id: 'bases',
                blocks: [
                  { list: 'why', items: ['a'] },
                  { table: 'grid', columns: ['purpose', 'basis'], rows: ['kyc'] },
                ],
              },
            ],
          },
        ],
      },
    });
    const values = [{ name: 'email', string: 'help@acme.example' }];
    expect(body.sections[0]).toMatchObject({
      updated: '2026-03-04',
      prevails: 'en',
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
              columns: [
                { key: 'trading:trading-forex.policy.chapters.bases.grid.columns.purpose' },
                { key: 'trading:trading-forex.policy.chapters.bases.grid.columns.basis' },
              ],
              rows: [
                [
                  { key: 'trading:trading-forex.policy.chapters.bases.grid.rows.kyc.purpose' },
                  { key: 'trading:trading-forex.policy.chapters.bases.grid.rows.kyc.basis' },
                ],
              ],
            },
          ],
        },
      ],
    });
  });

  it('gives the glossary its terms, its page title and its path', async () => {
    const [body] = await resolve({ 'academy-terminology': { sections: [{ type: 'glossary', id: 'glossary', keys: 'glossary:page' }] } });
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
    [
      'two glossary terms with one id',
      [
        { id: 'swap', seeAlso: [] },
        { id: 'swap', seeAlso: [] },
      ],
      /two glossary terms have the id "swap"/,
    ],
    ['a glossary term id a letter group could take', [{ id: 'letter-a', seeAlso: [] }], /"letter-a" is not a usable anchor/],
    ['a glossary term with the id of a section', [{ id: 'glossary', seeAlso: [] }], /glossary term "glossary" has the id of a section/],
  ])('fails the build on %s', async (_, terms, message) => {
    const files = { 'academy-terminology': { sections: [{ type: 'glossary', id: 'glossary' }] } } as Record<string, PageDeclaration>;
    await expect(resolve(files, { ...content, glossary: { terms } })).rejects.toThrow(message);
  });

  it('fails the build on a glossary whose route does not load the glossary namespace', async () => {
    await expect(resolve({ 'trading-forex': { sections: [{ type: 'glossary', id: 'glossary' }] } })).rejects.toThrow(
      /a glossary needs "namespaces": \["glossary"\] on its route/,
    );
  });
  it('lists the lessons a section asks for, with their pages, and the academy’s browser-loaded sections', async () => {
    const [body] = await resolve({
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
      lessons: [
        {
          id: 'what-is-forex',
          position: 1,
          module: 'basics',
          level: 'beginner',
          minutes: 8,
          path: 'academy/trading-academy/what-is-forex',
        },
        {},
        {},
      ],
    });
    expect(body.sections.slice(4)).toEqual([
      {
        id: 'webinars',
        key: 'academy:academy-overview.webinars',
        type: 'webinars',
        registerPath: 'academy/register-{id}',
        showPast: false,
      },
      {
        id: 'form',
        key: 'academy:academy-overview.form',
        type: 'leadForm',
        kind: 'ebook',
        points: ['one'],
        privacyPath: 'about/privacy-policy',
      },
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
    [
      'an unknown lesson',
      { 'academy-overview': { sections: [{ type: 'lessons', id: 'l', only: ['get-rich'] }] } },
      /unknown lesson "get-rich"/,
    ],
    [
      'an unknown lesson module',
      { 'academy-overview': { sections: [{ type: 'lessons', id: 'l', modules: ['astrology'] }] } },
      /unknown lesson module "astrology"/,
    ],
    [
      'a lessons section that shows none',
      { 'academy-overview': { sections: [{ type: 'lessons', id: 'l', level: 'advanced' }] } },
      /shows no lesson/,
    ],
    [
      'an unknown route',
      { 'trading-forex': { sections: [{ type: 'cta', id: 'cta', actions: [{ route: 'nowhere' }] }] } },
      /unknown route "nowhere"/,
    ],
    ['an unknown platform', { 'trading-forex': { sections: [{ type: 'downloads', id: 'd', platform: 'mt9' }] } }, /unknown platform "mt9"/],
    [
      'an unknown market',
      { 'trading-forex': { sections: [{ type: 'instruments', id: 'i', markets: ['bonds'] }] } },
      /unknown market "bonds"/,
    ],
    [
      'two sections with one id',
      {
        'trading-forex': {
          sections: [
            { type: 'cta', id: 'x' },
            { type: 'stats', id: 'x', items: [] },
          ],
        },
      },
      /two sections have the id "x"/,
    ],
    ['a file for no route', { 'no-such-route': { sections: [] } }, /no route "no-such-route"/],
    [
      'params on a route without a parameter',
      { 'trading-forex': { params: { a: { sections: [] } } } },
      /params need a route with a parameter/,
    ],
    ['an unknown award', { 'trading-forex': { sections: [{ type: 'trust', id: 't', awards: ['nope'] }] } }, /unknown award "nope"/],
    [
      'an undeclared page of a route',
      { 'trading-forex': { sections: [{ type: 'cta', id: 'c', actions: [{ route: 'trading-landing', param: 'oil' }] }] } },
      /declares no page "oil"/,
    ],
    [
      'an unknown external link',
      { 'trading-forex': { sections: [{ type: 'cta', id: 'c', actions: [{ external: 'blog' }] }] } },
      /unknown external link "blog"/,
    ],
    ['an unknown region', { 'trading-forex': { sections: [{ type: 'offices', id: 'o', regions: ['mars'] }] } }, /unknown region "mars"/],
    [
      'an unknown legal document',
      { 'trading-forex': { sections: [{ type: 'legalText', id: 'l', document: 'nope', chapters: [] }] } },
      /unknown legal document "nope"/,
    ],
  ])('fails the build on %s', async (_, files, message) => {
    await expect(resolve(files as Record<string, PageDeclaration>)).rejects.toThrow(message);
  });
});
