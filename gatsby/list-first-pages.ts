/**
 * The first page of every list section of a page (src/lib/sections/first-pages.ts), in a
 * locale, at the build's time: the answers of the embedded API's own functions
 * (src/lib/server/*) to the queries the sections send first. createPages hands them to the
 * page in its context; the Markdown copies read the same.
 */
import { presetRange } from '../src/lib/analysis/calendar';
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

/** A page's first pages, by section id. */
export type FirstPages = Record<string, FirstPage>;
import type { Section } from '../src/lib/sections/types';
import { articlesPage, articleTagList } from '../src/lib/server/articles';
import { economicCalendar } from '../src/lib/server/economic-calendar';
import { newsPage } from '../src/lib/server/news';
import { promotionList } from '../src/lib/server/promotions';
import { videoList } from '../src/lib/server/videos';
import { webinarPage } from '../src/lib/server/webinars';
import { PAST_WEBINARS_SHOWN, webinarQueries } from '../src/lib/webinars';
import * as store from '../src/lib/content-store';

function firstPage(section: Section, lang: string, now: number): FirstPage | null {
  switch (section.type) {
    case 'newsList':
      return { type: 'newsList', page: newsPage(store.news, queryValues({ ...newsListQuery(lang, 1, section.pageSize) })) };
    case 'articleList':
      return {
        type: 'articleList',
        page: articlesPage(store.articles, queryValues({ ...articleListQuery(lang, section, EMPTY_LIST_STATE) })),
        tags: articleTagList(store.articles, store.articleTags, queryValues({ ...articleTagQuery(lang, section) })).items,
      };
    case 'videoGallery':
      return { type: 'videoGallery', items: videoList(store.videos, queryValues({ ...localeQuery(lang) })).items };
    case 'promotions':
      return { type: 'promotions', items: promotionList(store.promotions, queryValues({ ...localeQuery(lang) }), now).items };
    case 'webinars': {
      const queries = webinarQueries(lang, section.showPast ? PAST_WEBINARS_SHOWN : 0);
      return {
        type: 'webinars',
        upcoming: webinarPage(store.webinars, queryValues(queries.upcoming), now).items,
        past: section.showPast ? webinarPage(store.webinars, queryValues(queries.past), now).items : [],
      };
    }
    case 'economicCalendar': {
      // The visitor's week is known only in their browser: the build shows its own, in UTC.
      const range = presetRange('thisWeek', now, 'UTC');
      return {
        type: 'economicCalendar',
        range,
        calendar: economicCalendar(store.economicIndicators, queryValues({ ...calendarQuery(lang, range) }), now),
      };
    }
    default:
      return null;
  }
}

/** The first pages of a page's list sections, tab panels included, by section id, for the locale `lang`. */
export function listFirstPages(sections: readonly Section[], lang: string, now: number): FirstPages {
  const pages: FirstPages = {};
  const visit = (list: readonly Section[]) => {
    for (const section of list) {
      if (section.type === 'tabs') section.tabs.forEach((tab) => visit(tab.sections));
      const page = firstPage(section, lang, now);
      if (page) pages[section.id] = page;
    }
  };
  visit(sections);
  return pages;
}
