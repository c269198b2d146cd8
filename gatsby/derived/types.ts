/** The shapes of a page's text, as the built page shows it (page-text.ts reads them from its HTML; markdown.ts and the search index read them). */

/** A link inside a text: the characters [start, end) of that text lead to `url` (absolute). */
export interface TextLink {
  start: number;
  end: number;
  url: string;
}

export interface TextItem {
  title: string;
  /** Absolute URL the item links to. */
  url?: string;
  text?: string;
  /** Links inside `text`. */
  textLinks?: TextLink[];
  /** The item's own id on its page (a glossary term's), for a link to it. */
  anchor?: string;
}

export type Block =
  | { kind: 'paragraph'; text: string; links?: TextLink[] }
  /** Text shown as written, line breaks and all (a file's contents). */
  | { kind: 'preformatted'; text: string }
  | { kind: 'items'; ordered: boolean; items: TextItem[] }
  /** `links[row][column]`: the links inside a cell of `rows`. */
  | { kind: 'table'; columns: string[]; rows: string[][]; links?: TextLink[][][] }
  | { kind: 'faq'; items: { question: string; answer: string; answerLinks?: TextLink[] }[] };

export interface TextSection {
  /** The section's anchor on the page. */
  id: string;
  title: string | null;
  /**
   * A heading that only labels a group of a list (a glossary's letter): a heading of the
   * Markdown copy, but neither a search result nor part of a result's breadcrumb.
   */
  label?: string;
  blocks: Block[];
  subsections: TextSection[];
}

export interface Crumb {
  label: string;
  /** Absolute URL; null for a crumb the page shows without a link. */
  url: string | null;
}

export interface PageText {
  /** The page's absolute URL. */
  url: string;
  /** The absolute URL of the home page in the page's prefix. */
  homeUrl: string;
  /** The language tag of the text (BCP 47). */
  language: string;
  title: string;
  description: string;
  breadcrumb: Crumb[];
  sections: TextSection[];
  /** The risk warning the footer of every page shows. */
  riskWarning: string;
}

/** Translation helpers over one locale's strings (the search's entries of no page: search-content.ts). */
export interface Texts {
  t: (key: string, values?: Record<string, unknown>) => string;
  /** The text of a key that may be left out, or null. */
  optional: (key: string) => string | null;
}
