/**
 * The search index (§3 search entry), built at compile time from the SearchEntry nodes:
 * one JSON file per translation set in public/search-index/, fetched by the browser
 * only when a search is first used (src/lib/search-index.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { createTranslator } from '../src/lib/i18n';
import { localesToBuild } from '../src/lib/locales';
import { routeTitleKey, type SearchEntrySource } from '../src/lib/menu';
import type { SearchIndexFile } from '../src/lib/search-index';
import { searchSettings } from '../src/lib/search-settings';
import { readTranslationSet } from './translations';

export const searchIndexDir = path.resolve('public', 'search-index');

/** One translation set's index: the entries translated, the popular routes found among them. */
export function buildSearchIndexFile(
  sources: readonly SearchEntrySource[],
  t: (key: string) => string,
  popularRoutes: readonly string[] = searchSettings.popularRoutes,
): SearchIndexFile {
  const popular = popularRoutes.map((routeId) => {
    const position = sources.findIndex((source) => source.title === routeTitleKey(routeId) && source.path !== null);
    if (position < 0) throw new Error(`Popular search "${routeId}" (data/search.json) is not a page of the menu`);
    return position;
  });
  const entries = sources.map((source) => ({
    title: t(source.title),
    path: source.path,
    href: source.href,
    breadcrumb: source.breadcrumb.map((key) => t(key)).join(' > '),
    category: source.category,
  }));
  return { entries, popular };
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
  const sets = [...new Set(localesToBuild().map((locale) => locale.translationSet))];
  for (const set of sets) {
    const file = buildSearchIndexFile(nodes, createTranslator(set, readTranslationSet(set)));
    writeFileSync(path.join(searchIndexDir, `${set}.json`), JSON.stringify(file));
  }
  reporter.info(`search index: ${nodes.length} entries × ${sets.length} translation sets`);
}
