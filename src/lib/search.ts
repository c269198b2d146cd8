/**
 * The one search of the site (§2 search modal and mobile menu; docs/search.md): the menu
 * entries and the text of every built page, matched case- and diacritic-insensitively.
 * Each word of the query (split at spaces, runs of Chinese, Japanese or Thai cut by
 * Intl.Segmenter) must occur in the entry; a word is matched as a substring of the folded
 * text, so words inside a run of text without spaces are found as well as Latin words by
 * their prefixes. A Latin word the index does not hold at all stands for the words of the
 * index a typo or two away from it. Ranked: menu entries whose title or breadcrumb matches
 * first (§2), then title before breadcrumb before body text, in index order within a rank.
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
  /** The kind of content (SEARCH_KINDS: a glossary term, a lesson, a news story…), shown as the result's category. */
  kind?: string;
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

// Scripts written without spaces between words: a query's run of them is cut into words by the
// segmenter's dictionaries, so "止损订单" finds a text holding "止损" and "订单" apart too.
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'word' }) : null;

const wordsOf = (piece: string): string[] =>
  segmenter && UNSPACED.test(piece)
    ? Array.from(segmenter.segment(piece))
        .filter((segment) => segment.isWordLike)
        .map((segment) => segment.segment)
    : [piece];

/** The words of a query, folded: each must occur in an entry. */
export const queryTerms = (query: string): string[] => [...new Set(foldForSearch(query).split(' ').filter(Boolean).flatMap(wordsOf))];

interface PreparedEntry {
  title: string;
  breadcrumb: string;
  text: string;
}

interface PreparedIndex {
  entries: PreparedEntry[];
  /** Every folded field of the index, one after the other: whether a word occurs anywhere at all. */
  all: string;
  /** The distinct Latin words of the index, for the corrections of a mistyped word. */
  words: string[];
  corrections: Map<string, string[]>;
}

// Folding the whole index takes longer than a query: once per index (the array the loader returns).
const prepared = new WeakMap<readonly SearchEntry[], PreparedIndex>();

const LATIN_WORD = /^[a-z]+$/;

function prepare(entries: readonly SearchEntry[]): PreparedIndex {
  let index = prepared.get(entries);
  if (!index) {
    const folded = entries.map((entry) => ({
      title: foldForSearch(entry.title),
      breadcrumb: foldForSearch(entry.breadcrumb),
      text: entry.text ? foldForSearch(entry.text) : '',
    }));
    const all = folded.map((entry) => `${entry.title}\n${entry.breadcrumb}\n${entry.text}`).join('\n');
    const words = [...new Set(all.split(/[^\p{L}\p{N}]+/u))].filter((word) => word.length >= 4 && LATIN_WORD.test(word));
    index = { entries: folded, all, words, corrections: new Map() };
    prepared.set(entries, index);
  }
  return index;
}

/** The edits a Latin word may be away from a word of the index: 1 from 5 letters, 2 from 9. */
export const allowedEdits = (word: string): number => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

/**
 * The edit distance of two words (insertion, deletion, substitution, transposition of two
 * neighbours), or `limit + 1` as soon as it is certain to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2] + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    beforePrevious = previous;
    previous = row;
  }
  return previous[b.length];
}

/**
 * The words of the index a Latin query word was probably meant to be, when the index does not
 * hold it at all: the words within its allowed edits, and for the word being typed (the
 * last) the words that start within them too ("leverg" → "leverage").
 */
function correctionsOf(index: PreparedIndex, term: string, last: boolean): string[] {
  const limit = allowedEdits(term);
  if (limit === 0 || !LATIN_WORD.test(term) || index.all.includes(term)) return [];
  const key = `${last ? '>' : ''}${term}`;
  let found = index.corrections.get(key);
  if (!found) {
    found = index.words.filter(
      (word) =>
        editDistance(term, word, limit) <= limit ||
        (last && word.length > term.length && editDistance(term, word.slice(0, term.length), limit) <= limit),
    );
    index.corrections.set(key, found);
  }
  return found;
}

/** Each word of the query with the words that stand for it (itself, or its corrections). */
function expandTerms(index: PreparedIndex, terms: readonly string[]): string[][] {
  return terms.map((term, position) => {
    const corrections = correctionsOf(index, term, position === terms.length - 1);
    return corrections.length > 0 ? corrections : [term];
  });
}

const holds = (field: string, alternatives: readonly string[]) => alternatives.some((word) => field.includes(word));

/**
 * The query as a phrase: as typed, or with its mistyped words corrected (each combination,
 * a few at most), so that "leverge" puts the title "Leverage" before "Too much leverage".
 */
function phrasesOf(needle: string, terms: readonly string[], expanded: readonly string[][]): string[] {
  if (expanded.every((alternatives, position) => alternatives[0] === terms[position])) return [needle];
  let phrases = [''];
  for (const alternatives of expanded) {
    phrases = phrases.flatMap((phrase) => alternatives.map((word) => (phrase ? `${phrase} ${word}` : word))).slice(0, 20);
  }
  return phrases;
}

/** 0 title starts with the query, 1 title holds it, 2 title holds every word, 3 title or breadcrumb do, 4 the body text too; -1 no match. */
function rankOf(entry: PreparedEntry, phrases: readonly string[], terms: readonly string[][]): number {
  if (phrases.some((phrase) => entry.title.startsWith(phrase))) return 0;
  if (phrases.some((phrase) => entry.title.includes(phrase))) return 1;
  if (terms.every((term) => holds(entry.title, term))) return 2;
  const inHeadings = (term: readonly string[]) => holds(entry.title, term) || holds(entry.breadcrumb, term);
  if (terms.every(inHeadings)) return 3;
  if (terms.every((term) => inHeadings(term) || holds(entry.text, term))) return 4;
  return -1;
}

/** The folded words a query's results hold for it (its words, or their corrections): what an excerpt marks. */
export function searchWords(entries: readonly SearchEntry[], query: string): string[] {
  return expandTerms(prepare(entries), queryTerms(query)).flat();
}

/** Whether an entry is in a category: its menu section, or its kind of content. */
const inCategory = (entry: SearchEntry, category: string | null | undefined): boolean =>
  !category || category === 'all' || entry.category === category || entry.kind === category;

export function searchEntries(entries: readonly SearchEntry[], query: string, options: SearchOptions = {}): SearchEntry[] {
  const index = prepare(entries);
  const words = queryTerms(query);
  const terms = expandTerms(index, words);
  if (terms.length === 0) return [];
  const phrases = phrasesOf(foldForSearch(query), words, terms);
  const { category, limit = SEARCH_RESULT_LIMIT } = options;
  const ranked: { entry: SearchEntry; rank: number; order: number }[] = [];
  entries.forEach((entry, order) => {
    if (!inCategory(entry, category)) return;
    const rank = rankOf(index.entries[order], phrases, terms);
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
export function searchExcerpt(text: string | undefined, words: string | readonly string[]): ExcerptPart[] | null {
  const terms = typeof words === 'string' ? queryTerms(words) : words;
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
  // The words of a segmented query lie side by side in the text: one mark for the run.
  for (let at = hits.length - 1; at > 0; at--) {
    if (hits[at][0] <= hits[at - 1][1]) hits.splice(at - 1, 2, [hits[at - 1][0], Math.max(hits[at - 1][1], hits[at][1])]);
  }
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
