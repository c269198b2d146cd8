/** The kinds of page section about the company: trust strip, awards, regulated entities, offices, legal documents and texts. */
import { findLocale, translationSets } from '../../src/lib/locales';
import { AWARD_EMBLEMS, OFFICE_KINDS, type LegalBlock, type LegalDocument } from '../../src/lib/sections/types';
import { keyText, literalText } from '../../src/lib/text';
import type { ContentNode } from '../content-nodes';
import { sectionKind, type Declared, type SectionData } from './kind';

/** Where a legal document is published: one HTML file per entity, type and language (gatsby/legal-documents.ts writes them). */
export const legalDocumentFile = (entity: string, type: string, language: string): string => `/legal/${entity}/${type}.${language}.html`;

function award(node: ContentNode<'Award'>, data: SectionData) {
  if (!(AWARD_EMBLEMS as readonly string[]).includes(node.emblem))
    data.fail(`award "${node.awardId}" has an unknown emblem "${node.emblem}"`);
  return { id: node.awardId, year: node.year, body: node.body, emblem: node.emblem, name: keyText(`about:awards.${node.awardId}`) };
}

export type LegalBlockDeclaration =
  | string
  | { list: string; items: string[] }
  | { table: string; columns: string[]; rows: string[] }
  /** The regulated entities' names and registered addresses. */
  | { entities: true };

export const companyKinds = {
  /** The regulators and, optionally, awards: the page's own award texts (`{key}.awards.{id}`), or the id of an award of data/content/awards.json. */
  trust: sectionKind<Declared & { awards?: ({ id: string; year: number } | string)[] }>()({
    fields: 'regulators: [TrustRegulator!]! awards: [TrustAward!]!',
    resolve: async (section, data) => ({
      regulators: (await data.site()).entities.map(({ id, licence }) => ({ id, licence })),
      // The strip names an award and its year (an award of awards.json brings its body and emblem too).
      awards: await Promise.all(
        (section.awards ?? []).map(async (entry) => {
          if (typeof entry !== 'string') return { id: entry.id, year: entry.year, name: keyText(`${section.key}.awards.${entry.id}`) };
          const { id, year, name } = award((await data.one('Award', 'awardId', entry)) ?? data.fail(`unknown award "${entry}"`), data);
          return { id, year, name };
        }),
      ),
    }),
  }),
  /** Every award of data/content/awards.json, grouped by year, newest first (the file's order within a year). */
  awards: sectionKind<Declared>()({
    fields: '"Newest year first." years: [AwardYear!]!',
    resolve: async (_section, data) => {
      const all = await data.all('Award');
      const years = [...new Set(all.map((entry) => entry.year))].sort((a, b) => b - a);
      return {
        years: years.map((year) => ({ year, awards: all.filter((entry) => entry.year === year).map((entry) => award(entry, data)) })),
      };
    },
  }),
  /** The regulated entities with their regulators, licences and addresses, and the risk warning. */
  entities: sectionKind<Declared & { riskWarning?: boolean }>()({
    fields: 'entities: [RegulatedEntity!]! riskWarning: Boolean!',
    resolve: async (section, data) => ({ entities: (await data.site()).entities, riskWarning: section.riskWarning ?? false }),
  }),
  /** The offices of some regions (all when left out), by region. */
  offices: sectionKind<Declared & { regions?: string[] }>()({
    fields: 'regions: [OfficeRegion!]!',
    resolve: async (section, data) => {
      const regions = (await data.all('Region')).map((region) => region.regionId);
      for (const region of section.regions ?? []) if (!regions.includes(region)) data.fail(`unknown region "${region}"`);
      const all = await data.all('Office');
      const { entities } = await data.site();
      return {
        regions: (section.regions ?? regions).map((region) => ({
          id: region,
          offices: all
            .filter((office) => office.region === region)
            .map((office) => {
              if (!(OFFICE_KINDS as readonly string[]).includes(office.kind))
                data.fail(`office "${office.officeId}" has an unknown kind "${office.kind}"`);
              const entity =
                office.entityId === null
                  ? null
                  : (entities.find(({ id }) => id === office.entityId) ?? data.fail(`unknown entity "${office.entityId}"`));
              const address = entity?.address ?? office.address ?? data.fail(`office "${office.officeId}" has no address`);
              return {
                id: office.officeId,
                country: office.country,
                kind: office.kind,
                address,
                entity: entity && { id: entity.id, name: entity.name },
              };
            }),
        })),
      };
    },
  }),
  /** The legal documents of each regulated entity: a page of the site, or a file per language. */
  documents: sectionKind<Declared>()({
    fields: 'entities: [EntityDocuments!]!',
    resolve: async (_section, data) => {
      const documentNodes = await data.all('LegalDocument');
      const pages = new Map(
        await Promise.all(
          documentNodes.flatMap((document) =>
            document.pageRouteId === null
              ? []
              : [data.routePath(document.pageRouteId).then((path) => [document.documentType, path] as const)],
          ),
        ),
      );
      return {
        entities: (await data.all('LegalEntity')).map((entity) => {
          const sets = entity.documentLanguages;
          if (sets.length === 0) data.fail(`entity "${entity.entityId}" has no document languages`);
          for (const set of sets) if (!findLocale(set)) data.fail(`unknown document language "${set}"`);
          return {
            id: entity.entityId,
            name: entity.name,
            documents: documentNodes.map((document): LegalDocument => ({
              type: document.documentType,
              updated: document.updated,
              page: pages.get(document.documentType) ?? null,
              files:
                document.pageRouteId === null
                  ? sets.map((language) => ({ language, href: legalDocumentFile(entity.entityId, document.documentType, language) }))
                  : [],
            })),
          };
        }),
      };
    },
  }),
  /** A long legal text in chapters; `document` names the entry of data/content/legal-documents.json that gives its date. */
  legalText: sectionKind<Declared & { document: string; chapters: { id: string; blocks: LegalBlockDeclaration[] }[] }>()({
    fields: `
      "YYYY-MM-DD"
      updated: String!
      "The translation set whose version binds."
      prevails: String!
      chapters: [LegalChapter!]!`,
    resolve: async (section, data) => {
      const document =
        (await data.one('LegalDocument', 'documentType', section.document)) ?? data.fail(`unknown legal document "${section.document}"`);
      if (!translationSets.includes(document.prevails))
        data.fail(`legal document "${document.documentType}" prevails in an unknown language`);
      const site = await data.site();
      const values = { email: site.contact.email };
      return {
        updated: document.updated,
        prevails: document.prevails,
        chapters: section.chapters.map((chapter) => {
          const chapterKey = `${section.key}.chapters.${chapter.id}`;
          const block = (id: string) => keyText(`${chapterKey}.${id}`, values);
          return {
            id: chapter.id,
            title: keyText(`${chapterKey}.title`),
            blocks: chapter.blocks.map((declaration): LegalBlock => {
              if (typeof declaration === 'string') return { kind: 'paragraph', text: block(declaration) };
              if ('list' in declaration)
                return { kind: 'list', items: declaration.items.map((item) => block(`${declaration.list}.${item}`)) };
              if ('table' in declaration) {
                return {
                  kind: 'table',
                  columns: declaration.columns.map((column) => block(`${declaration.table}.columns.${column}`)),
                  rows: declaration.rows.map((row) =>
                    declaration.columns.map((column) => block(`${declaration.table}.rows.${row}.${column}`)),
                  ),
                };
              }
              return { kind: 'list', items: site.entities.map((entity) => literalText(`${entity.name}, ${entity.address}`)) };
            }),
          };
        }),
      };
    },
  }),
};
