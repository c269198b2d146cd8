/**
 * The economic calendar of the embedded API: the indicators of
 * data/content/economic-indicators.json, released on their schedule around any date. The
 * numbers are made up but stable: the same day always gives the same forecast and previous
 * value, and an actual value once the release time has passed.
 */
import type { EconomicCalendar, EconomicEvent } from '../api/types';
import { ApiError } from './handler';
import type { Indicator, StoredIndicator } from '../content-store/types';
import { localize } from './content';

export const DAY_MS = 86_400_000;
/** The longest range one request may ask for, in days after `from`. */
export const MAX_RANGE_DAYS = 62;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A day as YYYY-MM-DD (UTC). */
export const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

function parseDay(name: string, value: string): number {
  const time = DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time) || isoDay(time) !== value) throw new ApiError(400, 'query.date', { name });
  return time;
}

/** Monday and Sunday (UTC) of the week that holds `now`. */
export function weekAround(now: number): { from: string; to: string } {
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  return { from: isoDay(monday), to: isoDay(monday + 6 * DAY_MS) };
}

/** FNV-1a: a 32-bit hash of a string, the seed of one day's numbers of one indicator. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** Mulberry32: a small seeded generator of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Rounded as the indicator is published: counts and amounts to three significant digits of
 * their usual size (thousands of jobs, tenths of a billion dollars), other values to their decimals.
 */
function published(indicator: Indicator, value: number): number {
  const size = Math.abs(indicator.base) + indicator.spread;
  const step =
    indicator.unit === 'count' || indicator.unit === 'usd'
      ? Math.max(1, 10 ** (Math.floor(Math.log10(size)) - 2))
      : 10 ** -indicator.decimals;
  return Number((Math.round(value / step) * step).toFixed(indicator.decimals));
}

const releasedOn = (indicator: Indicator, day: number): boolean => {
  const date = new Date(day);
  const weekOfMonth = Math.ceil(date.getUTCDate() / 7);
  return date.getUTCDay() === indicator.weekday && (indicator.weeks === 'every' || indicator.weeks.includes(weekOfMonth));
};

function event(indicator: StoredIndicator, day: number, now: number, lang: string | undefined): EconomicEvent {
  const date = isoDay(day);
  const random = seeded(hash(`${indicator.id}|${date}`));
  const around = (center: number, spread: number) => published(indicator, center + spread * (random() * 2 - 1));
  const forecast = around(indicator.base, indicator.spread);
  const previous = around(indicator.base, indicator.spread);
  const surprise = around(forecast, indicator.spread / 2);
  const time = `${date}T${indicator.time}:00Z`;
  const { text, weekday: _weekday, weeks: _weeks, base: _base, spread: _spread, id: indicatorId, ...fields } = indicator;
  const { title, language } = localize({ text }, lang);
  return {
    ...fields,
    id: `${indicatorId}-${date}`,
    indicator: indicatorId,
    title,
    language,
    time,
    actual: Date.parse(time) <= now ? surprise : null,
    forecast,
    previous,
  };
}

/** The releases from one UTC day (its start, in ms) to another, inclusive, by release time and then importance. */
export function releasesBetween(
  indicators: readonly StoredIndicator[],
  from: number,
  to: number,
  now: number,
  lang: string | undefined,
): EconomicEvent[] {
  const items: EconomicEvent[] = [];
  for (let day = from; day <= to; day += DAY_MS) {
    for (const indicator of indicators) if (releasedOn(indicator, day)) items.push(event(indicator, day, now, lang));
  }
  return items.sort((a, b) => a.time.localeCompare(b.time) || b.importance - a.importance || a.id.localeCompare(b.id));
}

/** One release by its id (`{indicator}-{YYYY-MM-DD}`), or null when the indicator is not released that day. */
export function releaseById(
  indicators: readonly StoredIndicator[],
  id: string,
  now: number,
  lang: string | undefined,
): EconomicEvent | null {
  const [, indicatorId, date] = /^(.+)-(\d{4}-\d{2}-\d{2})$/.exec(id) ?? [];
  const indicator = indicators.find((entry) => entry.id === indicatorId);
  const day = date ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  if (!indicator || Number.isNaN(day) || isoDay(day) !== date || !releasedOn(indicator, day)) return null;
  return event(indicator, day, now, lang);
}

/** Every currency the calendar has releases for. */
export const calendarCurrencies = (indicators: readonly StoredIndicator[]): string[] =>
  [...new Set(indicators.map((indicator) => indicator.currency))].sort();

/**
 * The events from one UTC day to another (inclusive; the current week when not given), by
 * release time and then importance. Throws ApiError 400 for a malformed or too long range.
 */
export function economicCalendar(
  indicators: readonly StoredIndicator[],
  query: { from?: string; to?: string; lang?: string },
  now: number,
): EconomicCalendar {
  const week = weekAround(now);
  const from = parseDay('from', query.from || week.from);
  const to = parseDay('to', query.to || (query.from ? query.from : week.to));
  if (to < from) throw new ApiError(400, 'query.dateOrder');
  if (to - from > MAX_RANGE_DAYS * DAY_MS) throw new ApiError(400, 'query.range', { days: MAX_RANGE_DAYS });
  return { from: isoDay(from), to: isoDay(to), items: releasesBetween(indicators, from, to, now, query.lang) };
}
