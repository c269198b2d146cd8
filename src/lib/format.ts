/**
 * Numbers, money, leverage and dates in the page's language (Intl with the locale's
 * tag). The build (Node) and the browser share the same ICU data, so what the server
 * renders is what the browser hydrates.
 */
/** Intl formatters are costly to make: one per language tag and options, kept. */
function cached<T>(cache: Map<string, T>, tag: string, options: object, make: () => T): T {
  const id = `${tag}|${JSON.stringify(options)}`;
  let format = cache.get(id);
  if (!format) {
    format = make();
    cache.set(id, format);
  }
  return format;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached(numberFormats, tag, options, () => new Intl.NumberFormat(tag, options));

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormat = (tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateTimeFormats, tag, options, () => new Intl.DateTimeFormat(tag, options));

export const formatNumber = (tag: string, value: number, options?: Intl.NumberFormatOptions): string =>
  numberFormat(tag, options).format(value);

/** Whole amounts without decimals ($50), others with the currency's own (US$3.50, ¥1,000). */
export function formatMoney(tag: string, amount: number, currency: string, options: Intl.NumberFormatOptions = {}): string {
  const whole = Number.isInteger(amount) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
  return numberFormat(tag, { style: 'currency', currency, ...whole, ...options }).format(amount);
}

/** A leverage ratio, 1:500. */
export const formatLeverage = (tag: string, value: number): string => `1:${formatNumber(tag, value, { useGrouping: false })}`;

/** A percentage given in percent (50 → 50 %). */
export const formatPercent = (tag: string, value: number): string =>
  formatNumber(tag, value / 100, { style: 'percent', maximumFractionDigits: 2 });

/** A pip or point count with one decimal at least (0.6, 1.0, 25.0). */
export const formatPips = (tag: string, value: number, signed = false): string =>
  formatNumber(tag, value, { minimumFractionDigits: 1, maximumFractionDigits: 2, ...(signed ? { signDisplay: 'exceptZero' } : {}) });

/** A duration in milliseconds with the language's own unit (30 ms, 30毫秒, 30 มิลลิวินาที). */
export const formatMilliseconds = (tag: string, value: number): string =>
  formatNumber(tag, value, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 });

/** A calendar date (YYYY-MM-DD or ISO) in the page's language, read in UTC so every time zone shows the same day. */
export function formatDate(tag: string, isoDate: string): string | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A calendar year as the language writes it (2025, 2025年). */
export const formatYear = (tag: string, year: number): string =>
  dateTimeFormat(tag, { year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, 6, 1));

/** The browser's own time zone (an IANA name such as Europe/Berlin); UTC where it has none. */
export const visitorTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A moment (ISO date-time) as a full date and a time in a time zone: "Thursday, 3 December 2026 at 13:00". */
export function formatLongDateTime(tag: string, iso: string, timeZone: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date);
}

/**
 * A time zone's name in the page's language at a given moment (summer and winter names
 * differ): "Central European Standard Time", "中欧标准时间"; the IANA name where the
 * language has none (it then reads like "GMT+01:00").
 */
export function timeZoneName(tag: string, timeZone: string, at: Date = new Date()): string {
  const part = dateTimeFormat(tag, { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((entry) => entry.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

const DAY_FIELDS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const TIME_FIELDS: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

function formatMoment(tag: string, iso: string, options: Intl.DateTimeFormatOptions): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateTimeFormat(tag, options).format(date);
}

/**
 * A moment (ISO date-time) in a time zone, optionally with the zone's name (Nov 20, 2026,
 * 7:15 PM UTC). Pages render it in UTC first, so the built HTML and the first browser
 * render agree, and then in the visitor's zone.
 */
export const formatDateTime = (tag: string, iso: string, timeZone: string, withZoneName = false): string | null =>
  formatMoment(tag, iso, { ...DAY_FIELDS, ...TIME_FIELDS, timeZone, ...(withZoneName ? { timeZoneName: 'short' } : {}) });

/** The time of day of a moment in a time zone (19:15, 7:15 PM). */
export const formatTime = (tag: string, iso: string, timeZone: string): string | null =>
  formatMoment(tag, iso, { ...TIME_FIELDS, timeZone });

/** A calendar day (YYYY-MM-DD) written out with its weekday: Friday, 20 November 2026. */
export function formatDay(tag: string, day: string): string | null {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }).format(date);
}

/** A length of time as a clock reads it, minutes and seconds (5:12, 1:02:05 past an hour). */
export function formatDuration(tag: string, totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const two = (value: number) => formatNumber(tag, value, { minimumIntegerDigits: 2, useGrouping: false });
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0
    ? `${formatNumber(tag, hours)}:${two(minutes)}:${two(rest)}`
    : `${formatNumber(tag, minutes, { useGrouping: false })}:${two(rest)}`;
}
