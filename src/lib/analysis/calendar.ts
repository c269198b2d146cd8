/**
 * The economic calendar page's rules: date ranges in the visitor's time zone, the UTC days
 * to ask the API for, filtering by importance and currency, grouping by day, and how an
 * indicator's values read.
 */
import type { EconomicEvent, Importance, IndicatorUnit } from '../api/types';
import { formatNumber } from '../format';

/** A range of days (YYYY-MM-DD, inclusive) in the visitor's time zone. */
export interface DayRange {
  from: string;
  to: string;
}

export const RANGE_PRESETS = ['today', 'thisWeek', 'nextWeek'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const IMPORTANCE_LEVELS: readonly Importance[] = [3, 2, 1];

export interface CalendarFilter {
  range: DayRange;
  /** The importance levels shown (all three by default). */
  importance: readonly Importance[];
  /** The currencies shown; empty: all. */
  currencies: readonly string[];
}

/** The longest range the page asks for, in days; the API allows a little more, for the time-zone margin. */
export const MAX_RANGE_DAYS = 31;
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day (YYYY-MM-DD) a moment falls on in a time zone. */
export function dayIn(moment: string | number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(moment),
  );
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const dayTime = (day: string): number => (DAY.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN);
const isDay = (day: string): boolean => {
  const time = dayTime(day);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};

export const addDays = (day: string, count: number): string => new Date(dayTime(day) + count * DAY_MS).toISOString().slice(0, 10);

/** Today, this week or next week (Monday to Sunday) in a time zone. */
export function presetRange(preset: RangePreset, now: number, timeZone: string): DayRange {
  const today = dayIn(now, timeZone);
  if (preset === 'today') return { from: today, to: today };
  const monday = addDays(today, -((new Date(dayTime(today)).getUTCDay() + 6) % 7));
  const start = preset === 'thisWeek' ? monday : addDays(monday, 7);
  return { from: start, to: addDays(start, 6) };
}

/** The preset a range is, if any: the range buttons show it as chosen. */
export const presetOf = (range: DayRange, now: number, timeZone: string): RangePreset | null =>
  RANGE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, now, timeZone);
    return candidate.from === range.from && candidate.to === range.to;
  }) ?? null;

export type RangeProblem = 'invalid' | 'reversed' | 'tooLong';

/** What is wrong with a range the visitor typed, or null. */
export function rangeProblem({ from, to }: DayRange): RangeProblem | null {
  if (!isDay(from) || !isDay(to)) return 'invalid';
  if (to < from) return 'reversed';
  if ((dayTime(to) - dayTime(from)) / DAY_MS >= MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/**
 * The UTC days to ask the API for: a day either side of the range, since a local day
 * starts up to 14 hours before or after the UTC one.
 */
export const requestRange = ({ from, to }: DayRange): DayRange => ({ from: addDays(from, -1), to: addDays(to, 1) });

/** The events in the range (in the time zone) with a chosen importance and currency. */
export function filterEvents(events: readonly EconomicEvent[], filter: CalendarFilter, timeZone: string): EconomicEvent[] {
  const currencies = new Set(filter.currencies);
  return events.filter((event) => {
    const day = dayIn(event.time, timeZone);
    return (
      day >= filter.range.from &&
      day <= filter.range.to &&
      filter.importance.includes(event.importance) &&
      (currencies.size === 0 || currencies.has(event.currency))
    );
  });
}

export interface CalendarDay {
  day: string;
  events: EconomicEvent[];
}

/** Events by day in the time zone, days in order and each day's events by time. */
export function groupByDay(events: readonly EconomicEvent[], timeZone: string): CalendarDay[] {
  const days = new Map<string, EconomicEvent[]>();
  for (const event of [...events].sort((a, b) => a.time.localeCompare(b.time))) {
    const day = dayIn(event.time, timeZone);
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, dayEvents]) => ({ day, events: dayEvents }));
}

/** The currencies that have events, in alphabetical order. */
export const currenciesOf = (events: readonly EconomicEvent[]): string[] => [...new Set(events.map((event) => event.currency))].sort();

/** A value as the indicator publishes it: 3.2%, 4.50%, 180K, 52.1, $95B; an em dash for none. */
export function formatIndicator(tag: string, value: number | null, unit: IndicatorUnit, decimals: number): string {
  if (value === null) return '—';
  const fixed = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  switch (unit) {
    case 'percent':
    case 'rate':
      return formatNumber(tag, value / 100, { style: 'percent', ...fixed });
    case 'index':
      return formatNumber(tag, value, fixed);
    case 'count':
      return formatNumber(tag, value, { notation: 'compact', maximumFractionDigits: 1 });
    case 'usd':
      return formatNumber(tag, value, { notation: 'compact', style: 'currency', currency: 'USD', maximumFractionDigits: 1 });
  }
}

/** Whether a release without its actual value was due by `now`: an answer made before it came out (at build time). */
export const releasedSince = (events: readonly EconomicEvent[], now: number): boolean =>
  events.some((event) => event.actual === null && Date.parse(event.time) <= now);
