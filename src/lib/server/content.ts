/**
 * The embedded API's content: JSON in data/content/, with text per translation set. An item
 * answers in the asked locale's set when it has that text, else in English, and says which
 * (`language`). A locale with its own wording of its set (zh-hant-tw: src/lib/regional-wording.ts)
 * gets the set's text in that wording, and `language` is the locale's code.
 */
import { MAX_PAGE_SIZE, type Localized, type Page } from '../api/types';
import { findPublishedLocale } from '../locales';
import { regionalWordingOf, reword } from '../regional-wording';
import type { Translated } from '../content-store/types';
import { intQuery, ok, type Reply } from './handler';

/** The language a locale reads content in: its translation set, in the locale's own wording where it has one (zh-hant-tw). */
export function contentLanguageOf(lang: string | undefined): { set: string; language: string; wording?: (text: string) => string } {
  const locale = findPublishedLocale(lang);
  const set = locale?.translationSet ?? 'en';
  const wording = regionalWordingOf(locale?.code);
  return wording && locale ? { set, language: locale.code, wording } : { set, language: set };
}

/** An item's text in a locale (a code such as th, cht or zh-hant-tw), English where it has none, with the language it is in. */
export function textFor<Text extends object>(text: Translated<object, Text>['text'], lang: string | undefined): Text & Localized {
  const { set, language, wording } = contentLanguageOf(lang);
  const own = text[set];
  if (!own) return { ...text.en, language: 'en' };
  return { ...(wording ? reword(own, wording) : own), language };
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
