/**
 * @jest-environment node
 *
 * The analysis pages' calls: the economic calendar and the words filter of /api/articles.
 */
import calendar from '../economic-calendar';
import articles from '../articles';
import { callFunction } from '../../../tests/function-request';

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-20T14:00:00Z'), doNotFake: ['setImmediate', 'nextTick'] }));
afterEach(() => jest.useRealTimers());

describe('GET /api/economic-calendar', () => {
  it('answers this week’s events in an envelope, never cached', async () => {
    const { statusCode, headers, body } = await callFunction(calendar, { query: { lang: 'zh-hans' } });
    expect(statusCode).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body?.data).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(body?.data.items.length).toBeGreaterThan(10);
    expect(Object.keys(body?.data.items[0]).sort()).toEqual([
      'actual',
      'country',
      'currency',
      'decimals',
      'forecast',
      'id',
      'importance',
      'indicator',
      'language',
      'previous',
      'time',
      'title',
      'unit',
    ]);
    expect(body?.data.items[0].language).toBe('zh-hans');
  });

  it('answers 400 with a message for a malformed range, in the language asked for', async () => {
    const { statusCode, body } = await callFunction(calendar, { query: { from: '2026-11-20', to: 'soon' } });
    expect(statusCode).toBe(400);
    expect(body?.data.message).toBe('“to” must be a date written YYYY-MM-DD.');
    const arabic = await callFunction(calendar, { query: { from: 'xx', lang: 'ar' } });
    expect(arabic.body).toEqual({
      status: 400,
      data: { message: 'يجب أن يكون «from» تاريخًا بالصيغة YYYY-MM-DD.', requestId: expect.any(String) },
    });
    const reversed = await callFunction(calendar, { query: { from: '2026-11-20', to: '2026-11-01', lang: 'de' } });
    expect(reversed.body?.data.message).toBe('Das Enddatum darf nicht vor dem Startdatum liegen.');
  });
});

describe('GET /api/articles?q=', () => {
  it('keeps the articles holding every word, in the answer’s language', async () => {
    const titles = async (query: Record<string, string>) =>
      (await callFunction(articles, { query })).body?.data.items.map((item: { alias: string }) => item.alias);
    expect(await titles({ q: 'OPEC' })).toEqual(['brent-opec-supply']);
    expect(await titles({ q: 'gold RESERVES' })).toEqual(['gold-outlook-2027']);
    expect(await titles({ q: '黄金', lang: 'zh-hans' })).toContain('gold-outlook-2027');
    expect(await titles({ q: 'no-such-word-anywhere' })).toEqual([]);
  });
});
