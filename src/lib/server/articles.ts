/** Articles and market insight of data/content/articles.json, localized. */
import articleData from '../../../data/content/articles.json';
import type { Article, ArticleKind, ArticleSummary } from '../api/types';
import { localize, newestFirst, translationSetOf, type Stored } from './content';

type StoredArticle = Stored<
  Omit<Article, 'title' | 'summary' | 'body' | 'language'> & { updatedAt: string; previousAliases: string[] },
  Pick<Article, 'title' | 'summary' | 'body'>
>;

export type LocalizedArticle = ReturnType<typeof storedArticles>[number];

/** Every article in the locale's language (English where it has no translation), newest first. */
export const storedArticles = (lang?: string) =>
  newestFirst((articleData.articles as StoredArticle[]).map((article) => localize(article, translationSetOf(lang))));

export function articleSummary(article: LocalizedArticle): ArticleSummary {
  const { body: _body, previousAliases: _previous, updatedAt: _updated, ...summary } = article;
  return summary;
}

/** Where an article lives, below the locale prefix. */
export const articlePath = (kind: ArticleKind, alias: string): string =>
  kind === 'insight' ? `analysis/market-insight/${alias}` : `analysis/market-insight/article/${alias}`;
