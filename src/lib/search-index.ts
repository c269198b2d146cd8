/**
 * Loads the compile-time search index of a translation set (gatsby/search-index.ts), once,
 * on first use; entries come back with the current locale's prefix on their paths. The
 * index comes in two files: the entries' titles and paths first (the first results), then
 * their body texts (docs/search.md).
 */
import { i18nLanguage, localizedPath, type BuiltLocale } from './locales';
import type { SearchEntry } from './search';

/**
 * An entry as stored: `path` is below the locale prefix (sets are shared by several prefixes);
 * `anchor` names the section of the page the entry comes from.
 */
export type IndexedEntry = SearchEntry & { anchor?: string };

/** The first file of one translation set: every entry (no body text), and the popular searches as positions in `entries`. */
export interface SearchIndexFile {
  entries: IndexedEntry[];
  popular: number[];
}

/** The second file: the body text of each entry of the first, in its order ('' for none). */
export type SearchTexts = string[];

export const SEARCH_TEXTS_SUFFIX = '.texts.json';

type IndexLocale = Pick<BuiltLocale, 'code' | 'translationSet' | 'overrides'>;

/**
 * The index a locale reads: its translation set's, or its own when it has regional wording
 * (locales/{code}/: zh-hant-tw), which its pages and so its index use.
 */
export const searchIndexName = (locale: IndexLocale): string => i18nLanguage(locale);

export const searchIndexUrl = (name: string): string => `/search-index/${name}.json`;
export const searchTextsUrl = (name: string): string => `/search-index/${name}${SEARCH_TEXTS_SUFFIX}`;

const loaded = new Map<string, Promise<unknown>>();

/** A file of the index, fetched once; a failed load is not cached: the next search tries again. */
function loadFile<T>(url: string): Promise<T> {
  let file = loaded.get(url) as Promise<T> | undefined;
  if (!file) {
    file = fetch(url).then((response) =>
      response.ok ? (response.json() as Promise<T>) : Promise.reject(new Error(`search index: ${response.status}`)),
    );
    file.catch(() => loaded.delete(url));
    loaded.set(url, file);
  }
  return file;
}

const withPrefix = (locale: IndexLocale, { anchor, ...entry }: IndexedEntry): SearchEntry => ({
  ...entry,
  path: entry.path === null ? null : `${localizedPath(locale.code, entry.path)}${anchor ? `#${anchor}` : ''}`,
});

const loadIndexFile = (locale: IndexLocale) => loadFile<SearchIndexFile>(searchIndexUrl(searchIndexName(locale)));

/** Every searchable entry without its body text: what the first keystroke waits for. */
export function loadSearchIndex(locale: IndexLocale): Promise<SearchEntry[]> {
  return loadIndexFile(locale).then(({ entries }) => entries.map((entry) => withPrefix(locale, entry)));
}

/** Every searchable entry with its body text, once the second file has come too. */
export function loadSearchTexts(locale: IndexLocale): Promise<SearchEntry[]> {
  return Promise.all([loadIndexFile(locale), loadFile<SearchTexts>(searchTextsUrl(searchIndexName(locale)))]).then(([{ entries }, texts]) =>
    entries.map((entry, position) => withPrefix(locale, texts[position] ? { ...entry, text: texts[position] } : entry)),
  );
}

/**
 * Hands `show` the entries as they come: without body text first, then with it. Settles
 * with the first file: a failure of the second leaves the search on titles and headings.
 */
export function loadSearchEntries(locale: IndexLocale, show: (entries: SearchEntry[]) => void): Promise<void> {
  return loadSearchIndex(locale).then((entries) => {
    show(entries);
    loadSearchTexts(locale).then(show, () => undefined);
  });
}

/** The entries the search modal suggests before anything is typed (data/search.json). */
export function loadPopularSearches(locale: IndexLocale): Promise<SearchEntry[]> {
  return loadIndexFile(locale).then(({ entries, popular }) => popular.map((position) => withPrefix(locale, entries[position])));
}
