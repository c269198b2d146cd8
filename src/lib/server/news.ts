/** The market news of data/content/news.json, localized, newest first. */
import { news } from '../content-store';
import type { NewsArticle, NewsSummary, Page } from '../api/types';
import type { StoredNews } from '../content-store/types';
import { localize, newestFirst, paginate } from './content';

export const localizedNews = (lang?: string, stories: readonly StoredNews[] = news): NewsArticle[] =>
  newestFirst(stories.map((item) => localize(item, lang)));

/** GET /api/acuity-api/news: the stories' summaries, optionally of one category, a page of them. */
export function newsPage(query: Record<string, string>): Page<NewsSummary> {
  const items = localizedNews(query.lang)
    .filter((item) => !query.category || item.category === query.category)
    .map(({ body: _body, ...summary }) => summary);
  return paginate(items, query);
}
