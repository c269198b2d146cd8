/** GET /api/promotions: promotions with their status at request time, optionally only one status. */
import { apiHandler } from '../lib/server/handler';
import { content } from '../lib/server/content';
import { promotionList } from '../lib/server/promotions';
import { promotions } from '../lib/content-store';

export default apiHandler({
  GET: ({ query }) => content(promotionList(promotions, query, Date.now())),
});
