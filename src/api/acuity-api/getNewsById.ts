/** GET /api/acuity-api/getNewsById?id=: one news article; its id may contain slashes. */
import { ApiError, apiHandler, requireQuery } from '../../lib/server/handler';
import { content } from '../../lib/server/content';
import { localizedNews } from '../../lib/server/news';
import { news } from '../../lib/content-store';

export default apiHandler({
  GET: (request) => {
    const id = requireQuery(request.query, 'id');
    const article = localizedNews(news, request.query.lang).find((item) => item.id === id);
    if (!article) throw new ApiError(404, 'notFound');
    return content(article);
  },
});
