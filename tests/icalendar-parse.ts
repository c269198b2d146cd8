/**
 * Reads an iCalendar file as a calendar app would (ical.js, Mozilla's parser, which Thunderbird
 * uses), after checking what a lenient parser forgives: every line ends in CRLF and holds at most
 * 75 octets, continuation lines start with a space, and every unfolded line is a content line
 * (name, parameters, colon, value). Throws on the first malformed line.
 */
import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  start: string;
  end: string | null;
  stamp: string;
  summary: string;
  description: string | null;
  url: string | null;
  transparency: string | null;
  summaryLanguage: string | null;
}

export interface ParsedCalendar {
  name: string | null;
  productId: string | null;
  events: ParsedEvent[];
}

const CONTENT_LINE = /^[A-Za-z0-9-]+(;[A-Za-z0-9-]+=("[^"]*"|[^";:,]*)(,("[^"]*"|[^";:,]*))*)*:/;

export function checkLines(file: string): void {
  if (!file.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  const lines = file.slice(0, -2).split('\r\n');
  lines.forEach((line, index) => {
    const where = `line ${index + 1} (${JSON.stringify(line.slice(0, 40))})`;
    if (/[\r\n]/.test(line)) throw new Error(`${where}: a line break that is not CRLF`);
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`${where}: ${Buffer.byteLength(line, 'utf8')} octets, more than 75`);
    if (/\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(line))
      throw new Error(`${where}: a character split across lines`);
    if (!line.startsWith(' ') && !CONTENT_LINE.test(line)) throw new Error(`${where}: not a content line`);
  });
  if (lines[0] !== 'BEGIN:VCALENDAR' || lines[lines.length - 1] !== 'END:VCALENDAR') throw new Error('not one VCALENDAR');
}

/** A file's calendar and events, read after its lines are checked. */
export function parseCalendar(file: string): ParsedCalendar {
  checkLines(file);
  const calendar = new ICAL.Component(ICAL.parse(file));
  const time = (property: ICAL.Property | null) => (property ? (property.getFirstValue() as ICAL.Time).toJSDate().toISOString() : null);
  const value = (component: ICAL.Component, name: string) => {
    const found = component.getFirstPropertyValue(name);
    return found === null || found === undefined ? null : String(found);
  };
  return {
    name: value(calendar, 'x-wr-calname'),
    productId: value(calendar, 'prodid'),
    events: calendar.getAllSubcomponents('vevent').map((event) => {
      const start = time(event.getFirstProperty('dtstart'));
      const stamp = time(event.getFirstProperty('dtstamp'));
      if (!start || !stamp) throw new Error('an event without DTSTART or DTSTAMP');
      for (const name of ['dtstart', 'dtend', 'dtstamp']) {
        const property = event.getFirstProperty(name);
        if (
          property &&
          !(property.getFirstValue() as ICAL.Time).isDate &&
          (property.getFirstValue() as ICAL.Time).zone !== ICAL.Timezone.utcTimezone
        )
          throw new Error(`${name.toUpperCase()} is not in UTC`);
      }
      return {
        uid: value(event, 'uid') ?? '',
        start,
        end: time(event.getFirstProperty('dtend')),
        stamp,
        summary: value(event, 'summary') ?? '',
        description: value(event, 'description'),
        url: value(event, 'url'),
        transparency: value(event, 'transp'),
        summaryLanguage: (event.getFirstProperty('summary')?.getParameter('language') as string | undefined) ?? null,
      };
    }),
  };
}
