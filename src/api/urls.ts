/** GET /api/urls: the video page's videos, newest first, optionally one category. */
import { apiHandler } from '../lib/server/handler';
import { content } from '../lib/server/content';
import { videoList } from '../lib/server/videos';
import { videos } from '../lib/content-store';

export default apiHandler({
  GET: ({ query }) => content(videoList(videos, query)),
});
