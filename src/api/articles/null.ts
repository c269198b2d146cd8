/** GET /api/articles/null (article info): one article by `id` or by `alias` (a former alias finds it too). */
import { ApiError, apiHandler } from '../../lib/server/handler';
import { content } from '../../lib/server/content';
import { articleInfo, storedArticles } from '../../lib/server/articles';
import { articles } from '../../lib/content-store';

export default apiHandler({
  GET: (request) => {
    const { id, alias } = request.query;
    if (!id && !alias) throw new ApiError(400, 'query.idOrAlias');
    const article = storedArticles(articles, request.query.lang).find(
      (candidate) => candidate.id === id || (alias && (candidate.alias === alias || candidate.previousAliases.includes(alias))),
    );
    if (!article) throw new ApiError(404, 'notFound');
    return content(articleInfo(article));
  },
});
