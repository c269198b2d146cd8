/** GET /api/urls: the video page's videos, newest first, optionally one category. */
import { apiHandler } from '../lib/server/handler';
import { content, localize, newestFirst } from '../lib/server/content';
import { videos } from '../lib/content-store';

export default apiHandler({
  GET: ({ query }) => {
    const items = newestFirst(
      videos.filter((video) => !query.category || video.category === query.category).map((video) => localize(video, query.lang)),
    );
    return content({ items });
  },
});
