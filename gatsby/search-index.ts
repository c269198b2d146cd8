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
import type { IndexedEntry } from '../src/lib/search-index';
import { readTranslationSet } from './translations';

export const searchIndexDir = path.resolve('public', 'search-index');

interface SearchEntryNodes {
  allSearchEntry: { nodes: { title: string; path: string | null; href: string | null; breadcrumb: string[]; category: string }[] };
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
    const t = createTranslator(set, readTranslationSet(set));
    const entries: IndexedEntry[] = nodes.map((node) => ({
      title: t(node.title),
      path: node.path,
      href: node.href,
      breadcrumb: node.breadcrumb.map((key) => t(key)).join(' > '),
      category: node.category,
    }));
    writeFileSync(path.join(searchIndexDir, `${set}.json`), JSON.stringify(entries));
  }
  reporter.info(`search index: ${nodes.length} entries × ${sets.length} translation sets`);
}
