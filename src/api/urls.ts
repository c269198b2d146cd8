/** GET /api/urls: the video page's videos, newest first, optionally one category. */
import { apiHandler } from '../lib/server/handler';
import { content, localize, newestFirst, translationSetOf, type Stored } from '../lib/server/content';
import type { Video } from '../lib/api/types';
import videoData from '../../data/content/videos.json';

type StoredVideo = Stored<Omit<Video, 'title' | 'description' | 'language'>, Pick<Video, 'title' | 'description'>>;

export default apiHandler({
  GET: ({ query }) => {
    const set = translationSetOf(query.lang);
    const items = newestFirst(
      (videoData.videos as StoredVideo[])
        .filter((video) => !query.category || video.category === query.category)
        .map((video) => localize(video, set)),
    );
    return content({ items });
  },
});
