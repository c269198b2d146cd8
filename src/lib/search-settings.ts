/**
 * The search modal's suggestions (data/search.json): keyword tags, whose labels are the
 * queries they run (locales/{set}/search.json, `keywords.{id}`), and the routes listed as
 * popular searches (resolved into the search index at build time).
 */
import settings from '../../data/search.json';

export interface SearchSettings {
  keywordTags: string[];
  popularRoutes: string[];
}

export const searchSettings: SearchSettings = settings;

export const keywordTagKey = (tagId: string): string => `keywords.${tagId}`;
