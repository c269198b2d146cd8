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
import { SEARCH_TEXTS_SUFFIX, type IndexedEntry, type SearchIndexFile, type SearchTexts } from '../src/lib/search-index';
import { searchSettings } from '../src/lib/search-settings';
import { readLocaleStrings, readTranslationSet } from './translations';
import type { PageText } from './page-text/page-text';
import { sitePageTexts } from './page-text/site-pages';
import { prebuiltAnalysisPages } from './analysis-pages';
import { pageBodies, siteRoutes } from './source-nodes';
import { categoryOfPath, pageSearchEntries } from './search-pages';

export const searchIndexDir = path.resolve('public', 'search-index');

/** The pages whose text the index holds, and the routes that give them their category. */
export interface IndexedPages {
  texts: readonly PageText[];
  routes: readonly RouteDefinition[];
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
  // A page under two addresses (the home page) would give every result twice.
  const seen = new Set<string>();
  for (const page of pages.texts) {
    const path = stripLocale(new URL(page.url).pathname);
    const category = categoryOf(path);
    if (category === null) continue;
    for (const entry of pageSearchEntries(page, category, (pagePath) => menuEntryOf.get(pagePath))) {
      const key = `${entry.title}\n${entry.text ?? ''}`;
      if (!seen.has(key)) entries.push(entry);
      seen.add(key);
    }
  }
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
 * The locale whose pages fill each translation set's index: the one named as the set, else
 * the first without regional overrides (the prefixes of a set share its index).
 */
export function indexedLocales(locales: readonly BuiltLocale[]): BuiltLocale[] {
  const sets = [...new Set(locales.map((locale) => locale.translationSet))];
  return sets.map(
    (set) =>
      locales.find((locale) => locale.code === set) ??
      locales.find((locale) => locale.translationSet === set && !locale.overrides) ??
      (locales.find((locale) => locale.translationSet === set) as BuiltLocale),
  );
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
  for (const locale of indexedLocales(localesToBuild())) {
    const set = locale.translationSet;
    const resources = readLocaleStrings(locale);
    const texts = sitePageTexts({
      locale,
      resources,
      routes: siteRoutes,
      bodies: pageBodies.bodies,
      prebuilt: prebuiltAnalysisPages(locale),
      now,
    });
    const file = buildSearchIndexFile(nodes, createTranslator(set, readTranslationSet(set)), searchSettings.popularRoutes, {
      texts,
      routes: siteRoutes,
    });
    const chunks = searchIndexChunks(file);
    writeFileSync(path.join(searchIndexDir, `${set}.json`), JSON.stringify(chunks.headings));
    writeFileSync(path.join(searchIndexDir, `${set}${SEARCH_TEXTS_SUFFIX}`), JSON.stringify(chunks.texts));
    reporter.info(`search index ${set}: ${file.entries.length} entries (${texts.length} pages)`);
  }
}
