/**
 * The iCalendar files of the embedded API and their addresses: the economic calendar's feed
 * (GET /api/economic-calendar.ics, filtered as the calendar page is: by currencies and
 * importance), one release of it (`event`), and one webinar (GET /api/webinar.ics). The page
 * builds the addresses and the API reads the same parameters with readFeedFilter.
 */
import type { Importance } from './api/types';
import { buildUrl } from './api/url';

export const ECONOMIC_CALENDAR_FILE = '/api/economic-calendar.ics';
export const WEBINAR_FILE = '/api/webinar.ics';
export const IMPORTANCES: readonly Importance[] = [1, 2, 3];

/** How the feed is filtered: no currency means every currency; importance, the levels it holds. */
export interface FeedFilter {
  currencies: readonly string[];
  importance: readonly Importance[];
}

/** The feed's query for a page language and filter: lists sorted and comma-separated, and left out when they mean everything. */
export function feedQuery(lang: string, filter: FeedFilter): Record<string, string> {
  const importance = [...new Set(filter.importance)].sort();
  return {
    lang,
    ...(filter.currencies.length ? { currencies: [...new Set(filter.currencies)].sort().join(',') } : {}),
    ...(importance.length < IMPORTANCES.length ? { importance: importance.join(',') } : {}),
  };
}

export const economicCalendarFeedUrl = (lang: string, filter: FeedFilter): string =>
  buildUrl(ECONOMIC_CALENDAR_FILE, feedQuery(lang, filter));
export const releaseFileUrl = (lang: string, eventId: string): string => buildUrl(ECONOMIC_CALENDAR_FILE, { lang, event: eventId });
export const webinarFileUrl = (lang: string, webinarId: string): string => buildUrl(WEBINAR_FILE, { lang, id: webinarId });

/** The same feed for the calendar apps that subscribe to webcal:// addresses. */
export const webcalUrl = (url: string): string => url.replace(/^https?:\/\//, 'webcal://');

export type FeedProblem = { kind: 'filter' | 'currency' | 'importance'; value: string };

/** The parameters the feed takes; anything else is an unknown filter. */
const FEED_PARAMS = ['lang', 'currencies', 'importance', 'event'];

/** Reads the feed's query: the filter, or the first thing it cannot use. */
export function readFeedFilter(query: Readonly<Record<string, string>>, knownCurrencies: readonly string[]): FeedFilter | FeedProblem {
  const unknown = Object.keys(query).find((name) => !FEED_PARAMS.includes(name));
  if (unknown !== undefined) return { kind: 'filter', value: unknown };
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  const currencies = list(query.currencies).map((currency) => currency.toUpperCase());
  const badCurrency = currencies.find((currency) => !knownCurrencies.includes(currency));
  if (badCurrency !== undefined) return { kind: 'currency', value: badCurrency };
  const levels = list(query.importance);
  const badLevel = levels.find((level) => !IMPORTANCES.some((known) => String(known) === level));
  if (badLevel !== undefined) return { kind: 'importance', value: badLevel };
  return { currencies, importance: levels.length ? (levels.map(Number) as Importance[]) : IMPORTANCES };
}
