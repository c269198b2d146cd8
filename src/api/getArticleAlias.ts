/** GET /api/getArticleAlias: every article's current path and former aliases, for sitemaps and redirects. */
import { apiHandler } from '../lib/server/handler';
import { content } from '../lib/server/content';
import { storedArticles } from '../lib/server/articles';
import { analysisPaths } from '../lib/analysis/paths';
import type { ArticleAlias } from '../lib/api/types';
import { articles } from '../lib/content-store';

export default apiHandler({
  GET: ({ query }) => {
    const items: ArticleAlias[] = storedArticles(articles)
      .filter((article) => !query.kind || article.kind === query.kind)
      .map(({ id, alias, kind, updatedAt, previousAliases }) => ({
        id,
        alias,
        kind,
        path: analysisPaths.article(kind, alias),
        updatedAt,
        previousAliases,
      }));
    return content({ items });
  },
});
