/** The market news of data/content/news.json, localized, newest first. */
import newsData from '../../../data/content/news.json';
import type { NewsArticle } from '../api/types';
import { localize, newestFirst, translationSetOf, type Stored } from './content';

type StoredNews = Stored<Omit<NewsArticle, 'title' | 'summary' | 'body' | 'language'>, Pick<NewsArticle, 'title' | 'summary' | 'body'>>;

export const localizedNews = (lang?: string): NewsArticle[] =>
  newestFirst((newsData.news as StoredNews[]).map((item) => localize(item, translationSetOf(lang))));
