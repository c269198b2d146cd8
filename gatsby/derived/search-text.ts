/**
 * A page's text as the search index reads it (search-pages.ts): a section's text is what it
 * says under its own heading, wherever the page places it. The Markdown copy keeps the page's
 * reading order, in which a section's note may come after its groups of questions (an
 * untitled run of text after its subsections); the search reads that note as the section's.
 * Group labels (a glossary's letters) are no results and no part of a result's breadcrumb.
 */
import type { PageText, TextSection } from './types';

const isPlain = (section: TextSection): boolean => section.title === null;

function searched(section: TextSection): TextSection {
  const subsections = section.subsections.map(searched);
  const plain = subsections.filter(isPlain);
  return {
    ...section,
    blocks: [...section.blocks, ...plain.flatMap((sub) => sub.blocks)],
    subsections: subsections.flatMap((sub) => (isPlain(sub) ? sub.subsections : [sub])),
  };
}

/** The page's text with the text of each untitled part joined to the section it is in (top-level sections keep their own). */
export const searchText = (page: PageText): PageText => ({ ...page, sections: page.sections.map(searched) });
