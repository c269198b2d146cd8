/** The videos of data/content/videos.json, localized, newest first. */
import { videos } from '../content-store';
import type { Video } from '../api/types';
import { localize, newestFirst, translationSetOf } from './content';

/** GET /api/urls: the video page's videos, optionally of one category. */
export function videoList(query: Record<string, string>): { items: Video[] } {
  const set = translationSetOf(query.lang);
  return {
    items: newestFirst(videos.filter((video) => !query.category || video.category === query.category).map((video) => localize(video, set))),
  };
}
