/**
 * The GraphQL layer's nodes without Gatsby: what sourceNodes makes of data/ (gatsby/source-nodes.ts,
 * content-nodes.ts), held in memory behind the part of Gatsby's node model the section resolvers
 * use, so tests resolve page sections exactly as a page query does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import localesTable from '../data/locales.json';
import { contentNodes } from '../gatsby/content-nodes';
import { readContent, readPageDeclarations } from '../gatsby/data-files';
import { pageNodes } from '../gatsby/source-nodes';
import { buildDay, siteSettings } from '../gatsby/site-settings';
import { siteRoutes } from '../gatsby/site-routes';
import { resolveSections } from '../gatsby/sections';
import type { NodeModel, SourcedSection } from '../gatsby/sections/kind';
import { site } from '../src/lib/site';
import type { RouteDefinition } from '../src/lib/routes';

export type NodesByType = Record<string, readonly object[]>;

/** The translations as gatsby-plugin-react-i18next makes them nodes: one per folder of locales/ and namespace, its JSON as text. */
function localeNodes() {
  const dir = path.resolve('locales');
  return readdirSync(dir).flatMap((language) =>
    readdirSync(path.join(dir, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({
        id: `${language}/${file}`,
        internal: { contentDigest: `${language}/${file}` },
        ns: path.basename(file, '.json'),
        language,
        data: readFileSync(path.join(dir, language, file), 'utf8'),
      })),
  );
}

/** The nodes sourcing makes of the real data/ and locales/, by type, at a day of the build (YYYY-MM-DD). */
export function siteNodes(day: string = buildDay()): NodesByType & ReturnType<typeof pageNodes> {
  const content = readContent();
  // Gatsby keeps a node's fields but `key`, which only names its id (gatsby/content-nodes.ts).
  const contents = Object.entries(contentNodes(content, site.entities)).map(([type, items]) => [
    type,
    items.map(({ key: _key, ...node }) => node),
  ]);
  return {
    ...(Object.fromEntries(contents) as NodesByType),
    ...pageNodes(readPageDeclarations(), siteRoutes, content.glossary.terms),
    SiteSettings: [siteSettings()],
    SiteLocale: localesTable.locales.map((locale, order) => ({ ...locale, order, published: locale.built })),
    Locale: localeNodes(),
    BuildDay: [{ date: day }],
  };
}

type Filter = Record<string, { eq?: unknown; ne?: unknown; in?: unknown[] }>;

const matches = (node: object, filter: Filter = {}): boolean =>
  Object.entries(filter).every(([field, test]) => {
    const value = (node as Record<string, unknown>)[field];
    return (
      ('eq' in test ? value === test.eq : true) &&
      ('ne' in test ? value !== test.ne : true) &&
      ('in' in test ? test.in?.includes(value) : true)
    );
  });

/** findAll and findOne over nodes in memory (filters with eq, ne and in, which the resolvers use). */
export function memoryNodeModel(nodes: NodesByType): NodeModel {
  const of = (type: string, filter?: Filter) => (nodes[type] ?? []).filter((node) => matches(node, filter));
  return {
    findAll: async ({ type, query }) => ({ entries: of(type, (query as { filter?: Filter } | undefined)?.filter) as never }),
    findOne: async ({ type, query }) => (of(type, query.filter as Filter)[0] ?? null) as never,
  };
}

/** A page body's sections resolved as its page query resolves them. */
export const resolvedSections = (body: { sections: SourcedSection[] }, nodeModel: NodeModel) => resolveSections(body.sections, nodeModel);

/** The routes as the layer holds them (RouteDefinition), with the parameters their page declarations allow. */
export function layerRoutes(): RouteDefinition[] {
  return siteNodes().Route.map(({ routeId, param, noindex, body, ...route }) => ({
    ...route,
    id: routeId,
    noindex,
    ...(body ? { body } : {}),
    ...(param ? { param } : {}),
  }));
}
