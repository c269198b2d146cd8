/** GET /api/acuity-api/getNewsById?id=: one news article; its id may contain slashes. */
import { HttpError, apiHandler, requireQuery } from '../../lib/server/handler';
import { content } from '../../lib/server/content';
import { apiTranslator } from '../../lib/server/messages';
import { localizedNews } from '../../lib/server/news';
import { news } from '../../lib/content-store';

export default apiHandler({
  GET: (request) => {
    const id = requireQuery(request.query, 'id');
    const article = localizedNews(news, request.query.lang).find((item) => item.id === id);
    if (!article) throw new HttpError(404, apiTranslator(request)('notFound'));
    return content(article);
  },
});
