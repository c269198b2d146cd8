/**
 * The embedded API's content: JSON in data/content/, with text per translation set. An item
 * answers in the asked locale's set when it has that text, else in English, and says which.
 */
import { MAX_PAGE_SIZE, type Localized, type Page } from '../api/types';
import { findPublishedLocale } from '../locales';
import type { Translated } from '../content-store/types';
import { intQuery, ok, type Reply } from './handler';

export function localize<Shared extends object, Text extends object>(
  item: Translated<Shared, Text>,
  set: string,
): Omit<Shared, 'text'> & Text & Localized {
  const { text, ...shared } = item;
  const language = text[set] ? set : 'en';
  return { ...(shared as Omit<Shared, 'text'>), ...(text[language] as Text), language };
}

/** The translation set of a locale code (the `lang` query); English for none or an unknown one. */
export const translationSetOf = (code: string | undefined): string => findPublishedLocale(code)?.translationSet ?? 'en';

export const DEFAULT_PAGE_SIZE = 10;
export { MAX_PAGE_SIZE };

export function paginate<T>(items: T[], query: Record<string, string>): Page<T> {
  const pageSize = intQuery(query, 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = intQuery(query, 'page', 1, Number.MAX_SAFE_INTEGER);
  return { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, pageSize };
}

/** Newest first, by an ISO date field. */
export const newestFirst = <T extends { publishedAt: string }>(items: T[]): T[] =>
  [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

/** A content answer browsers and proxies may keep for a minute. */
export const content = (data: unknown): Reply => ok(data, { 'Cache-Control': 'public, max-age=60' });
