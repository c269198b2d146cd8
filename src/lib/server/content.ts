/**
 * The embedded API's content: JSON in data/content/, with text per translation set. An item
 * answers in the asked locale's language when it has that text, and says which (`language`):
 * a regional locale's own texts first (zh-hant-tw: Taiwan's are stored beside zh-hant's), then
 * its translation set's, then English.
 */
import { MAX_PAGE_SIZE, type Localized, type Page } from '../api/types';
import { findPublishedLocale } from '../locales';
import type { Translated } from '../content-store/types';
import { intQuery, ok, type Reply } from './handler';

/**
 * The languages a locale (a code such as th, cht or zh-hant-tw, or a translation set) reads
 * content in, first choice first: the locale's own, its translation set's, English.
 */
export function contentLanguagesOf(lang: string | undefined): string[] {
  const locale = findPublishedLocale(lang);
  return [...new Set(locale ? [locale.code, locale.translationSet, 'en'] : ['en'])];
}

/** An item's text in a locale, in the first of its languages the item has, with the language it is in. */
export function textFor<Text extends object>(text: Translated<object, Text>['text'], lang: string | undefined): Text & Localized {
  const language = contentLanguagesOf(lang).find((candidate) => text[candidate]) ?? 'en';
  return { ...(text[language] ?? text.en), language };
}

export function localize<Shared extends object, Text extends object>(
  item: Translated<Shared, Text>,
  lang: string | undefined,
): Omit<Shared, 'text'> & Text & Localized {
  const { text, ...shared } = item;
  return { ...(shared as Omit<Shared, 'text'>), ...textFor(text, lang) };
}

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
