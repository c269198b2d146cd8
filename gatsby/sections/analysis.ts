/** The kinds of page section that list what the API keeps up to date: news, articles, videos, promotions, the calendar. */
import { sectionKind, type Declared } from './kind';

/** Items per page of a list that loads from the API. */
export const DEFAULT_LIST_SIZE = 6;

export const analysisKinds = {
  /** Market news from GET /api/acuity-api/news, a page at a time, with "load more". */
  newsList: sectionKind<Declared & { pageSize?: number }>({
    fields: 'pageSize: Int!',
    resolve: (section) => ({ pageSize: section.pageSize ?? DEFAULT_LIST_SIZE }),
  }),
  /** Articles from GET /api/articles (one kind, or all), with tag and word filters in the address, and a pager. */
  articleList: sectionKind<Declared & { kind?: 'insight' | 'article'; pageSize?: number }>({
    fields: '"One kind of article, or all." kind: ArticleKind pageSize: Int!',
    resolve: (section) => ({ kind: section.kind ?? null, pageSize: section.pageSize ?? DEFAULT_LIST_SIZE }),
  }),
  /** The latest news and insight, a few of each, linking to their lists. */
  analysisLatest: sectionKind<Declared & { count?: number }>({
    fields: 'count: Int!',
    resolve: (section) => ({ count: section.count ?? 3 }),
  }),
  /** Economic releases from GET /api/economic-calendar, with date, importance and currency filters. */
  economicCalendar: sectionKind<Declared>({ fields: '', resolve: () => ({}) }),
  /** Videos from GET /api/urls as poster cards; a video's player loads when it is played. */
  videoGallery: sectionKind<Declared>({ fields: '', resolve: () => ({}) }),
  /** Current promotions from GET /api/promotions. */
  promotions: sectionKind<Declared>({ fields: '', resolve: () => ({}) }),
};
