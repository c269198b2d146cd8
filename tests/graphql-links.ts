/**
 * Gatsby's `@link(by:, from:)` for the test schemas built from the site's SDL with graphql-js:
 * a linked field is resolved from the site's nodes (tests/site-nodes.ts) as Gatsby's link
 * resolver does (a list of values keeps its order; a single value into a list finds every match).
 */
import { getNamedType, isListType, isNonNullType, isObjectType, valueFromASTUntyped, type GraphQLField, type GraphQLSchema } from 'graphql';
import { siteNodes } from './site-nodes';

export interface Link {
  by: string;
  from: string;
}

/** The field's @link, when it has one. */
export function linkOf(field: Pick<GraphQLField<unknown, unknown>, 'name' | 'astNode'>): Link | null {
  const directive = field.astNode?.directives?.find((entry) => entry.name.value === 'link');
  if (!directive) return null;
  const argument = (name: string) => directive.arguments?.find((entry) => entry.name.value === name)?.value;
  const by = argument('by');
  const from = argument('from');
  return { by: by ? String(valueFromASTUntyped(by)) : 'id', from: from ? String(valueFromASTUntyped(from)) : field.name };
}

type Nodes = Record<string, Record<string, unknown>[]>;
let nodes: Nodes | undefined;
const nodesOf = (type: string): Record<string, unknown>[] => {
  nodes ??= siteNodes() as unknown as Nodes;
  return nodes[type] ?? [];
};

/** What a linked field answers for a source object: its node(s), null or missing entries where none matches. */
export function resolveLink(field: GraphQLField<unknown, unknown>, link: Link, source: Record<string, unknown>): unknown {
  const value = source[link.from];
  if (value === null || value === undefined) return null;
  const type = getNamedType(field.type).name;
  const candidates = nodesOf(type);
  const find = (wanted: unknown) => candidates.find((node) => node[link.by] === wanted) ?? null;
  if (Array.isArray(value)) return value.map(find);
  const nullable = isNonNullType(field.type) ? field.type.ofType : field.type;
  return isListType(nullable) ? candidates.filter((node) => node[link.by] === value) : find(value);
}

/** Gives every @link field of the schema a resolver over the content nodes. */
export function addLinkResolvers(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const link = linkOf(field);
      if (link) field.resolve = (source) => resolveLink(field, link, source as Record<string, unknown>);
    }
  }
  return schema;
}
