/** GET /api/economic-calendar.ics: the economic calendar as an iCalendar feed (filtered), or one release of it. */
import { apiHandler } from '../lib/server/handler';
import { economicCalendarFile } from '../lib/server/calendar-files';
import { economicIndicators } from '../lib/content-store';

export default apiHandler({
  GET: (request) => economicCalendarFile(request, economicIndicators, Date.now()),
});
