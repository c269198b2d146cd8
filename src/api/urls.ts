/** GET /api/urls: the video page's videos, newest first, optionally one category. */
import { apiHandler } from '../lib/server/handler';
import { content } from '../lib/server/content';
import { videoList } from '../lib/server/videos';

export default apiHandler({
  GET: ({ query }) => content(videoList(query)),
});
