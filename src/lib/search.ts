/**
 * The one search over the menu entries (§2 search modal and mobile menu): case- and
 * diacritic-insensitive substring match on title or breadcrumb, ranked, at most 10.
 * Works on any script: nothing assumes words separated by spaces.
 */
export const SEARCH_RESULT_LIMIT = 10;

/** An entry of the search index (one per menu entry that leads somewhere). */
export interface SearchEntry {
  title: string;
  /** Path with the locale prefix, for pages of the site; null for external links. */
  path: string | null;
  /** Absolute URL of an external link; null for pages of the site. */
  href: string | null;
  /** The titles from the menu section down to the entry, joined by ' > '. */
  breadcrumb: string;
  /** The top-level menu section (trading, platform, …). */
  category: string;
}

export interface SearchOptions {
  /** Only entries of this category ('all' or none: every category). */
  category?: string | null;
  limit?: number;
}

const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ARABIC_ALEF = /[\u0622\u0623\u0625\u0671]/g;

/**
 * Folds text for matching: lower case; Latin diacritics dropped (Vietnamese, French,
 * Portuguese, German: "Tiếng" ~ "tieng", "đ" ~ "d", "ß" ~ "ss"); Arabic short vowels and
 * tatweel dropped and alef forms unified. Marks of other scripts (Thai vowels, Korean
 * syllables) are part of the letters and stay.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[đĐ]/g, 'd')
    .replace(/ß/g, 'ss')
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_ALEF, '\u0627')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function searchEntries(entries: readonly SearchEntry[], query: string, options: SearchOptions = {}): SearchEntry[] {
  const needle = foldForSearch(query);
  if (!needle) return [];
  const { category, limit = SEARCH_RESULT_LIMIT } = options;
  const ranked: { entry: SearchEntry; rank: number; order: number }[] = [];
  entries.forEach((entry, order) => {
    if (category && category !== 'all' && entry.category !== category) return;
    const title = foldForSearch(entry.title);
    const rank = title.startsWith(needle) ? 0 : title.includes(needle) ? 1 : foldForSearch(entry.breadcrumb).includes(needle) ? 2 : -1;
    if (rank >= 0) ranked.push({ entry, rank, order });
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ entry }) => entry);
}
