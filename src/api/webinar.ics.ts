/** GET /api/webinar.ics?id=: one webinar as an iCalendar file, to add to a calendar. */
import { apiHandler } from '../lib/server/handler';
import { webinarFile } from '../lib/server/calendar-files';
import { webinars } from '../lib/content-store';

export default apiHandler({
  GET: (request) => webinarFile(request, webinars, Date.now()),
});
