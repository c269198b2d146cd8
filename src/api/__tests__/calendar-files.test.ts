/**
 * @jest-environment node
 *
 * The iCalendar files: every feed and file is read by a calendar parser (ical.js) after its
 * lines are checked (tests/icalendar-parse.ts), in every language.
 */
import feed from '../economic-calendar.ics';
import webinarFileFunction from '../webinar.ics';
import calendar from '../economic-calendar';
import webinars from '../../../data/content/webinars.json';
import { callFunction } from '../../../tests/function-request';
import { parseCalendar } from '../../../tests/icalendar-parse';
import { publishedLocales } from '../../lib/locales';
import { createTranslator } from '../../lib/i18n';
import { siteUrl } from '../../lib/site';

const NOW = Date.parse('2026-11-20T14:00:00Z');
const DAY = 86_400_000;
beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['setImmediate', 'nextTick'] }));
afterEach(() => jest.useRealTimers());

const host = new URL(siteUrl).hostname;
const page = (code: string, path: string) => `${siteUrl}/${code}/${path}/`;
const analysisStrings = (set: string) => createTranslator(set, { analysis: require(`../../../locales/${set}/analysis.json`) }, 'analysis');

async function readFeed(query: Record<string, string>) {
  const response = await callFunction(feed, { query });
  expect([response.statusCode, response.body]).toEqual([200, undefined]);
  return { headers: response.headers, calendar: parseCalendar(response.text ?? '') };
}

describe('GET /api/economic-calendar.ics', () => {
  it('is a feed of the past week and the next eight weeks, cached for five minutes, each release linking to the page', async () => {
    const { headers, calendar: file } = await readFeed({ lang: 'en' });
    expect(headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(headers['content-disposition']).toBe('inline; filename="economic-calendar.ics"');
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(file.name).toBe('Northwind Markets economic calendar');
    const starts = file.events.map((event) => Date.parse(event.start));
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(Date.parse('2026-11-13T00:00:00Z'));
    expect(Math.max(...starts)).toBeLessThan(Date.parse('2027-01-16T00:00:00Z'));
    expect(Math.max(...starts)).toBeGreaterThan(NOW + 50 * DAY);
    expect(new Set(file.events.map((event) => event.uid)).size).toBe(file.events.length);
    const [first] = file.events;
    expect(first).toMatchObject({
      uid: expect.stringMatching(new RegExp(`^[a-z0-9-]+-\\d{4}-\\d{2}-\\d{2}@${host.replace(/\./g, '\\.')}$`)),
      stamp: new Date(NOW).toISOString(),
      end: null,
      transparency: 'TRANSPARENT',
      url: page('en', 'analysis/economic-calendar'),
      summaryLanguage: 'en-US',
    });
    // Released ones carry their actual value; all carry forecast and previous.
    expect(first.description).toMatch(/^Importance: (Low|Medium|High)\nActual: .+\nForecast: .+\nPrevious: .+\n\nhttps:\/\//);
    expect(file.events.at(-1)?.description).not.toMatch(/Actual/);
  });

  it('holds the releases the calendar page shows for the same currencies and importance, with the same UIDs from one day to the next', async () => {
    const { calendar: file } = await readFeed({ lang: 'en', currencies: 'usd,EUR', importance: '3,2' });
    const json = await callFunction(calendar, { query: { lang: 'en', from: '2026-11-13', to: '2027-01-14' } });
    const expected = (json.body?.data.items as { id: string; currency: string; importance: number }[]).filter(
      (item) => ['USD', 'EUR'].includes(item.currency) && item.importance >= 2,
    );
    expect(file.events.map((event) => event.uid)).toEqual(expected.map((item) => `${item.id}@${host}`));
    expect(file.events.every((event) => /^(USD|EUR) .+ \((High|Medium)\)$/.test(event.summary))).toBe(true);

    jest.setSystemTime(NOW + DAY);
    const { calendar: tomorrow } = await readFeed({ lang: 'en', currencies: 'EUR,USD', importance: '2,3' });
    // A day later the window has moved on a day; every release still in it keeps its UID.
    const later = new Set(tomorrow.events.map((event) => event.uid));
    const stillIn = file.events.filter((event) => Date.parse(event.start) >= Date.parse('2026-11-14T00:00:00Z'));
    expect(stillIn.length).toBeGreaterThan(0);
    expect(stillIn.filter((event) => !later.has(event.uid))).toEqual([]);
  });

  it.each(publishedLocales.map((locale) => [locale.code, locale.translationSet, locale.tag]))(
    'reads as a calendar in %s, its summaries and descriptions in the page’s language',
    async (code, set, tag) => {
      const { calendar: file } = await readFeed({ lang: code, importance: '3' });
      const t = analysisStrings(set);
      expect(file.events.length).toBeGreaterThan(10);
      for (const event of file.events) {
        expect(event.summary).toContain(t('calendar.levels.3'));
        expect(event.description).toContain(t('calendar.columns.forecast'));
        expect(event.url).toBe(page(code, 'analysis/economic-calendar'));
        expect(event.summaryLanguage).toBe(tag);
      }
    },
  );

  it('answers a filter it does not know with 400 in the envelope, in the request’s language', async () => {
    for (const [query, message] of [
      [{ lang: 'en', currencies: 'USD,XYZ' }, /“XYZ” is not a currency of this calendar/],
      [{ lang: 'en', importance: '4' }, /Importance is 1/],
      [{ lang: 'en', country: 'US' }, /“country” is not a filter of this calendar/],
    ] as const) {
      const { statusCode, body, text } = await callFunction(feed, { query });
      expect([statusCode, text]).toEqual([400, undefined]);
      expect(body).toEqual({ status: 400, data: { message: expect.stringMatching(message), requestId: expect.any(String) } });
    }
    const german = await callFunction(feed, { query: { lang: 'de', importance: 'high' } });
    expect(german.body?.data.message).toMatch(/Wichtigkeit/);
  });

  it('gives one release as a file to add, and 404 for a release that does not exist', async () => {
    const { calendar: file } = await readFeed({ lang: 'en', currencies: 'USD', importance: '3' });
    const [uid] = file.events.map((event) => event.uid);
    const id = uid.replace(/@.*/, '');
    const one = await callFunction(feed, { query: { lang: 'ar', event: id } });
    expect(one.headers['content-disposition']).toBe(`attachment; filename="${id}.ics"`);
    const single = parseCalendar(one.text ?? '');
    expect(single.events.map((event) => [event.uid, event.url])).toEqual([[uid, page('ar', 'analysis/economic-calendar')]]);
    expect(single.events[0].summary).toContain(analysisStrings('ar')('calendar.levels.3'));
    for (const missing of ['us-nfp-2026-11-21', 'nothing-2026-11-20', 'us-nfp-2026-02-30']) {
      const { statusCode, body } = await callFunction(feed, { query: { lang: 'en', event: missing } });
      expect([missing, statusCode, body?.status]).toEqual([missing, 404, 404]);
    }
  });
});

describe('GET /api/webinar.ics', () => {
  it.each(publishedLocales.map((locale) => [locale.code]))('gives each webinar as a file to add, in %s', async (code) => {
    for (const webinar of webinars.webinars) {
      const response = await callFunction(webinarFileFunction, { query: { id: webinar.id, lang: code } });
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const [event] = parseCalendar(response.text ?? '').events;
      expect(event).toMatchObject({
        uid: `webinar-${webinar.id}@${host}`,
        start: new Date(webinar.startsAt).toISOString(),
        end: new Date(Date.parse(webinar.startsAt) + webinar.durationMinutes * 60_000).toISOString(),
        transparency: 'OPAQUE',
        url: page(code, `academy/register-${webinar.id}`),
      });
      expect(event.description).toContain(webinar.presenter.name);
    }
  });

  it('answers 404 for a webinar it does not have and 400 for a parameter it does not take', async () => {
    expect((await callFunction(webinarFileFunction, { query: { id: 'nope', lang: 'en' } })).statusCode).toBe(404);
    expect((await callFunction(webinarFileFunction, { query: { lang: 'en' } })).statusCode).toBe(404);
    const { statusCode, body } = await callFunction(webinarFileFunction, { query: { id: webinars.webinars[0].id, when: 'past' } });
    expect([statusCode, body?.data.message]).toEqual([400, expect.stringMatching(/“when” is not a filter/)]);
  });
});
