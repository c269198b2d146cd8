/**
 * The search modal's suggestions and categories (data/search.json): keyword tags, whose
 * labels are the queries they run (locales/{set}/search.json, `keywords.{id}`), the routes
 * listed as popular searches (resolved into the search index at build time), and the kinds of
 * content a result names as its category besides the menu sections (`kinds.{kind}`).
 */
import settings from '../../data/search.json';

export interface SearchSettings {
  keywordTags: string[];
  popularRoutes: string[];
  /** Each kind of content with the routes whose pages are of that kind. */
  contentKinds: Record<string, string[]>;
}

export const searchSettings: SearchSettings = settings;

export const keywordTagKey = (tagId: string): string => `keywords.${tagId}`;

/** The kinds of content, in the order the category filter lists them after the menu sections. */
export const SEARCH_KINDS: readonly string[] = Object.keys(searchSettings.contentKinds);

export const INSTRUMENT_KIND = 'instrument';

export const kindLabelKey = (kind: string): string => `kinds.${kind}`;

/** The kind of content of each route listed in data/search.json. */
export const kindOfRoute: ReadonlyMap<string, string> = new Map(
  Object.entries(searchSettings.contentKinds).flatMap(([kind, routeIds]) => routeIds.map((routeId) => [routeId, kind] as const)),
);
