/**
 * The first page of each list section: what the API answers the request the section makes
 * first. The build computes it with the API's own functions over the content nodes (the kinds'
 * `firstPage` field, gatsby/sections/analysis.ts) and the page query brings it, so the HTML shows
 * it, with links to the item pages, and the page hydrates without asking; the section asks the
 * API for later pages and filters.
 * The queries below are the ones the sections send, so the build asks what they would.
 */
import type {
  ArticleKind,
  ArticleListQuery,
  ArticleSummary,
  ArticleTag,
  ArticleTagQuery,
  EconomicCalendar,
  EconomicCalendarQuery,
  LocaleQuery,
  NewsQuery,
  NewsSummary,
  Page,
  Promotion,
  Video,
  Webinar,
} from '../api/types';
import { apiBase } from '../api/url';
import { requestRange, type DayRange } from '../analysis/calendar';
import type { ListState } from '../analysis/list-query';

/** Page `page` of the market news list in a language (NewsList asks with this query). */
export const newsListQuery = (lang: string, page: number, pageSize: number): NewsQuery => ({ lang, page, pageSize });

/** What an article list shows: its kind of article (none: all) and how many a page holds. */
export interface ArticleListFilter {
  kind: ArticleKind | null;
  pageSize: number;
}

/** The articles an article list shows for a state of its filters. */
export const articleListQuery = (lang: string, section: ArticleListFilter, state: ListState): ArticleListQuery => ({
  lang,
  kind: section.kind ?? undefined,
  tag: state.tag ?? undefined,
  q: state.q || undefined,
  page: state.page,
  pageSize: section.pageSize,
});

/** The tags an article list offers as filters. */
export const articleTagQuery = (lang: string, section: ArticleListFilter): ArticleTagQuery => ({ lang, kind: section.kind ?? undefined });

/** The videos, and the promotions, in a language. */
export const localeQuery = (lang: string): LocaleQuery => ({ lang });

/** The releases of a range of days (the UTC days around it). */
export const calendarQuery = (lang: string, range: DayRange): EconomicCalendarQuery => ({ lang, ...requestRange(range) });

export type FirstPage =
  | { type: 'newsList'; page: Page<NewsSummary> }
  | { type: 'articleList'; page: Page<ArticleSummary>; tags: ArticleTag[] }
  | { type: 'videoGallery'; items: Video[] }
  | { type: 'promotions'; items: Promotion[] }
  | { type: 'webinars'; upcoming: Webinar[]; past: Webinar[] }
  /** The week of the build (Monday to Sunday, UTC) and its releases as they stood then. */
  | { type: 'economicCalendar'; range: DayRange; calendar: EconomicCalendar };

/** A list section's first page as its page query gave it (its `firstPage` field), if it is of that kind. */
export function firstPageOf<T extends FirstPage['type']>(value: unknown, type: T): Extract<FirstPage, { type: T }> | undefined {
  const page = value as FirstPage | null | undefined;
  return page?.type === type ? (page as Extract<FirstPage, { type: T }>) : undefined;
}

/**
 * Whether a prebuilt first page may be out of date. The embedded API is built with the same
 * content, so it answers what the build did; another backend (GATSBY_API_URL) may have newer
 * items: the lists then ask for their first page once hydrated and show the answer, newer
 * items first, in place of the prebuilt one.
 */
export const prebuiltMayBeStale = (): boolean => apiBase() !== '';
