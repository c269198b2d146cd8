/** The market news of data/content/news.json, localized, newest first. */
import { news } from '../content-store';
import type { NewsArticle } from '../api/types';
import type { StoredNews } from '../content-store/types';
import { localize, newestFirst } from './content';

export const localizedNews = (lang?: string, stories: readonly StoredNews[] = news): NewsArticle[] =>
  newestFirst(stories.map((item) => localize(item, lang)));
