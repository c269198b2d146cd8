/** GET /api/articles: market insight and articles, newest first, filtered by kind, tag and words (`q`), paged. */
import { apiHandler } from '../../lib/server/handler';
import { content } from '../../lib/server/content';
import { articlesPage } from '../../lib/server/articles';
import { articles } from '../../lib/content-store';

export default apiHandler({
  GET: ({ query }) => content(articlesPage(articles, query)),
});
