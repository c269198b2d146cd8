/**
 * iCalendar files (RFC 5545) of the economic calendar and the webinars: lines end in CRLF and
 * are folded at 75 octets (UTF-8 bytes, never inside a character); text values escape
 * backslash, semicolon, comma and line breaks; times are UTC; each event keeps its UID from
 * one file to the next, so a calendar app updates it instead of adding it twice.
 */

export interface CalendarEvent {
  /** Unique and stable: the same release or webinar has the same UID in every file. */
  uid: string;
  /** ISO 8601 instants. An event without an end is an instant (a release). */
  start: string;
  end?: string;
  summary: string;
  description?: string;
  /** The page the event comes from. */
  url?: string;
  /** Whether the event blocks time in the calendar (a webinar does; a release does not). */
  busy: boolean;
}

export interface CalendarFile {
  /** Who publishes it (PRODID): "-//{brand}//{product}//EN". */
  productId: string;
  /** The calendar's name and description (for a subscription). */
  name: string;
  description?: string;
  /** The language tag of the names, summaries and descriptions (BCP 47). */
  language: string;
  /** How often a subscribed calendar should fetch it again, in minutes. */
  refreshMinutes?: number;
  /** When the file is made (DTSTAMP of its events). */
  stamp: number;
  events: readonly CalendarEvent[];
}

const LINE_OCTETS = 75;

/** A TEXT value: backslash, semicolon and comma escaped, every line break as \n. */
export const escapeText = (value: string): string =>
  value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');

/** UTF-8 length of one code point. */
const octets = (character: string): number => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/**
 * A content line folded into lines of at most 75 octets: each continuation starts with a
 * space, and no character (code point) is split.
 */
export function fold(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const length = octets(character);
    if (size + length > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += character;
    size += length;
  }
  lines.push(current);
  return lines;
}

/** A UTC DATE-TIME value: 20261204T133000Z. */
export const utcDateTime = (time: string | number): string =>
  new Date(time)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

const text = (name: string, value: string, language?: string) => `${name}${language ? `;LANGUAGE=${language}` : ''}:${escapeText(value)}`;

function eventLines(event: CalendarEvent, file: CalendarFile): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(file.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    ...(event.end ? [`DTEND:${utcDateTime(event.end)}`] : []),
    text('SUMMARY', event.summary, file.language),
    ...(event.description ? [text('DESCRIPTION', event.description, file.language)] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `TRANSP:${event.busy ? 'OPAQUE' : 'TRANSPARENT'}`,
    'END:VEVENT',
  ];
}

/** The file: a VCALENDAR with its events, every line folded and ended with CRLF. */
export function icalendar(file: CalendarFile): string {
  const refresh = file.refreshMinutes ? `PT${file.refreshMinutes}M` : null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${file.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    // The name and description as RFC 7986 says, and as the calendar apps that predate it read them.
    text('NAME', file.name, file.language),
    text('X-WR-CALNAME', file.name),
    ...(file.description ? [text('DESCRIPTION', file.description, file.language), text('X-WR-CALDESC', file.description)] : []),
    ...(refresh ? [`REFRESH-INTERVAL;VALUE=DURATION:${refresh}`, `X-PUBLISHED-TTL:${refresh}`] : []),
    ...file.events.flatMap((event) => eventLines(event, file)),
    'END:VCALENDAR',
  ];
  return `${lines.flatMap(fold).join('\r\n')}\r\n`;
}
