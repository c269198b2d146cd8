/**
 * The search index (§3 search entry; docs/search.md), built at compile time from the
 * SearchEntry nodes (the menu) and the text of every indexable page as the build rendered it
 * (search-pages.ts; machine-readers.ts writes it): one JSON file per translation set in
 * public/search-index/, fetched by the browser only when a search is first used
 * (src/lib/search-index.ts).
 */
import { stripLocale, type BuiltLocale } from '../src/lib/locales';
import type { RouteDefinition } from '../src/lib/routes';
import { routeTitleKey, type SearchEntrySource } from '../src/lib/menu';
import type { IndexedEntry, SearchIndexFile, SearchTexts } from '../src/lib/search-index';
import { kindOfRoute, searchSettings } from '../src/lib/search-settings';
import { categoryOfPath, pageSearchEntries, routeIdOfPath } from './search-pages';
import type { PageText } from './derived/types';

/** The pages whose text the index holds, the routes that give them their category, and the entries of no page's text (search-content.ts). */
export interface IndexedPages {
  texts: readonly PageText[];
  routes: readonly RouteDefinition[];
  content?: readonly IndexedEntry[];
}

/**
 * One translation set's index: the menu entries translated (first, so that they rank first
 * among equals), the popular routes found among them, then the entries of the pages' text.
 */
export function buildSearchIndexFile(
  sources: readonly SearchEntrySource[],
  t: (key: string) => string,
  popularRoutes: readonly string[] = searchSettings.popularRoutes,
  pages: IndexedPages = { texts: [], routes: [] },
): SearchIndexFile {
  const popular = popularRoutes.map((routeId) => {
    const position = sources.findIndex((source) => source.title === routeTitleKey(routeId) && source.path !== null);
    if (position < 0) throw new Error(`Popular search "${routeId}" (data/search.json) is not a page of the menu`);
    return position;
  });
  const entries: IndexedEntry[] = sources.map((source) => ({
    title: t(source.title),
    path: source.path,
    href: source.href,
    breadcrumb: source.breadcrumb.map((key) => t(key)).join(' > '),
    category: source.category,
    menu: true,
  }));
  const menuEntryOf = new Map(entries.filter((entry) => entry.path !== null).map((entry) => [entry.path, entry]));
  const categoryOf = categoryOfPath(pages.routes, new Set(sources.map((source) => source.category)));
  const routeIdOf = routeIdOfPath(pages.routes);
  // A page under two addresses (the home page) would give every result twice.
  const seen = new Set<string>();
  const add = (entry: IndexedEntry) => {
    const key = `${entry.title}\n${entry.text ?? ''}`;
    if (!seen.has(key)) entries.push(entry);
    seen.add(key);
  };
  for (const page of pages.texts) {
    const path = stripLocale(new URL(page.url).pathname);
    const category = categoryOf(path);
    if (category === null) continue;
    const kind = kindOfRoute.get(routeIdOf(path) ?? '');
    pageSearchEntries(page, { category, kind }, (pagePath) => menuEntryOf.get(pagePath)).forEach(add);
  }
  pages.content?.forEach(add);
  return { entries, popular };
}

/**
 * The index in the two files the browser loads one after the other: the entries without
 * their body text (titles, breadcrumbs, paths: enough for the first results), then the
 * texts, one per entry in the same order ('' for none).
 */
export function searchIndexChunks(file: SearchIndexFile): { headings: SearchIndexFile; texts: SearchTexts } {
  return {
    headings: { ...file, entries: file.entries.map(({ text: _text, ...entry }) => entry) },
    texts: file.entries.map((entry) => entry.text ?? ''),
  };
}

/**
 * The locales whose pages fill an index: per translation set, the one named as the set, else
 * the first without regional overrides (the prefixes of a set share its index); and every
 * locale with overrides of its own (zh-hant-tw), whose wording its own index keeps
 * (searchIndexName).
 */
export function indexedLocales(locales: readonly BuiltLocale[]): BuiltLocale[] {
  const sets = [...new Set(locales.map((locale) => locale.translationSet))];
  const main = sets.map(
    (set) =>
      locales.find((locale) => locale.code === set) ??
      locales.find((locale) => locale.translationSet === set && !locale.overrides) ??
      (locales.find((locale) => locale.translationSet === set) as BuiltLocale),
  );
  return [...main, ...locales.filter((locale) => locale.overrides && !main.includes(locale))];
}
