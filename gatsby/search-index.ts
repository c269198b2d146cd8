/**
 * The search index (§3 search entry; docs/search.md), built at compile time from the
 * SearchEntry nodes (the menu) and the text of every indexable page (search-pages.ts):
 * one JSON file per translation set in public/search-index/, fetched by the browser
 * only when a search is first used (src/lib/search-index.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { createTranslator } from '../src/lib/i18n';
import { localesToBuild, stripLocale, type BuiltLocale } from '../src/lib/locales';
import type { RouteDefinition } from '../src/lib/routes';
import { routeTitleKey, type SearchEntrySource } from '../src/lib/menu';
import { SEARCH_TEXTS_SUFFIX, searchIndexName, type IndexedEntry, type SearchIndexFile, type SearchTexts } from '../src/lib/search-index';
import { kindOfRoute, searchSettings } from '../src/lib/search-settings';
import { readLocaleStrings } from './translations';
import type { PageText } from './page-text/page-text';
import { prebuiltAnalysisPages } from './analysis-pages';
import { pageBodies } from './legacy/page-bodies';
import { siteRoutes } from './site-routes';
import { categoryOfPath, pageSearchEntries, routeIdOfPath } from './search-pages';
import { instrumentEntries, lessonEntries } from './search-content';
import { localeTexts, sitePageTexts } from './page-text/site-pages';
import * as store from '../src/lib/content-store';

export const searchIndexDir = path.resolve('public', 'search-index');

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

/** The index of one locale's pages, with the lessons and instruments, in its own wording (`now`: which webinars are still to come). */
export function localeSearchIndex(locale: BuiltLocale, sources: readonly SearchEntrySource[], now: number): SearchIndexFile {
  const resources = readLocaleStrings(locale);
  const texts = localeTexts(locale, resources);
  return buildSearchIndexFile(sources, createTranslator(locale.translationSet, resources), searchSettings.popularRoutes, {
    texts: sitePageTexts({
      locale,
      resources,
      routes: siteRoutes,
      bodies: pageBodies.bodies,
      prebuilt: prebuiltAnalysisPages(locale),
      now,
    }),
    routes: siteRoutes,
    content: [
      ...lessonEntries(store.lessons, siteRoutes, texts),
      ...instrumentEntries(pageBodies.bodies, store.instruments.markets, siteRoutes, texts),
    ],
  });
}

interface SearchEntryNodes {
  allSearchEntry: { nodes: SearchEntrySource[] };
}

export async function writeSearchIndexes({ graphql, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<SearchEntryNodes>(`
    query SearchIndexEntries {
      allSearchEntry {
        nodes {
          title
          path
          href
          breadcrumb
          category
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Search index query failed: ${JSON.stringify(result.errors)}`);
  const { nodes } = result.data.allSearchEntry;
  mkdirSync(searchIndexDir, { recursive: true });
  const now = Date.now();
  const written = new Map<string, string>();
  for (const locale of indexedLocales(localesToBuild())) {
    const set = locale.translationSet;
    const name = searchIndexName(locale);
    const file = localeSearchIndex(locale, nodes, now);
    const chunks = searchIndexChunks(file);
    const headings = JSON.stringify(chunks.headings);
    const bodies = JSON.stringify(chunks.texts);
    writeFileSync(path.join(searchIndexDir, `${name}.json`), headings);
    writeFileSync(path.join(searchIndexDir, `${name}${SEARCH_TEXTS_SUFFIX}`), bodies);
    written.set(name, headings + bodies);
    const same = name !== set && written.get(set) === headings + bodies ? `, the same as ${set}'s` : '';
    reporter.info(`search index ${name}: ${file.entries.length} entries${same}`);
  }
}
