/**
 * Files for machine readers, written after the pages from what the build rendered
 * (derived/derived-files.ts): the Markdown copy of every indexable page (`{page URL}index.md`),
 * each prefix's `llms-full.txt` and the search index of each translation set, for the pages whose
 * HTML changed; and each prefix's `llms.txt` (the LlmsGuide nodes: the menu's pages, one line
 * each), the root `/llms.txt` listing the language versions. The search's other entries (the
 * lessons, whose pages the browser renders, and the instruments of the instrument tables) and
 * its menu come from the GraphQL layer.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { createI18n, resourcesFromNodes } from '../src/lib/i18n';
import { localizedPath, type BuiltLocale } from '../src/lib/locales';
import type { SearchEntrySource } from '../src/lib/menu';
import type { RouteDefinition, RouteParam } from '../src/lib/routes';
import { searchSettings } from '../src/lib/search-settings';
import { writeDerivedFiles, type DerivedFilesReport } from './derived/derived-files';
import type { Texts } from './derived/types';
import { hasMarkdownCopy, LLMS_FILES } from './llms';
import { prebuiltPageParams } from './prebuilt-pages';
import { instrumentEntries, lessonEntries, type InstrumentTables } from './search-content';
import { buildSearchIndexFile } from './search-index';

type Graphql = CreatePagesArgs['graphql'];

interface MachineReaderData {
  allRoute: {
    nodes: (Omit<RouteDefinition, 'id' | 'namespaces' | 'body' | 'param'> & { routeId: string; param: RouteParam | null })[];
  };
  allSearchEntry: { nodes: SearchEntrySource[] };
  allLesson: { nodes: { lessonId: string; module: string; sections: string[] }[] };
  allInstrumentMarket: { nodes: { marketId: string; routeId: string }[] };
  allPageBody: InstrumentTables;
  allLlmsGuide: { nodes: { locale: string; text: string }[] };
  allLocale: { nodes: { ns: string; data: string; language: string; internal: { contentDigest: string } }[] };
}

const TEXT = `... on KeyText { key values { name string number text { ... on KeyText { key } ... on LiteralText { literal } } } } ... on LiteralText { literal }`;

async function machineReaderData(graphql: Graphql): Promise<MachineReaderData> {
  const result = await graphql<MachineReaderData>(`
    query MachineReaderData {
      allRoute(sort: { order: ASC }) { nodes { routeId path section template noindex param { name multiSegment pattern allowed } } }
      allSearchEntry { nodes { title path href breadcrumb category } }
      allLesson(sort: { position: ASC }) { nodes { lessonId module sections } }
      allInstrumentMarket { nodes { marketId routeId } }
      allPageBody(filter: { param: { eq: null } }) {
        nodes { routeId path sections { __typename ... on InstrumentsSection { id rows { symbol market name { ${TEXT} } } } } }
      }
      allLlmsGuide { nodes { locale text } }
      allLocale { nodes { ns data language internal { contentDigest } } }
    }
  `);
  if (result.errors || !result.data) throw new Error(`The machine readers' query failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

const hashOf = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

export interface MachineReaderReport extends DerivedFilesReport {
  /** The llms.txt files written, below public/. */
  llms: string[];
}

export async function writeMachineReaderFiles(
  graphql: Graphql,
  { publicDir, cacheDir, locales }: { publicDir: string; cacheDir: string; locales: readonly BuiltLocale[] },
): Promise<MachineReaderReport> {
  const data = await machineReaderData(graphql);
  const routes: RouteDefinition[] = data.allRoute.nodes.map(({ routeId, param, ...route }) => ({
    ...route,
    id: routeId,
    ...(param ? { param } : {}),
  }));
  const prebuilt = await prebuiltPageParams(graphql);
  const textsOf = (locale: BuiltLocale): Texts => {
    const nodes = data.allLocale.nodes.filter((node) => node.language === locale.translationSet || node.language === locale.code);
    const i18n = createI18n(locale.translationSet, resourcesFromNodes({ edges: nodes.map((node) => ({ node })) }, locale.translationSet));
    const t = (key: string, values?: Record<string, unknown>) => String(i18n.t(key, values as never));
    return { t, optional: (key) => (i18n.exists(key) ? t(key) : null) };
  };

  const report = writeDerivedFiles({
    publicDir,
    cacheDir,
    locales,
    // The static routes with a copy, in the manifest's order, then the items prebuilt at their own URLs.
    pageOrder: (locale) => [
      ...routes.filter(hasMarkdownCopy).map((route) => localizedPath(locale.code, route.path)),
      ...prebuilt.map((page) => localizedPath(locale.code, page.path)),
    ],
    searchIndex: (locale, texts) => {
      const strings = textsOf(locale);
      return buildSearchIndexFile(data.allSearchEntry.nodes, strings.t, searchSettings.popularRoutes, {
        texts,
        routes,
        content: [
          ...lessonEntries(data.allLesson.nodes, routes, strings),
          ...instrumentEntries(data.allPageBody, data.allInstrumentMarket.nodes, routes, strings),
        ],
      });
    },
    // What else the indexes are made of: the menu, the routes, the lessons, the instrument tables, the strings.
    searchInputs: hashOf([
      data.allSearchEntry,
      data.allRoute,
      data.allLesson,
      data.allInstrumentMarket,
      data.allPageBody,
      data.allLocale.nodes.map((node) => node.internal.contentDigest),
    ]),
  });

  // Each prefix's llms.txt, and the root's, which lists the language versions.
  const llms: string[] = [];
  for (const guide of data.allLlmsGuide.nodes) {
    const file = guide.locale ? path.join(guide.locale, LLMS_FILES.index) : LLMS_FILES.index;
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    writeFileSync(path.join(publicDir, file), guide.text);
    llms.push(file);
  }
  return { ...report, llms };
}
