/** GET /api/acuity-api/news: market news, newest first, optionally one category, paged. */
import { apiHandler } from '../../lib/server/handler';
import { content, paginate } from '../../lib/server/content';
import { localizedNews } from '../../lib/server/news';

export default apiHandler({
  GET: ({ query }) => {
    const items = localizedNews(query.lang)
      .filter((item) => !query.category || item.category === query.category)
      .map(({ body: _body, ...summary }) => summary);
    return content(paginate(items, query));
  },
});
