/**
 * @jest-environment node
 *
 * A list's first page, built into its page, is what the embedded API answers the request the
 * list sends first: the same functions, asked the same query.
 */
import news from '../src/api/acuity-api/news';
import articles from '../src/api/articles';
import articleTags from '../src/api/articleTags';
import videos from '../src/api/urls';
import promotions from '../src/api/promotions';
import webinars from '../src/api/webinar';
import calendar from '../src/api/economic-calendar';
import { EMPTY_LIST_STATE } from '../src/lib/analysis/list-query';
import { queryValues } from '../src/lib/api/url';
import {
  articleListQuery,
  articleTagQuery,
  calendarQuery,
  localeQuery,
  newsListQuery,
  type FirstPage,
} from '../src/lib/sections/first-pages';
import type { Section, SectionOf } from '../src/lib/sections/types';
import { PAST_WEBINARS_SHOWN, webinarQueries } from '../src/lib/webinars';
import { callFunction } from '../tests/function-request';
import { listFirstPages } from './list-first-pages';
import { pageBodies } from './legacy/page-bodies';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const sectionsOf = (pageId: string) => (pageBodies.bodies.find((body) => body.pageId === pageId)?.sections ?? []) as Section[];
const only = <T extends Section['type']>(pageId: string, type: T) => {
  const found = sectionsOf(pageId).find((section) => section.type === type);
  if (!found) throw new Error(`${pageId} has no ${type}`);
  return found as SectionOf<T>;
};
const firstOf = (pageId: string, lang: string, type: FirstPage['type']) =>
  Object.values(listFirstPages(sectionsOf(pageId), lang, NOW)).find((page) => page.type === type);
type Handler = Parameters<typeof callFunction>[0];
const answer = async (handler: Handler, query: object) => (await callFunction(handler, { query: queryValues({ ...query }) })).body?.data;

beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['setImmediate', 'nextTick'] }));
afterEach(() => jest.useRealTimers());

describe('list first pages', () => {
  it('the news list: the first page the API answers its first request, in the page language', async () => {
    const section = only('analysis-market-news', 'newsList');
    const first = firstOf('analysis-market-news', 'ar', 'newsList');
    expect(first).toEqual({ type: 'newsList', page: await answer(news, newsListQuery('ar', 1, section.pageSize)) });
    expect(first?.type === 'newsList' && first.page.items[0].language).toBe('ar');
  });

  it('the article lists: the unfiltered first page and the tags', async () => {
    for (const pageId of ['analysis-market-insight', 'analysis-article']) {
      const section = only(pageId, 'articleList');
      expect(firstOf(pageId, 'th', 'articleList')).toEqual({
        type: 'articleList',
        page: await answer(articles, articleListQuery('th', section, EMPTY_LIST_STATE)),
        tags: (await answer(articleTags, articleTagQuery('th', section))).items,
      });
    }
  });

  it('the videos, the promotions and the webinars, as the API answers at the build’s time', async () => {
    expect(firstOf('analysis-brand-tv', 'zh-hans', 'videoGallery')).toEqual({
      type: 'videoGallery',
      items: (await answer(videos, localeQuery('zh-hans'))).items,
    });
    expect(firstOf('trading-promotions-and-rewards', 'de', 'promotions')).toEqual({
      type: 'promotions',
      items: (await answer(promotions, localeQuery('de'))).items,
    });
    const queries = webinarQueries('cht', PAST_WEBINARS_SHOWN);
    expect(firstOf('academy-webinars', 'cht', 'webinars')).toEqual({
      type: 'webinars',
      upcoming: (await answer(webinars, queries.upcoming)).items,
      past: (await answer(webinars, queries.past)).items,
    });
  });

  it('the calendar: the build’s week in UTC, Monday to Sunday, with the releases as they stood', async () => {
    const range = { from: '2026-11-16', to: '2026-11-22' };
    expect(firstOf('analysis-economic-calendar', 'en', 'economicCalendar')).toEqual({
      type: 'economicCalendar',
      range,
      calendar: await answer(calendar, calendarQuery('en', range)),
    });
  });

  it('includes the lists inside tab panels, and nothing for a page without lists', () => {
    expect(Object.values(listFirstPages(sectionsOf('analysis-max-tabs'), 'en', NOW)).map((page) => page.type)).toEqual(
      expect.arrayContaining(['newsList', 'economicCalendar']),
    );
    expect(listFirstPages(sectionsOf('trading-account-types'), 'en', NOW)).toEqual({});
  });
});
