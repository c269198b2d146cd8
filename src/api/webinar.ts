/** GET /api/webinar: upcoming webinars (soonest first) or past ones (latest first), paged. */
import { apiHandler } from '../lib/server/handler';
import { content } from '../lib/server/content';
import { webinarPage } from '../lib/server/webinars';
import { webinars } from '../lib/content-store';

export default apiHandler({
  GET: ({ query }) => content(webinarPage(webinars, query, Date.now())),
});
