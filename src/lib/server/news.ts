/** The market news of data/content/news.json, localized, newest first. */
import { news } from '../content-store';
import type { NewsArticle } from '../api/types';
import { localize, newestFirst, translationSetOf } from './content';

export const localizedNews = (lang?: string): NewsArticle[] => newestFirst(news.map((item) => localize(item, translationSetOf(lang))));
