/**
 * @jest-environment node
 */
import { escapeText, fold, icalendar, utcDateTime, type CalendarFile } from './icalendar';
import { checkLines, parseCalendar } from '../../tests/icalendar-parse';

const file = (events: CalendarFile['events'], overrides: Partial<CalendarFile> = {}): CalendarFile => ({
  productId: '-//Northwind Markets//Website//EN',
  name: 'Northwind Markets economic calendar',
  description: 'Releases of the past week and the next eight weeks',
  language: 'en-US',
  refreshMinutes: 60,
  stamp: Date.parse('2026-12-01T08:00:00Z'),
  events,
  ...overrides,
});

const release = {
  uid: 'us-nfp-2026-12-04@northwind.example',
  start: '2026-12-04T13:30:00Z',
  summary: 'USD Non-farm payrolls (High)',
  description: 'Forecast: 180K\nPrevious: 175K',
  url: 'https://www.northwind.example/en/analysis/economic-calendar/',
  busy: false,
};

describe('iCalendar files', () => {
  it('writes a calendar app’s file: CRLF lines, UTC times, a stable UID, DTSTAMP, the page’s link', () => {
    const text = icalendar(
      file([release, { ...release, uid: 'webinar@x', start: '2026-12-10T13:00:00Z', end: '2026-12-10T14:00:00Z', busy: true }]),
    );
    expect(text.split('\r\n').slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Northwind Markets//Website//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT60M\r\n');
    const calendar = parseCalendar(text);
    expect(calendar.name).toBe('Northwind Markets economic calendar');
    expect(calendar.events).toEqual([
      {
        uid: 'us-nfp-2026-12-04@northwind.example',
        start: '2026-12-04T13:30:00.000Z',
        end: null,
        stamp: '2026-12-01T08:00:00.000Z',
        summary: 'USD Non-farm payrolls (High)',
        description: 'Forecast: 180K\nPrevious: 175K',
        url: 'https://www.northwind.example/en/analysis/economic-calendar/',
        transparency: 'TRANSPARENT',
        summaryLanguage: 'en-US',
      },
      expect.objectContaining({ uid: 'webinar@x', end: '2026-12-10T14:00:00.000Z', transparency: 'OPAQUE' }),
    ]);
  });

  it('escapes backslash, semicolon, comma and line breaks in text, and reads them back', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    const summary = 'Rates; CPI, core\\headline\nsecond line';
    const [event] = parseCalendar(icalendar(file([{ ...release, summary }]))).events;
    expect(event.summary).toBe(summary);
  });

  it('folds at 75 octets counting UTF-8 bytes, never inside a character, and unfolds to the same text', () => {
    const summary = `${'美国非农就业人数'.repeat(6)} ${'مؤشر أسعار المستهلكين'.repeat(3)} ${'📈'.repeat(30)} ${'x'.repeat(200)}`;
    const text = icalendar(file([{ ...release, summary, description: 'é'.repeat(100) }], { language: 'zh-CN' }));
    expect(() => checkLines(text)).not.toThrow();
    const lines = text.split('\r\n');
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(10);
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75);
    const [event] = parseCalendar(text).events;
    expect(event.summary).toBe(summary);
    expect(event.description).toBe('é'.repeat(100));
    // A line of exactly 75 octets stays whole; one more octet folds it.
    expect(fold('X'.repeat(75))).toEqual(['X'.repeat(75)]);
    expect(fold(`${'X'.repeat(74)}é`)).toEqual(['X'.repeat(74), ' é']);
  });

  it('writes times in UTC whatever the offset they were given with', () => {
    expect(utcDateTime('2026-12-04T15:30:00+02:00')).toBe('20261204T133000Z');
    expect(utcDateTime(Date.parse('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });

  it('the line check fails on what a calendar app may choke on', () => {
    const good = icalendar(file([release]));
    expect(() => checkLines(good.replace(/\r\n/g, '\n'))).toThrow(/CRLF/);
    expect(() => checkLines(good.replace('SUMMARY', `SUMMARY;X-PAD=${'a'.repeat(80)}`))).toThrow(/more than 75/);
    expect(() => checkLines(good.replace('\r\nDTSTART', '\r\nDTSTART 20261204'))).toThrow(/not a content line/);
  });
});
