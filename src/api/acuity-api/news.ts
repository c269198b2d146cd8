/** GET /api/acuity-api/news: market news, newest first, optionally one category, paged. */
import { apiHandler } from '../../lib/server/handler';
import { content } from '../../lib/server/content';
import { newsPage } from '../../lib/server/news';
import { news } from '../../lib/content-store';

export default apiHandler({
  GET: ({ query }) => content(newsPage(news, query)),
});
