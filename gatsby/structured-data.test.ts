/**
 * @jest-environment node
 */
import { publishedLocales } from '../src/lib/locales';
import { articleJsonLd } from '../src/lib/analysis/structured-data';
import { definedTermSetJsonLd } from '../src/lib/glossary';
import { siteRoutes } from './site-routes';
import { pageStructuredData, type JsonLd } from './structured-data';
import { validateJsonLd } from './schema-vocabulary';
import { memoryNodeModel, siteNodes } from '../tests/site-nodes';

const NOW = Date.parse('2026-11-20T00:00:00Z');
const nodeModel = memoryNodeModel(siteNodes('2026-11-20'));

/** The JSON-LD of a route's page as its page query answers it. */
const jsonLdOf = (code: string, routeId: string): Promise<JsonLd[]> =>
  pageStructuredData(nodeModel, { routeId, pageId: routeId, locale: code });

const ofType = (blocks: JsonLd[], type: string) => blocks.filter((block) => block['@type'] === type);

describe('structured data (real page data)', () => {
  it('describes the company on the home page: its regulated entities with licence and regulator, in the page language', async () => {
    const blocks = await jsonLdOf('th', 'home');
    const [organization] = ofType(blocks, 'Organization');
    const entities = organization.subOrganization as JsonLd[];
    expect(entities.map((entity) => entity['@type'])).toEqual(entities.map(() => 'FinancialService'));
    expect(entities[0]).toMatchObject({
      name: 'Northwind Markets Pty Ltd',
      hasCredential: {
        credentialCategory: 'เลขที่ใบอนุญาต',
        name: 'AFSL 400000',
        recognizedBy: { name: 'Australian Securities and Investments Commission (ASIC)' },
      },
    });
    expect(organization.description).toMatch(/[\u0E00-\u0E7F]/);
    expect(organization.sameAs).toContain('https://facebook.example/northwindmarkets');
    expect(ofType(blocks, 'WebSite')[0]).toMatchObject({ url: 'https://www.northwind-markets.example/th/', inLanguage: 'th-TH' });
    expect(ofType(blocks, 'WebSite')[0]).not.toHaveProperty('potentialAction');
    expect(ofType(blocks, 'BreadcrumbList')).toEqual([]);
  });

  it('gives the other home page (/th/home/, no page header) the same company and site, and no breadcrumb', async () => {
    const blocks = await jsonLdOf('th', 'home-page');
    expect(ofType(blocks, 'Organization')[0].url).toBe('https://www.northwind-markets.example/th/');
    expect(ofType(blocks, 'WebSite')[0].url).toBe('https://www.northwind-markets.example/th/');
    expect(ofType(blocks, 'BreadcrumbList')).toEqual([]);
  });

  it('gives a page its breadcrumb (linked crumbs) and its questions and answers', async () => {
    const blocks = await jsonLdOf('en', 'trading-account-types');
    expect(ofType(blocks, 'BreadcrumbList')[0].itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.northwind-markets.example/en/' },
      { '@type': 'ListItem', position: 2, name: 'Account types', item: 'https://www.northwind-markets.example/en/trading/account-types/' },
    ]);
    const faq = ofType(blocks, 'FAQPage')[0].mainEntity as JsonLd[];
    expect(faq[0]).toMatchObject({ name: 'Which account should I choose?', acceptedAnswer: { '@type': 'Answer' } });
  });

  it('makes the lessons list a course and upcoming webinars events', async () => {
    const [course] = ofType(await jsonLdOf('en', 'academy-trading-academy'), 'Course');
    expect(course).toMatchObject({ provider: { name: 'Northwind Markets' } });
    expect((course.hasPart as JsonLd[]).length).toBeGreaterThan(3);
    const events = ofType(await jsonLdOf('de', 'academy-webinars'), 'Event');
    expect(events.length).toBe(3);
    expect(events.every((event) => Date.parse(String(event.startDate)) > NOW)).toBe(true);
    expect(events[0].location).toMatchObject({ '@type': 'VirtualLocation', url: expect.stringContaining('/de/academy/register-') });
  });

  it('is valid against the schema.org vocabulary on every page of every set', async () => {
    const problems: string[] = [];
    for (const set of new Set(publishedLocales.map((entry) => entry.translationSet))) {
      const code = publishedLocales.find((entry) => entry.translationSet === set)?.code as string;
      for (const route of siteRoutes.filter((entry) => !entry.noindex && !entry.param)) {
        for (const block of await jsonLdOf(code, route.id))
          problems.push(...validateJsonLd(block).map((problem) => `${code} ${route.id}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the vocabulary check', () => {
  it('finds unknown types and properties, and missing required ones', async () => {
    expect(validateJsonLd({ '@type': 'Organisation', name: 'x' })).toEqual(['$: @type Organisation is not a schema.org type']);
    expect(
      validateJsonLd({
        '@type': 'Event',
        name: 'x',
        startDate: '2026-12-01',
        location: { '@type': 'VirtualLocation', url: 'u' },
        speaker: 'y',
      }),
    ).toEqual(['$: Event has no property speaker']);
    expect(validateJsonLd({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'q' }] })).toEqual([
      '$.mainEntity[0]: Question lacks acceptedAnswer, which rich results require',
    ]);
    expect(
      validateJsonLd({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'a' },
          { '@type': 'ListItem', position: 2, name: 'b' },
        ],
      }),
    ).toEqual(['$.itemListElement[0]: a crumb before the last lacks item (its URL)']);
  });

  it('accepts the articles and glossary structured data the site already had', async () => {
    const article = articleJsonLd({
      type: 'NewsArticle',
      url: 'https://example.test/en/a/',
      headline: 'h',
      description: 'd',
      datePublished: '2026-11-01T00:00:00Z',
      author: { kind: 'Organization', name: 'Wire' },
      language: 'en',
      keywords: ['EURUSD'],
      publisher: { name: 'Northwind Markets', url: 'https://example.test', logo: 'https://example.test/favicon.svg' },
      image: 'https://example.test/og-image.png',
    });
    expect(validateJsonLd(article)).toEqual([]);
    const glossary = JSON.parse(
      definedTermSetJsonLd({
        url: 'https://example.test/en/g/',
        name: 'Glossary',
        inLanguage: 'en-US',
        entries: [{ id: 'pip', term: 'Pip', definition: 'A unit.', seeAlso: [] }],
      }),
    );
    expect(validateJsonLd(glossary)).toEqual([]);
  });
});
