/** GET /api/webinar: upcoming webinars (soonest first) or past ones (latest first), paged. */
import { apiHandler } from '../lib/server/handler';
import { content, paginate } from '../lib/server/content';
import { localizedWebinars } from '../lib/server/webinars';

export default apiHandler({
  GET: ({ query }) => {
    const webinars = localizedWebinars(query.lang, Date.now());
    const items = query.when ? webinars.filter((webinar) => webinar.status === query.when) : webinars;
    return content(paginate(query.when === 'past' ? [...items].reverse() : items, query));
  },
});
