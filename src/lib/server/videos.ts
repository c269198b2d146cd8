/** The videos of data/content/videos.json, localized, newest first. */
import { videos } from '../content-store';
import type { Video } from '../api/types';
import { localize, newestFirst } from './content';

/** GET /api/urls: the video page's videos, optionally of one category. */
export function videoList(query: Record<string, string>): { items: Video[] } {
  return {
    items: newestFirst(
      videos.filter((video) => !query.category || video.category === query.category).map((video) => localize(video, query.lang)),
    ),
  };
}
