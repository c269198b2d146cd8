/** Market news (data/content/news.json, or the build's NewsStory nodes), localized, newest first. */
import type { NewsArticle, NewsSummary, Page } from '../api/types';
import type { StoredNews } from '../content-store/types';
import { localize, newestFirst, paginate } from './content';

export const localizedNews = (stories: readonly StoredNews[], lang?: string): NewsArticle[] =>
  newestFirst(stories.map((item) => localize(item, lang)));

/** GET /api/acuity-api/news: the stories' summaries, optionally of one category, a page of them. */
export function newsPage(stories: readonly StoredNews[], query: Record<string, string>): Page<NewsSummary> {
  const items = localizedNews(stories, query.lang)
    .filter((item) => !query.category || item.category === query.category)
    .map(({ body: _body, ...summary }) => summary);
  return paginate(items, query);
}
