/**
 * The glossary page's rules (academy/terminology): terms sorted by the page language's
 * collation, grouped under the first letter of their script, and filtered by any part
 * of the term or its definition.
 *
 * Grouping follows what Intl and Unicode give for each script:
 * - alphabets (Latin, Arabic, Thai…): the first letter, stripped of the marks the
 *   language's collator ignores at base strength, so "Ä" files under "A" in German while
 *   "Đ" and "Â" keep their own groups in Vietnamese; a Thai term files under its first
 *   consonant, past a leading vowel (เ แ โ ใ ไ), as Thai dictionaries do;
 * - Hangul: the syllable's initial consonant (ㄱ ㄴ ㄷ…), doubled ones with their single;
 * - Han (Chinese): no letter. Intl sorts Han by pinyin (zh-Hans) or by stroke count
 *   (zh-Hant) but names no index letter for either, so a list with Han terms is shown
 *   flat, in that order, without a letter index.
 */
import { foldForSearch } from './search';

/** The namespace of the glossary's texts, loaded by the terminology page only (data/routes.json). */
export const GLOSSARY_NAMESPACE = 'glossary';
/** Letter groups' anchors start with it; no term id may. */
export const LETTER_ANCHOR_PREFIX = 'letter-';

export interface GlossaryEntry {
  id: string;
  term: string;
  definition: string;
  seeAlso: readonly string[];
}

export interface GlossaryGroup {
  /** The index letter, or null for the one group of a list without an index. */
  letter: string | null;
  /** The group heading's id, or null without an index. */
  anchor: string | null;
  entries: GlossaryEntry[];
}

const collators = new Map<string, { sort: Intl.Collator; base: Intl.Collator }>();

function collatorsFor(tag: string) {
  let found = collators.get(tag);
  if (!found) {
    found = { sort: new Intl.Collator(tag), base: new Intl.Collator(tag, { sensitivity: 'base' }) };
    collators.set(tag, found);
  }
  return found;
}

const HAN = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const THAI_LEADING_VOWEL = /^[\u0E40-\u0E44]/;
const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const HANGUL_SYLLABLES_PER_INITIAL = 21 * 28;
/** The 19 initial consonants in Unicode's order, doubled ones under their single (ㄲ → ㄱ). */
const HANGUL_INITIALS = 'ㄱㄱㄴㄷㄷㄹㅁㅂㅂㅅㅅㅇㅈㅈㅊㅋㅌㅍㅎ';

/** The index letter a term files under, or null when its script has no letters (Han). */
export function indexLetter(term: string, tag: string): string | null {
  const text = term.replace(/^[^\p{L}\p{N}]+/u, '');
  if (!text || HAN.test(text)) return null;
  const code = text.codePointAt(0) ?? 0;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return HANGUL_INITIALS[Math.floor((code - HANGUL_FIRST) / HANGUL_SYLLABLES_PER_INITIAL)];
  const [first] = text.replace(THAI_LEADING_VOWEL, '');
  // The shortest form, dropping trailing marks one at a time, that the collator still takes for the same letter:
  // German Ä → A, French É → E, Vietnamese Ấ → Â (the tone goes, the circumflex stays), Arabic أ → ا.
  const { base } = collatorsFor(tag);
  let letter = first;
  const marks = first.normalize('NFD');
  for (let end = marks.length - 1; end >= 1; end--) {
    const shorter = marks.slice(0, end).normalize('NFC');
    if (base.compare(shorter, first) !== 0) break;
    letter = shorter;
  }
  return letter.toLocaleUpperCase(tag);
}

export const letterAnchor = (letter: string, tag: string): string => `${LETTER_ANCHOR_PREFIX}${letter.toLocaleLowerCase(tag)}`;

/** The entries in the language's dictionary order (ties: by id, so the order never depends on the input). */
export function sortEntries(entries: readonly GlossaryEntry[], tag: string): GlossaryEntry[] {
  const { sort } = collatorsFor(tag);
  return [...entries].sort((a, b) => sort.compare(a.term, b.term) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Sorted entries in letter groups, in collation order; a single group without a letter
 * when any term has no index letter (Chinese), since a partial index would mislead.
 */
export function groupEntries(entries: readonly GlossaryEntry[], tag: string): GlossaryGroup[] {
  const sorted = sortEntries(entries, tag);
  const letters = sorted.map((entry) => indexLetter(entry.term, tag));
  if (letters.some((letter) => letter === null)) return sorted.length ? [{ letter: null, anchor: null, entries: sorted }] : [];
  const groups = new Map<string, GlossaryGroup>();
  sorted.forEach((entry, index) => {
    const letter = letters[index] as string;
    const group = groups.get(letter) ?? { letter, anchor: letterAnchor(letter, tag), entries: [] };
    group.entries.push(entry);
    groups.set(letter, group);
  });
  return [...groups.values()];
}

/**
 * A filter over the entries: case- and diacritic-insensitive (the site search's folding),
 * matching any part of the term or the definition. Returns the ids that match; an empty
 * query matches everything.
 */
export function glossaryFilter(entries: readonly GlossaryEntry[]): (query: string) => Set<string> {
  const folded = entries.map((entry) => ({ id: entry.id, term: foldForSearch(entry.term), definition: foldForSearch(entry.definition) }));
  return (query) => {
    const needle = foldForSearch(query);
    return new Set(
      folded.filter((entry) => !needle || entry.term.includes(needle) || entry.definition.includes(needle)).map((entry) => entry.id),
    );
  };
}

/** The groups with only the entries whose ids are in `shown`, empty groups kept (the index shows them disabled). */
export const narrowGroups = (groups: readonly GlossaryGroup[], shown: ReadonlySet<string>): GlossaryGroup[] =>
  groups.map((group) => ({ ...group, entries: group.entries.filter((entry) => shown.has(entry.id)) }));

export interface DefinedTermSetSource {
  /** The page's absolute URL, without a fragment. */
  url: string;
  name: string;
  /** The page's language tag. */
  inLanguage: string;
  entries: readonly GlossaryEntry[];
}

/**
 * The glossary as schema.org structured data (a DefinedTermSet of DefinedTerms, each at its
 * anchor), serialised for a JSON-LD script element as ASCII: `<` is escaped so no text can end
 * the element, and every non-ASCII character as \uXXXX. React 18's streaming renderer (Gatsby's
 * HTML) can leave NUL bytes where a multi-byte character meets its 2 KB buffer's end
 * (facebook/react#26228); browsers drop them from text, but a NUL inside a JSON string makes
 * the JSON invalid for crawlers. ASCII has no multi-byte characters to split.
 */
export function definedTermSetJsonLd({ url, name, inLanguage, entries }: DefinedTermSetSource): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': url,
    url,
    name,
    inLanguage,
    // Each term's anchor is its URL; its set is the one that lists it (no inDefinedTermSet repeated 140 times).
    hasDefinedTerm: entries.map((entry) => ({
      '@type': 'DefinedTerm',
      url: `${url}#${entry.id}`,
      name: entry.term,
      description: entry.definition,
    })),
  };
  return JSON.stringify(data).replace(/[<\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
