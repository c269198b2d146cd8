/**
 * Every kind of page section, and what the GraphQL layer makes of them: one object type per
 * kind (`{Kind}Section`, its fields after `type`, `id` and `key`) in the unions `PageSection` and
 * `PanelSection` (every kind but tabs), and the resolver of `PageBody.sections`, which turns each
 * declared section into its fields with its kind's resolver as the page query runs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CreateResolversArgs, GatsbyNode } from 'gatsby';
import { partTypeDefs, partUnions, type UnionDefinition } from '../section-parts-schema';
import { academyKinds } from './academy';
import { analysisKinds } from './analysis';
import { companyKinds } from './company';
import { contentKinds } from './content';
import { marketKinds } from './markets';
import {
  PAGE_OF_SECTION,
  sectionKind,
  SectionData,
  type Declared,
  type NodeModel,
  type PageScope,
  type SectionKind,
  type SourcedSection,
} from './kind';

type Panel = Declared & { tabs: { id: string; sections: SourcedSection[] }[] };

/** A tab and the sections of its panel (a panel holds no tabs: gatsby/page-bodies.ts). */
const tabs: SectionKind<Panel, { tabs: { id: string; sections: object[] }[] }> = sectionKind<Panel>()({
  fields: 'tabs: [SectionTab!]!',
  resolve: async (section, data) => ({
    tabs: await Promise.all(
      section.tabs.map(async (tab) => ({ id: tab.id, sections: (await resolveSections(tab.sections, data.nodeModel)) as object[] })),
    ),
  }),
});

/** The kinds by their `type` in data/pages/: each domain's table, and tabs. */
export const sectionKinds = { ...contentKinds, ...marketKinds, ...companyKinds, ...academyKinds, ...analysisKinds, tabs };

export type SectionType = keyof typeof sectionKinds;

/** A section as its kind resolves it (what GraphQL serves): its type, id, key and what its resolver returns. */
export type ResolvedSection<K extends SectionType = SectionType> = K extends SectionType
  ? { type: K; id: string; key: string } & Awaited<ReturnType<(typeof sectionKinds)[K]['resolve']>>
  : never;
export const SECTION_TYPES = Object.keys(sectionKinds) as SectionType[];

export const sectionTypeName = (kind: string): string => `${kind[0].toUpperCase()}${kind.slice(1)}Section`;

/** Resolves declared sections into their fields, in order. */
export function resolveSections(sections: readonly SourcedSection[], nodeModel: NodeModel): Promise<ResolvedSection[]> {
  return Promise.all(
    sections.map(async (section) => {
      const kind = sectionKinds[section.type as SectionType] as SectionKind<Declared> | undefined;
      if (!kind) throw new Error(`${section.page.where}: unknown section type "${section.type}"`);
      const fields = await kind.resolve(section, new SectionData(nodeModel, section.page));
      const resolved = { type: section.type, id: section.id, key: section.key, ...fields };
      // Not enumerable: the resolved fields are what GraphQL serves, and what tests compare.
      return Object.defineProperty(resolved, PAGE_OF_SECTION, { value: section.page, enumerable: false }) as ResolvedSection;
    }),
  );
}

const sectionTypeDef = (kind: SectionType) => `
  type ${sectionTypeName(kind)} {
    type: SectionType!
    "Unique within the page: the anchor and the heading's id."
    id: String!
    "Prefix of the section's texts: {key}.title, {key}.text, {key}.items.{id}.title…"
    key: String!
    ${sectionKinds[kind].fields}
  }
`;

export const sectionTypeDefs = [partTypeDefs, `enum SectionType { ${SECTION_TYPES.join(' ')} }`, ...SECTION_TYPES.map(sectionTypeDef)].join(
  '\n',
);

/** The unions, with the member each value is (Gatsby resolves a union member by its node type otherwise). */
export const sectionUnions: UnionDefinition[] = [
  {
    name: 'PageSection',
    description: 'A section of a page body, one type per kind (gatsby/sections/).',
    types: SECTION_TYPES.map(sectionTypeName),
    resolveType: (value) => sectionTypeName(String(value.type)),
  },
  {
    name: 'PanelSection',
    description: 'A section of a tab panel: any kind but tabs.',
    types: SECTION_TYPES.filter((kind) => kind !== 'tabs').map(sectionTypeName),
    resolveType: (value) => sectionTypeName(String(value.type)),
  },
  ...partUnions,
];

/**
 * The fragment a page query asks its sections with: every kind's own fragment, `{Kind}SectionData`,
 * which its component declares beside it (tab panels hold every kind but tabs). Written from the
 * table for the query compiler (`onPreExtractQueries`), so a new kind needs no line in it.
 */
export const sectionContentFragment = (): string =>
  `fragment SectionContent on PageSection {\n  __typename\n${SECTION_TYPES.filter((kind) => kind !== 'tabs')
    .map((kind) => `  ...${sectionTypeName(kind)}Data\n`)
    .join('')}}`;

/** Where the query compiler finds fragments besides the site's files (Gatsby reads .cache/fragments/, as plugins' fragments). */
export const SECTION_CONTENT_FILE = path.join('.cache', 'fragments', 'section-content.js');

export const onPreExtractQueries: GatsbyNode['onPreExtractQueries'] = () => {
  mkdirSync(path.dirname(SECTION_CONTENT_FILE), { recursive: true });
  writeFileSync(
    SECTION_CONTENT_FILE,
    `import { graphql } from 'gatsby';\n\nexport const sectionContent = graphql\`\n${sectionContentFragment()}\n\`;\n`,
  );
};

type Resolved = Record<string | symbol, unknown> & { [PAGE_OF_SECTION]: PageScope };

/** `PageBody.sections`: the declared sections resolved by their kinds; and each kind's fields with arguments. */
export const createSectionResolvers = ({ createResolvers }: CreateResolversArgs): void => {
  const resolvers: Record<string, Record<string, { resolve: unknown }>> = {
    PageBody: {
      sections: {
        resolve: (body: { sections: SourcedSection[] }, _args: unknown, context: { nodeModel: NodeModel }) =>
          resolveSections(body.sections, context.nodeModel),
      },
    },
  };
  for (const [type, kind] of Object.entries(sectionKinds) as [string, SectionKind<Declared>][]) {
    for (const [field, resolve] of Object.entries(kind.fieldResolvers ?? {})) {
      (resolvers[sectionTypeName(type)] ??= {})[field] = {
        resolve: (section: Resolved, args: Record<string, string>, context: { nodeModel: NodeModel }) =>
          resolve(section, args, new SectionData(context.nodeModel, section[PAGE_OF_SECTION])),
      };
    }
  }
  createResolvers(resolvers);
};
