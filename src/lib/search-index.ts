/**
 * Loads the compile-time search index of a translation set (gatsby/search-index.ts), once,
 * on first use; entries come back with the current locale's prefix on their paths.
 */
import { localizedPath, type BuiltLocale } from './locales';
import type { SearchEntry } from './search';

/** An entry as stored: `path` is below the locale prefix (sets are shared by several prefixes). */
export type IndexedEntry = SearchEntry;

export const searchIndexUrl = (translationSet: string): string => `/search-index/${translationSet}.json`;

const loaded = new Map<string, Promise<IndexedEntry[]>>();

export function loadSearchIndex(locale: Pick<BuiltLocale, 'code' | 'translationSet'>): Promise<SearchEntry[]> {
  let entries = loaded.get(locale.translationSet);
  if (!entries) {
    entries = fetch(searchIndexUrl(locale.translationSet)).then((response) =>
      response.ok ? (response.json() as Promise<IndexedEntry[]>) : Promise.reject(new Error(`search index: ${response.status}`)),
    );
    // A failed load is not cached: the next search tries again.
    entries.catch(() => loaded.delete(locale.translationSet));
    loaded.set(locale.translationSet, entries);
  }
  return entries.then((list) => list.map((entry) => ({ ...entry, path: entry.path === null ? null : localizedPath(locale.code, entry.path) })));
}
