/**
 * @jest-environment node
 */
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { typeDefs } from './schema';
import { contentTypeDefs } from './content-schema';
import { SECTION_TYPES, sectionTypeDefs, sectionTypeName, sectionUnions } from './sections';
import { memoryNodeModel, resolvedSections, siteNodes } from '../tests/site-nodes';
import { linkOf, resolveLink } from '../tests/graphql-links';

// What Gatsby adds to every schema, enough to read the site's own type definitions.
const gatsbyStubs = `
  interface Node { id: ID! }
  directive @dontInfer on OBJECT
  directive @link(by: String, from: String) on FIELD_DEFINITION
  directive @dateformat on FIELD_DEFINITION
  scalar Date
  type File implements Node { id: ID! relativePath: String! }
  scalar JSON
`;
const unionSdl = sectionUnions.map(({ name, types }) => `union ${name} = ${types.join(' | ')}`).join('\n');
const schema: GraphQLSchema = buildSchema([gatsbyStubs, typeDefs, contentTypeDefs, sectionTypeDefs, unionSdl].join('\n'), {
  assumeValidSDL: true,
});
const resolveType = new Map(sectionUnions.map((union) => [union.name, union.resolveType]));

const scalarChecks: Record<string, (value: unknown) => boolean> = {
  String: (value) => typeof value === 'string',
  Int: (value) => Number.isInteger(value),
  Float: (value) => typeof value === 'number' && Number.isFinite(value),
  Boolean: (value) => typeof value === 'boolean',
};

/**
 * What in `value` the GraphQL type does not serve as it is: a field the type lacks (the page would
 * lose it), a missing non-null field, a value of another type, an enum value the enum lacks.
 */
function mismatches(value: unknown, type: GraphQLOutputType, path: string): string[] {
  if (isNonNullType(type)) {
    return value === null || value === undefined ? [`${path}: missing`] : mismatches(value, type.ofType, path);
  }
  if (value === null || value === undefined) return [];
  if (isListType(type)) {
    return Array.isArray(value)
      ? value.flatMap((item, index) => mismatches(item, type.ofType, `${path}[${index}]`))
      : [`${path}: not a list`];
  }
  if (isScalarType(type)) return scalarChecks[type.name]?.(value) ? [] : [`${path}: ${JSON.stringify(value)} is not a ${type.name}`];
  if (isEnumType(type)) return type.getValue(String(value)) ? [] : [`${path}: ${String(value)} is not a value of ${type.name}`];
  if (typeof value !== 'object') return [`${path}: not an object`];
  const record = value as Record<string, unknown>;
  let object = type;
  if (isUnionType(type)) {
    const member = schema.getType(resolveType.get(type.name)?.(record) ?? '');
    if (!isObjectType(member) || !type.getTypes().includes(member))
      return [`${path}: no member of ${type.name} for ${JSON.stringify(record)}`];
    object = member;
  }
  if (!isObjectType(object)) return [`${path}: ${getNamedType(object).name} is not an object type`];
  const fields = object.getFields();
  return [
    ...Object.keys(record)
      .filter((name) => !(name in fields))
      .map((name) => `${path}.${name}: not a field of ${object.name}`),
    ...Object.values(fields).flatMap((field) => {
      // A linked field is answered from content nodes: each value it links by must find one.
      const link = linkOf(field);
      if (!link) return mismatches(record[field.name], field.type, `${path}.${field.name}`);
      const linked = resolveLink(field, link, record);
      return (Array.isArray(linked) ? linked : [linked]).some((node) => node === null)
        ? [`${path}.${field.name}: ${JSON.stringify(record[link.from])} links to no ${getNamedType(field.type).name}`]
        : [];
    }),
  ];
}

const sectionsType = () => {
  const pageBody = schema.getType('PageBody');
  if (!isObjectType(pageBody)) throw new Error('no PageBody type');
  return pageBody.getFields().sections.type;
};

describe('the GraphQL types of page sections', () => {
  const nodes = siteNodes();
  const nodeModel = memoryNodeModel(nodes);

  it('has one type per section kind, in the union PageSection', () => {
    const union = schema.getType('PageSection');
    expect(isUnionType(union) && union.getTypes().map(({ name }) => name)).toEqual(SECTION_TYPES.map(sectionTypeName));
    const sectionType = schema.getType('SectionType');
    expect(isEnumType(sectionType) && sectionType.getValues().map(({ name }) => name)).toEqual(SECTION_TYPES);
  });

  it('serves every page body as its kinds resolve it, field by field', async () => {
    const found = await Promise.all(
      nodes.PageBody.map(async (body) => mismatches(await resolvedSections(body, nodeModel), sectionsType(), body.pageId)),
    );
    expect(found.flat()).toEqual([]);
  });

  it('catches a field the schema lacks, a missing field, a wrong type and an unknown kind', () => {
    const hero = {
      type: 'hero',
      id: 'h',
      key: 'k',
      image: 'a.png',
      points: [],
      actions: [{ kind: 'route', path: 'x', label: { key: 'l' } }],
    };
    const broken = [
      { ...hero, extra: 1 },
      { ...hero, image: undefined },
      { ...hero, points: [1] },
      { ...hero, actions: [{ kind: 'route', path: 'x', label: { key: 'l', values: [{ name: 'v', number: 'one' }] } }] },
      { ...hero, type: 'unknown' },
    ];
    expect(mismatches([hero], sectionsType(), 'page')).toEqual([]);
    expect(mismatches(broken, sectionsType(), 'page')).toEqual([
      'page[0].extra: not a field of HeroSection',
      'page[1].image: missing',
      'page[2].points[0]: 1 is not a String',
      'page[3].actions[0].label.values[0].number: "one" is not a Float',
      expect.stringMatching(/^page\[4\]: no member of PageSection/),
    ]);
  });

  it('catches a link to a content node that does not exist', async () => {
    const body = nodes.PageBody.find((page) => page.sections.some((section) => section.type === 'calculator'));
    const calculator = body && (await resolvedSections(body, nodeModel)).find((section) => section.type === 'calculator');
    expect(calculator).toBeDefined();
    expect(mismatches([calculator], sectionsType(), 'page')).toEqual([]);
    expect(mismatches([{ ...calculator, accountTypeIds: ['raw', 'gold'] }], sectionsType(), 'page')).toEqual([
      'page[0].accounts: ["raw","gold"] links to no AccountType',
    ]);
  });

  it('every section kind appears in some page body', () => {
    const shown = new Set<string>();
    const collect = (sections: readonly { type: string; tabs?: { sections: { type: string }[] }[] }[]): void =>
      sections.forEach((section) => {
        shown.add(section.type);
        section.tabs?.forEach((tab) => collect(tab.sections));
      });
    nodes.PageBody.forEach((body) => collect(body.sections as never));
    expect(SECTION_TYPES.filter((kind) => !shown.has(kind))).toEqual([]);
  });
});
