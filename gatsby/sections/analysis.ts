/**
 * The kinds of page section that list what the API keeps up to date: news, articles, videos,
 * promotions, the calendar (webinars: academy.ts). Each has a `firstPage(locale:)`: what the API
 * answers the request the section makes first, made by the API's own functions (src/lib/server)
 * from the content nodes at the build's day, so the HTML shows it and the page hydrates without
 * asking (src/lib/sections/first-pages.ts).
 */
import { presetRange } from '../../src/lib/analysis/calendar';
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
import { articlesPage, articleTagList } from '../../src/lib/server/articles';
import { economicCalendar } from '../../src/lib/server/economic-calendar';
import { newsPage } from '../../src/lib/server/news';
import { promotionList } from '../../src/lib/server/promotions';
import { videoList } from '../../src/lib/server/videos';
import { sectionKind, type Declared } from './kind';

/** Items per page of a list that loads from the API. */
export const DEFAULT_LIST_SIZE = 6;

/** The field of every list kind: its first page in a locale (a code: th, cht…), shaped as FirstPage. */
export const FIRST_PAGE_FIELD = '"What the API answers its first request, at the build\'s day." firstPage(locale: String!): JSON';

export const analysisKinds = {
  /** Market news from GET /api/acuity-api/news, a page at a time, with "load more". */
  newsList: sectionKind<Declared & { pageSize?: number }>()({
    fields: `pageSize: Int! ${FIRST_PAGE_FIELD}`,
    resolve: (section) => ({ pageSize: section.pageSize ?? DEFAULT_LIST_SIZE }),
    fieldResolvers: {
      firstPage: async (section, { locale }, data): Promise<FirstPage> => ({
        type: 'newsList',
        page: newsPage(await data.stored('news'), queryValues({ ...newsListQuery(locale, 1, section.pageSize as number) })),
      }),
    },
  }),
  /** Articles from GET /api/articles (one kind, or all), with tag and word filters in the address, and a pager. */
  articleList: sectionKind<Declared & { kind?: 'insight' | 'article'; pageSize?: number }>()({
    fields: `"One kind of article, or all." kind: ArticleKind pageSize: Int! ${FIRST_PAGE_FIELD}`,
    resolve: (section) => ({ kind: section.kind ?? null, pageSize: section.pageSize ?? DEFAULT_LIST_SIZE }),
    fieldResolvers: {
      firstPage: async (section, { locale }, data): Promise<FirstPage> => {
        const list = section as { kind: 'insight' | 'article' | null; pageSize: number };
        const articles = await data.stored('articles');
        return {
          type: 'articleList',
          page: articlesPage(articles, queryValues({ ...articleListQuery(locale, list, EMPTY_LIST_STATE) })),
          tags: articleTagList(articles, await data.stored('articleTags'), queryValues({ ...articleTagQuery(locale, list) })).items,
        };
      },
    },
  }),
  /** The latest news and insight, a few of each, linking to their lists. */
  analysisLatest: sectionKind<Declared & { count?: number }>()({
    fields: 'count: Int!',
    resolve: (section) => ({ count: section.count ?? 3 }),
  }),
  /** Economic releases from GET /api/economic-calendar, with date, importance and currency filters. */
  economicCalendar: sectionKind<Declared>()({
    fields: FIRST_PAGE_FIELD,
    resolve: () => ({}),
    fieldResolvers: {
      firstPage: async (_section, { locale }, data): Promise<FirstPage> => {
        // The visitor's week is known only in their browser: the build shows its own, in UTC.
        const now = await data.now();
        const range = presetRange('thisWeek', now, 'UTC');
        return {
          type: 'economicCalendar',
          range,
          calendar: economicCalendar(await data.stored('indicators'), queryValues({ ...calendarQuery(locale, range) }), now),
        };
      },
    },
  }),
  /** Videos from GET /api/urls as poster cards; a video's player loads when it is played. */
  videoGallery: sectionKind<Declared>()({
    fields: FIRST_PAGE_FIELD,
    resolve: () => ({}),
    fieldResolvers: {
      firstPage: async (_section, { locale }, data): Promise<FirstPage> => ({
        type: 'videoGallery',
        items: videoList(await data.stored('videos'), queryValues({ ...localeQuery(locale) })).items,
      }),
    },
  }),
  /** Current promotions from GET /api/promotions. */
  promotions: sectionKind<Declared>()({
    fields: FIRST_PAGE_FIELD,
    resolve: () => ({}),
    fieldResolvers: {
      firstPage: async (_section, { locale }, data): Promise<FirstPage> => ({
        type: 'promotions',
        items: promotionList(await data.stored('promotions'), queryValues({ ...localeQuery(locale) }), await data.now()).items,
      }),
    },
  }),
};
