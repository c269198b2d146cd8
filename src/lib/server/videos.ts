/** Videos (data/content/videos.json, or the build's Video nodes), localized, newest first. */
import type { Video } from '../api/types';
import type { StoredVideo } from '../content-store/types';
import { localize, newestFirst } from './content';

/** GET /api/urls: the video page's videos, optionally of one category. */
export function videoList(videos: readonly StoredVideo[], query: Record<string, string>): { items: Video[] } {
  return {
    items: newestFirst(
      videos.filter((video) => !query.category || video.category === query.category).map((video) => localize(video, query.lang)),
    ),
  };
}
