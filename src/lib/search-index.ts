/**
 * Loads the compile-time search index of a translation set (gatsby/search-index.ts), once,
 * on first use; entries come back with the current locale's prefix on their paths.
 */
import { localizedPath, type BuiltLocale } from './locales';
import type { SearchEntry } from './search';

/** An entry as stored: `path` is below the locale prefix (sets are shared by several prefixes). */
export type IndexedEntry = SearchEntry;

/** The file of one translation set: every entry, and the popular searches as positions in `entries`. */
export interface SearchIndexFile {
  entries: IndexedEntry[];
  popular: number[];
}

type IndexLocale = Pick<BuiltLocale, 'code' | 'translationSet'>;

export const searchIndexUrl = (translationSet: string): string => `/search-index/${translationSet}.json`;

const loaded = new Map<string, Promise<SearchIndexFile>>();

function loadIndexFile(translationSet: string): Promise<SearchIndexFile> {
  let file = loaded.get(translationSet);
  if (!file) {
    file = fetch(searchIndexUrl(translationSet)).then((response) =>
      response.ok ? (response.json() as Promise<SearchIndexFile>) : Promise.reject(new Error(`search index: ${response.status}`)),
    );
    // A failed load is not cached: the next search tries again.
    file.catch(() => loaded.delete(translationSet));
    loaded.set(translationSet, file);
  }
  return file;
}

const withPrefix = (locale: IndexLocale, entry: IndexedEntry): SearchEntry => ({
  ...entry,
  path: entry.path === null ? null : localizedPath(locale.code, entry.path),
});

/** Every searchable entry, for the search modal and the mobile menu search. */
export function loadSearchIndex(locale: IndexLocale): Promise<SearchEntry[]> {
  return loadIndexFile(locale.translationSet).then(({ entries }) => entries.map((entry) => withPrefix(locale, entry)));
}

/** The entries the search modal suggests before anything is typed (data/search.json). */
export function loadPopularSearches(locale: IndexLocale): Promise<SearchEntry[]> {
  return loadIndexFile(locale.translationSet).then(({ entries, popular }) => popular.map((position) => withPrefix(locale, entries[position])));
}
