/**
 * @jest-environment node
 *
 * A section kind is its declaration with its resolver (gatsby/sections/: a domain's table), its
 * component with its fragment, and one line of the registry (PageSections.tsx); the page query's
 * SectionContent is written from the table. This fails when a kind lacks any of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SECTION_TYPES, sectionContentFragment, sectionTypeName } from '../../../gatsby/sections';
import { sectionComponents } from './PageSections';

/** Every component file's text, for the fragments they declare. */
function componentSources(dir = path.resolve('src/components')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentSources(file);
    return /\.tsx$/.test(entry.name) && !entry.name.includes('.test.') ? [readFileSync(file, 'utf8')] : [];
  });
}

describe('the section kinds', () => {
  const sources = componentSources().join('\n');

  it.each(SECTION_TYPES.map((kind) => [kind, sectionTypeName(kind)]))('%s has a registered component with its fragment', (_kind, type) => {
    expect(Object.keys(sectionComponents)).toContain(type);
    expect(sources).toMatch(new RegExp(`fragment ${type}Data on ${type} \\{`));
  });

  it('registers no component of a kind that does not exist', () => {
    expect(Object.keys(sectionComponents).sort()).toEqual(SECTION_TYPES.map(sectionTypeName).sort());
  });

  it('asks every kind but tabs in SectionContent, which tab panels hold', () => {
    for (const kind of SECTION_TYPES) {
      const spread = `...${sectionTypeName(kind)}Data`;
      if (kind === 'tabs') expect(sectionContentFragment()).not.toContain(spread);
      else expect(sectionContentFragment()).toContain(spread);
    }
  });
});
