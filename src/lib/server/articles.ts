/** Articles and market insight (data/content/articles.json, or the build's Article nodes), localized. */
import type { Article, ArticleSummary, ArticleTag, Page } from '../api/types';
import type { StoredArticle, StoredArticleTag } from '../content-store/types';
import { localize, newestFirst, paginate } from './content';

export type LocalizedArticle = ReturnType<typeof storedArticles>[number];

/** Every article in the locale's language (English where it has no translation), newest first. */
export const storedArticles = (items: readonly StoredArticle[], lang?: string) =>
  newestFirst(items.map((article) => localize(article, lang)));

/** An article as the article-info call answers it: the summary fields and the text. */
export function articleInfo(article: LocalizedArticle): Article {
  const { previousAliases: _previous, updatedAt: _updated, ...info } = article;
  return info;
}

export function articleSummary(article: LocalizedArticle): ArticleSummary {
  const { body: _body, ...summary } = articleInfo(article);
  return summary;
}

/** Whether an article's title, summary or text holds every word of `query` (any case); true for no words. */
export function matchesWords(article: LocalizedArticle, query: string | undefined): boolean {
  const words = (query ?? '').toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [article.title, article.summary, ...article.body].join('\n').toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

/** GET /api/articles: summaries filtered by kind, tag and words (`q`), a page of them. */
export function articlesPage(articles: readonly StoredArticle[], query: Record<string, string>): Page<ArticleSummary> {
  const items = storedArticles(articles, query.lang)
    .filter(
      (article) =>
        (!query.kind || article.kind === query.kind) && (!query.tag || article.tags.includes(query.tag)) && matchesWords(article, query.q),
    )
    .map(articleSummary);
  return paginate(items, query);
}

/** GET /api/articleTags: every tag with its label and the number of articles (of `kind`) carrying it. */
export function articleTagList(
  articles: readonly StoredArticle[],
  articleTags: readonly StoredArticleTag[],
  query: Record<string, string>,
): { items: ArticleTag[] } {
  const listed = storedArticles(articles, query.lang).filter((article) => !query.kind || article.kind === query.kind);
  const items = articleTags.map((tag) => ({
    ...localize(tag, query.lang),
    count: listed.filter((article) => article.tags.includes(tag.id)).length,
  }));
  return { items };
}
