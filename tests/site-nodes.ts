/**
 * The GraphQL layer's nodes without Gatsby: what sourceNodes makes of data/ (gatsby/source-nodes.ts,
 * content-nodes.ts), held in memory behind the part of Gatsby's node model the section resolvers
 * use, so tests resolve page sections exactly as a page query does.
 */
import { contentNodes } from '../gatsby/content-nodes';
import { readContent, readPageDeclarations } from '../gatsby/data-files';
import { pageNodes, siteSettings } from '../gatsby/source-nodes';
import { siteRoutes } from '../gatsby/site-routes';
import { resolveSections } from '../gatsby/sections';
import type { NodeModel, SourcedSection } from '../gatsby/sections/kind';
import { site } from '../src/lib/site';

export type NodesByType = Record<string, readonly object[]>;

/** The nodes sourcing makes of the real data/, by type. */
export function siteNodes(): NodesByType & ReturnType<typeof pageNodes> {
  const content = readContent();
  return {
    ...contentNodes(content, site.entities),
    ...pageNodes(readPageDeclarations(), siteRoutes, content.glossary.terms),
    SiteSettings: [siteSettings()],
  };
}

type Filter = Record<string, { eq?: unknown; ne?: unknown }>;

const matches = (node: object, filter: Filter = {}): boolean =>
  Object.entries(filter).every(([field, test]) => {
    const value = (node as Record<string, unknown>)[field];
    return ('eq' in test ? value === test.eq : true) && ('ne' in test ? value !== test.ne : true);
  });

/** findAll and findOne over nodes in memory (filters with eq and ne, which the resolvers use). */
export function memoryNodeModel(nodes: NodesByType): NodeModel {
  const of = (type: string, filter?: Filter) => (nodes[type] ?? []).filter((node) => matches(node, filter));
  return {
    findAll: async ({ type, query }) => ({ entries: of(type, (query as { filter?: Filter } | undefined)?.filter) as never }),
    findOne: async ({ type, query }) => (of(type, query.filter as Filter)[0] ?? null) as never,
  };
}

/** A page body's sections resolved as its page query resolves them. */
export const resolvedSections = (body: { sections: SourcedSection[] }, nodeModel: NodeModel) => resolveSections(body.sections, nodeModel);
