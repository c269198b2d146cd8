/**
 * @jest-environment node
 *
 * The GraphQL layer and the embedded API read the same content through two loaders (the build's
 * nodes, the API's bundle): a list's first page as the page query asks it (its kind's `firstPage`)
 * is what the API answers the request the list sends first, and a prebuilt item's data is what the
 * API answers for that item.
 */
import news from '../../src/api/acuity-api/news';
import newsById from '../../src/api/acuity-api/getNewsById';
import articles from '../../src/api/articles';
import articleInfo from '../../src/api/articles/null';
import articleTags from '../../src/api/articleTags';
import videos from '../../src/api/urls';
import promotions from '../../src/api/promotions';
import webinars from '../../src/api/webinar';
import calendar from '../../src/api/economic-calendar';
import { EMPTY_LIST_STATE } from '../../src/lib/analysis/list-query';
import { queryValues } from '../../src/lib/api/url';
import {
  articleListQuery,
  articleTagQuery,
  calendarQuery,
  localeQuery,
  newsListQuery,
  type FirstPage,
} from '../../src/lib/sections/first-pages';
import type { ResolvedSection } from '.';

type Section = ResolvedSection;
type SectionOf<K extends SectionType> = ResolvedSection<K>;
import { PAST_WEBINARS_SHOWN, webinarQueries } from '../../src/lib/webinars';
import { callFunction } from '../../tests/function-request';
import { memoryNodeModel, siteNodes } from '../../tests/site-nodes';
import { prebuiltPage, PREBUILT_ROUTES } from '../prebuilt-pages';
import { SectionData, PAGE_OF_SECTION, type PageScope } from './kind';
import { resolveSections, sectionKinds, type SectionType } from '.';

// The build's day (the lists are made at its start) and the API's clock at that moment.
const NOW = Date.parse('2026-11-20T00:00:00Z');
const nodes = siteNodes('2026-11-20');
const nodeModel = memoryNodeModel(nodes);

/** A page's sections as its query resolves them, tab panels included. */
async function sectionsOf(pageId: string): Promise<Section[]> {
  const body = nodes.PageBody.find((entry) => entry.pageId === pageId);
  const sections = (body ? await resolveSections(body.sections, nodeModel) : []) as Section[];
  return sections.flatMap((section) => [
    section,
    ...(section.type === 'tabs' ? (section.tabs.flatMap((tab) => tab.sections) as Section[]) : []),
  ]);
}
async function only<T extends Section['type']>(pageId: string, type: T): Promise<SectionOf<T>> {
  const found = (await sectionsOf(pageId)).find((section) => section.type === type);
  if (!found) throw new Error(`${pageId} has no ${type}`);
  return found as SectionOf<T>;
}
/** The `firstPage(locale:)` a page query asks of a page's list of that kind. */
async function firstOf(pageId: string, locale: string, type: FirstPage['type']) {
  const section = (await only(pageId, type)) as SectionOf<typeof type> & { [PAGE_OF_SECTION]: PageScope };
  const resolve = sectionKinds[type as SectionType].fieldResolvers?.firstPage;
  return resolve?.(section as never, { locale }, new SectionData(nodeModel, section[PAGE_OF_SECTION]));
}
type Handler = Parameters<typeof callFunction>[0];
const answer = async (handler: Handler, query: object) => (await callFunction(handler, { query: queryValues({ ...query }) })).body?.data;

beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['setImmediate', 'nextTick'] }));
afterEach(() => jest.useRealTimers());

describe('list first pages', () => {
  it('the news list: the first page the API answers its first request, in the page language', async () => {
    const section = await only('analysis-market-news', 'newsList');
    const first = (await firstOf('analysis-market-news', 'ar', 'newsList')) as FirstPage;
    expect(first).toEqual({ type: 'newsList', page: await answer(news, newsListQuery('ar', 1, section.pageSize)) });
    expect(first?.type === 'newsList' && first.page.items[0].language).toBe('ar');
  });

  it('the article lists: the unfiltered first page and the tags', async () => {
    for (const pageId of ['analysis-market-insight', 'analysis-article']) {
      const section = await only(pageId, 'articleList');
      expect(await firstOf(pageId, 'th', 'articleList')).toEqual({
        type: 'articleList',
        page: await answer(articles, articleListQuery('th', section, EMPTY_LIST_STATE)),
        tags: (await answer(articleTags, articleTagQuery('th', section))).items,
      });
    }
  });

  it('the videos, the promotions and the webinars, as the API answers at the build’s time', async () => {
    expect(await firstOf('analysis-brand-tv', 'zh-hans', 'videoGallery')).toEqual({
      type: 'videoGallery',
      items: (await answer(videos, localeQuery('zh-hans'))).items,
    });
    expect(await firstOf('trading-promotions-and-rewards', 'de', 'promotions')).toEqual({
      type: 'promotions',
      items: (await answer(promotions, localeQuery('de'))).items,
    });
    const queries = webinarQueries('cht', PAST_WEBINARS_SHOWN);
    expect(await firstOf('academy-webinars', 'cht', 'webinars')).toEqual({
      type: 'webinars',
      upcoming: (await answer(webinars, queries.upcoming)).items,
      past: (await answer(webinars, queries.past)).items,
    });
  });

  it('the calendar: the build’s week in UTC, Monday to Sunday, with the releases as they stood', async () => {
    const range = { from: '2026-11-16', to: '2026-11-22' };
    expect(await firstOf('analysis-economic-calendar', 'en', 'economicCalendar')).toEqual({
      type: 'economicCalendar',
      range,
      calendar: await answer(calendar, calendarQuery('en', range)),
    });
  });

  it('includes the lists inside tab panels', async () => {
    expect(await firstOf('analysis-max-tabs', 'en', 'newsList')).toMatchObject({ type: 'newsList' });
    expect(await firstOf('analysis-max-tabs', 'en', 'economicCalendar')).toMatchObject({ type: 'economicCalendar' });
  });
});

describe('prebuilt items', () => {
  it('a news story and an article: what the API answers for them, in the page language', async () => {
    const story = await prebuiltPage(nodeModel, { routeId: PREBUILT_ROUTES.news, param: '2026/11/fed-holds-rates', locale: 'ar' });
    expect(story?.data).toEqual(await answer(newsById, { id: '2026/11/fed-holds-rates', lang: 'ar' }));
    const article = await prebuiltPage(nodeModel, { routeId: PREBUILT_ROUTES.insight, param: 'gold-outlook-2027', locale: 'zh-hant-tw' });
    expect(article?.data).toEqual(await answer(articleInfo, { alias: 'gold-outlook-2027', lang: 'zh-hant-tw' }));
    expect(await prebuiltPage(nodeModel, { routeId: PREBUILT_ROUTES.news, param: 'no/such-story', locale: 'en' })).toBeNull();
  });
});
