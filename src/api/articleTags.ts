/** GET /api/articleTags: every tag with its label and the number of articles (of `kind`) carrying it. */
import { apiHandler } from '../lib/server/handler';
import { content, localize } from '../lib/server/content';
import { storedArticles } from '../lib/server/articles';
import { articleTags } from '../lib/content-store';

export default apiHandler({
  GET: ({ query }) => {
    const articles = storedArticles(query.lang).filter((article) => !query.kind || article.kind === query.kind);
    const items = articleTags.map((tag) => ({
      ...localize(tag, query.lang),
      count: articles.filter((article) => article.tags.includes(tag.id)).length,
    }));
    return content({ items });
  },
});
