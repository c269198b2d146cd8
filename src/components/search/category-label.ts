import type { TFunction } from 'i18next';
import { sectionTitleKey } from '../../lib/menu';
import type { SearchEntry } from '../../lib/search';
import { kindLabelKey, SEARCH_KINDS } from '../../lib/search-settings';

/**
 * The label of a search category: a kind of content (search namespace, `kinds.{kind}`) or a
 * menu section (its title in common). `t` must have the search namespace loaded.
 */
export const categoryLabel = (t: TFunction, category: string): string =>
  SEARCH_KINDS.includes(category) ? t(`search:${kindLabelKey(category)}`) : t(`common:${sectionTitleKey(category)}`);

/** What a result shows as its category: its kind of content, else its menu section. */
export const resultCategoryLabel = (t: TFunction, entry: SearchEntry): string => categoryLabel(t, entry.kind ?? entry.category);

/** The categories of the filter: the menu sections the entries belong to, then the kinds of content they hold. */
export function searchCategories(entries: readonly SearchEntry[]): string[] {
  const kinds = new Set(entries.map((entry) => entry.kind));
  return [...new Set(entries.map((entry) => entry.category)), ...SEARCH_KINDS.filter((kind) => kinds.has(kind))];
}
