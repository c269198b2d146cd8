/** The company's pages: awards, offices, regulated entities and their legal documents. */
import { findLocale } from '../../src/lib/locales';
import { AWARD_EMBLEMS, OFFICE_KINDS, type Award, type LegalBlock, type LegalDocument } from '../../src/lib/sections/types';
import type { RegulatedEntity } from '../../src/lib/site';
import { keyText, literalText } from '../../src/lib/text';
import type { LegalBlockDeclaration } from './declarations';
import { type Scope, fail, routePath } from './scope';

/** Where a legal document is published: one HTML file per entity, type and language (gatsby/legal-documents.ts writes them). */
export const legalDocumentFile = (entity: string, type: string, language: string): string => `/legal/${entity}/${type}.${language}.html`;

export function award(scope: Scope, id: string): Award {
  const entry = scope.content.awards.find((candidate) => candidate.id === id) ?? fail(scope, `unknown award "${id}"`);
  if (!AWARD_EMBLEMS.includes(entry.emblem)) fail(scope, `award "${id}" has an unknown emblem "${entry.emblem}"`);
  return { ...entry, name: keyText(`about:awards.${entry.id}`) };
}

/** Every award of data/content/awards.json, grouped by year, newest first (the file's order within a year). */
export function awardsByYear(scope: Scope): { year: number; awards: Award[] }[] {
  const years = [...new Set(scope.content.awards.map((entry) => entry.year))].sort((a, b) => b - a);
  return years.map((year) => ({
    year,
    awards: scope.content.awards.filter((entry) => entry.year === year).map((entry) => award(scope, entry.id)),
  }));
}

export function offices(scope: Scope, regions: string[] | undefined) {
  const { content } = scope;
  for (const region of regions ?? []) if (!content.offices.regions.includes(region)) fail(scope, `unknown region "${region}"`);
  return (regions ?? content.offices.regions).map((region) => ({
    id: region,
    offices: content.offices.offices
      .filter((office) => office.region === region)
      .map((office) => {
        if (!OFFICE_KINDS.includes(office.kind)) fail(scope, `office "${office.id}" has an unknown kind "${office.kind}"`);
        const entity = office.entity === undefined ? null : entityDetails(scope, office.entity);
        const address = entity?.address ?? office.address ?? fail(scope, `office "${office.id}" has no address`);
        return {
          id: office.id,
          country: office.country,
          kind: office.kind,
          address,
          entity: entity && { id: entity.id, name: entity.name },
        };
      }),
  }));
}

export const entityDetails = (scope: Scope, id: string): RegulatedEntity =>
  scope.content.entities.find((entity) => entity.id === id) ?? fail(scope, `unknown entity "${id}"`);

export function legalDocuments(scope: Scope) {
  const { documents, languages } = scope.content.legalDocuments;
  return scope.content.entities.map((entity) => {
    const sets = languages[entity.id] ?? fail(scope, `entity "${entity.id}" has no document languages`);
    for (const set of sets) if (!findLocale(set)) fail(scope, `unknown document language "${set}"`);
    return {
      id: entity.id,
      name: entity.name,
      documents: documents.map((document): LegalDocument => ({
        type: document.type,
        updated: document.updated,
        page: document.page === undefined ? null : routePath(scope, document.page),
        files:
          document.page === undefined
            ? sets.map((language) => ({ language, href: legalDocumentFile(entity.id, document.type, language) }))
            : [],
      })),
    };
  });
}

export function legalBlock(scope: Scope, declaration: LegalBlockDeclaration, chapterKey: string): LegalBlock {
  const values = { email: scope.content.contactEmail };
  const block = (id: string) => keyText(`${chapterKey}.${id}`, values);
  if (typeof declaration === 'string') return { kind: 'paragraph', text: block(declaration) };
  if ('list' in declaration) return { kind: 'list', items: declaration.items.map((item) => block(`${declaration.list}.${item}`)) };
  if ('table' in declaration) {
    return {
      kind: 'table',
      columns: declaration.columns.map((column) => block(`${declaration.table}.columns.${column}`)),
      rows: declaration.rows.map((row) => declaration.columns.map((column) => block(`${declaration.table}.rows.${row}.${column}`))),
    };
  }
  return {
    kind: 'list',
    items: scope.content.entities.map((entity) => literalText(`${entity.name}, ${entity.address}`)),
  };
}
