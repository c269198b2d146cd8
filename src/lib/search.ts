/**
 * The one search of the site (§2 search modal and mobile menu; docs/search.md): the menu
 * entries and the text of every built page, matched case- and diacritic-insensitively.
 * Each word of the query (split at spaces) must occur in the entry; a word is matched as a
 * substring of the folded text, so scripts written without spaces between words (Chinese,
 * Japanese, Thai) match inside a run of text as well as Latin words match their prefixes.
 * Ranked: menu entries whose title or breadcrumb matches first (§2), then title before breadcrumb before
 * body text, in index order within a rank.
 */
export const SEARCH_RESULT_LIMIT = 10;

/** An entry of the search index: a menu entry, or a section (or a term, a question) of a page. */
export interface SearchEntry {
  title: string;
  /** Path with the locale prefix (and the section's anchor), for pages of the site; null for external links. */
  path: string | null;
  /** Absolute URL of an external link; null for pages of the site. */
  href: string | null;
  /** The titles above the entry (menu section down to the entry, or page down to the section), joined by ' > '. */
  breadcrumb: string;
  /** The top-level menu section (trading, platform, …) the entry's page belongs to. */
  category: string;
  /** The entry's body text (a page's section, a term's definition, a question's answer; a menu entry's page description). */
  text?: string;
  /** Set on the menu's entries, which rank first for a match in their title or breadcrumb. */
  menu?: true;
}

export interface SearchOptions {
  /** Only entries of this category ('all' or none: every category). */
  category?: string | null;
  limit?: number;
}

const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ARABIC_ALEF = /[\u0622\u0623\u0625\u0671]/g;

/** The folding of one piece of text, without the joining of spaces (foldForSearch). */
const foldPiece = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[đĐ]/g, 'd')
    .replace(/ß/g, 'ss')
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_ALEF, '\u0627')
    .toLowerCase()
    .replace(/\s/g, ' ');

/**
 * Folds text for matching: lower case; Latin diacritics dropped (Vietnamese, French,
 * Portuguese, German: "Tiếng" ~ "tieng", "đ" ~ "d", "ß" ~ "ss"); Arabic short vowels and
 * tatweel dropped and alef forms unified. Marks of other scripts (Thai vowels, Korean
 * syllables) are part of the letters and stay.
 */
export function foldForSearch(text: string): string {
  return foldPiece(text).replace(/ +/g, ' ').trim();
}

/**
 * A result's key in a list: several entries share a breadcrumb (a page's sections) or a
 * title, so React needs all three (with equal keys it leaves stale results in the list).
 */
export const searchEntryKey = (entry: SearchEntry): string => `${entry.path ?? entry.href} ${entry.breadcrumb} ${entry.title}`;

/** The words of a query, folded: each must occur in an entry. */
export const queryTerms = (query: string): string[] => foldForSearch(query).split(' ').filter(Boolean);

interface PreparedEntry {
  title: string;
  breadcrumb: string;
  text: string;
}

// Folding the whole index takes longer than a query: once per index (the array the loader returns).
const prepared = new WeakMap<readonly SearchEntry[], PreparedEntry[]>();

function prepare(entries: readonly SearchEntry[]): PreparedEntry[] {
  let folded = prepared.get(entries);
  if (!folded) {
    folded = entries.map((entry) => ({
      title: foldForSearch(entry.title),
      breadcrumb: foldForSearch(entry.breadcrumb),
      text: entry.text ? foldForSearch(entry.text) : '',
    }));
    prepared.set(entries, folded);
  }
  return folded;
}

/** 0 title starts with the query, 1 title holds it, 2 title holds every word, 3 title or breadcrumb do, 4 the body text too; -1 no match. */
function rankOf(entry: PreparedEntry, needle: string, terms: readonly string[]): number {
  if (entry.title.startsWith(needle)) return 0;
  if (entry.title.includes(needle)) return 1;
  if (terms.every((term) => entry.title.includes(term))) return 2;
  const inHeadings = (term: string) => entry.title.includes(term) || entry.breadcrumb.includes(term);
  if (terms.every(inHeadings)) return 3;
  if (terms.every((term) => inHeadings(term) || entry.text.includes(term))) return 4;
  return -1;
}

export function searchEntries(entries: readonly SearchEntry[], query: string, options: SearchOptions = {}): SearchEntry[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const needle = terms.join(' ');
  const { category, limit = SEARCH_RESULT_LIMIT } = options;
  const folded = prepare(entries);
  const ranked: { entry: SearchEntry; rank: number; order: number }[] = [];
  entries.forEach((entry, order) => {
    if (category && category !== 'all' && entry.category !== category) return;
    const rank = rankOf(folded[order], needle, terms);
    // A menu entry found by its title or breadcrumb (§2's menu search) comes before the pages' own text.
    if (rank >= 0) ranked.push({ entry, rank: entry.menu && rank <= 3 ? rank : rank + 3, order });
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ entry }) => entry);
}

/** A piece of an excerpt; `match` for the words of the query, which the results highlight. */
export interface ExcerptPart {
  text: string;
  match: boolean;
}

const EXCERPT_LENGTH = 160;
const EXCERPT_LEAD = 40;

/**
 * The part of an entry's body text around the first word of the query it holds, cut into
 * matched and unmatched pieces; null when the text holds none (or there is no text).
 */
export function searchExcerpt(text: string | undefined, query: string): ExcerptPart[] | null {
  const terms = queryTerms(query);
  if (!text || terms.length === 0) return null;
  // Folded text piece by piece, with where each folded character comes from in `text`.
  const chars = Array.from(text);
  let folded = '';
  const origin: number[] = [];
  let offset = 0;
  for (const char of chars) {
    const piece = foldPiece(char);
    folded += piece;
    for (let i = 0; i < piece.length; i++) origin.push(offset);
    offset += char.length;
  }
  origin.push(text.length);
  const hits: [number, number][] = [];
  for (const term of terms) {
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) {
      hits.push([origin[at], origin[at + term.length]]);
    }
  }
  if (hits.length === 0) return null;
  hits.sort((a, b) => a[0] - b[0]);
  let start = Math.max(0, hits[0][0] - EXCERPT_LEAD);
  const space = text.lastIndexOf(' ', hits[0][0]);
  if (start > 0 && space > start) start = space + 1;
  const end = Math.min(text.length, start + EXCERPT_LENGTH);
  const parts: ExcerptPart[] = [];
  let at = start;
  for (const [from, to] of hits) {
    if (from < at || from >= end) continue;
    if (from > at) parts.push({ text: text.slice(at, from), match: false });
    parts.push({ text: text.slice(from, Math.min(to, end)), match: true });
    at = Math.min(to, end);
  }
  if (at < end) parts.push({ text: text.slice(at, end), match: false });
  if (start > 0) parts.unshift({ text: '…', match: false });
  if (end < text.length) parts.push({ text: '…', match: false });
  return parts;
}
