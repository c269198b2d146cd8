/**
 * Page sections as a page query gives them: the sections as their kinds resolve them
 * (tests/site-nodes.ts) run through the site's own fragments (each component's `fragment`) against
 * the section schema (gatsby/sections/), with linked content nodes (@link) resolved as Gatsby does, so
 * component tests render what the built pages render.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, executeSync, GraphQLUnionType, parse } from 'graphql';
import { typeDefs } from '../gatsby/schema';
import { contentTypeDefs } from '../gatsby/content-schema';
import { sectionContentFragment, sectionTypeDefs, sectionUnions } from '../gatsby/sections';
import type { SectionData } from '../src/components/sections/PageSections';
import { addLinkResolvers } from './graphql-links';

const stubs = `
  interface Node { id: ID! }
  directive @dontInfer on OBJECT
  directive @link(by: String, from: String) on FIELD_DEFINITION
  directive @dateformat on FIELD_DEFINITION
  scalar Date
  type File { relativePath: String! }
  scalar JSON
  type Query { body: PageBody }
`;
const unions = sectionUnions.map(({ name, types }) => `union ${name} = ${types.join(' | ')}`).join('\n');
const schema = addLinkResolvers(
  buildSchema(
    [stubs, typeDefs.replace(/implements Node/g, ''), contentTypeDefs.replace(/implements Node/g, ''), sectionTypeDefs, unions].join('\n'),
  ),
);
for (const { name, resolveType } of sectionUnions) (schema.getType(name) as GraphQLUnionType).resolveType = resolveType;

/** The files under src/components that declare a fragment, and the fragments (gatsby's graphql is mocked: it returns the text). */
function componentFragments(dir = path.resolve('src/components')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFragments(file);
    if (
      !/\.tsx$/.test(entry.name) ||
      entry.name.includes('.test.') ||
      !readFileSync(file, 'utf8').includes('export const fragment = graphql`')
    )
      return [];
    return [(require(file) as { fragment: string }).fragment];
  });
}

const fragments = componentFragments().filter((text) => !/fragment \w+ on (Locale|Route)\b/.test(text));
const document = parse(`${[...fragments, sectionContentFragment()].join('\n')}
  query Sections($locale: String!) { body { sections { ...SectionContent ...TabsSectionData } } }`);

/** Sections through the fragments; a list section's `firstPage` is what the section object holds (none: the list asks the API). */
export function queriedSections(sections: readonly object[], locale = 'en'): SectionData[] {
  const result = executeSync({ schema, document, rootValue: { body: { sections } }, variableValues: { locale } });
  if (result.errors?.length) throw new Error(result.errors.map(({ message }) => message).join('\n'));
  return (result.data as { body: { sections: SectionData[] } }).body.sections;
}
