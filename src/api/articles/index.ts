/** GET /api/articles: market insight and articles, newest first, filtered by kind, tag and words (`q`), paged. */
import { apiHandler } from '../../lib/server/handler';
import { content, paginate } from '../../lib/server/content';
import { articleSummary, matchesWords, storedArticles } from '../../lib/server/articles';

export default apiHandler({
  GET: ({ query }) => {
    const items = storedArticles(query.lang)
      .filter(
        (article) =>
          (!query.kind || article.kind === query.kind) &&
          (!query.tag || article.tags.includes(query.tag)) &&
          matchesWords(article, query.q),
      )
      .map(articleSummary);
    return content(paginate(items, query));
  },
});
