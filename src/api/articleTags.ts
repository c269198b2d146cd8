/** GET /api/articleTags: every tag with its label and the number of articles (of `kind`) carrying it. */
import { apiHandler } from '../lib/server/handler';
import { content } from '../lib/server/content';
import { articleTagList } from '../lib/server/articles';
import { articles, articleTags } from '../lib/content-store';

export default apiHandler({
  GET: ({ query }) => content(articleTagList(articles, articleTags, query)),
});
