/** GET /api/articles: market insight and articles, newest first, filtered by kind and tag, paged. */
import { apiHandler } from '../../lib/server/handler';
import { content, paginate } from '../../lib/server/content';
import { articleSummary, storedArticles } from '../../lib/server/articles';

export default apiHandler({
  GET: ({ query }) => {
    const items = storedArticles(query.lang)
      .filter((article) => (!query.kind || article.kind === query.kind) && (!query.tag || article.tags.includes(query.tag)))
      .map(articleSummary);
    return content(paginate(items, query));
  },
});
