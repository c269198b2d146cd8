/** GET /api/economic-calendar?from=&to=: the economic releases between two days (UTC), this week by default. */
import { apiHandler, ok } from '../lib/server/handler';
import { economicCalendar } from '../lib/server/economic-calendar';
import { economicIndicators } from '../lib/content-store';

// Not cached: an event gains its actual value when its release time passes.
export default apiHandler({
  GET: ({ query }) => ok(economicCalendar(economicIndicators, query, Date.now())),
});
