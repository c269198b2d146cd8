/** @jest-environment node */
import indicatorData from '../../../data/content/economic-indicators.json';
import { HttpError } from './handler';
import { economicCalendar, weekAround } from './economic-calendar';
import { economicIndicators } from '../content-store';

// Friday 20 November 2026, 14:00 UTC.
const NOW = Date.parse('2026-11-20T14:00:00Z');

describe('weekAround', () => {
  it('is Monday to Sunday of the week, in UTC', () => {
    expect(weekAround(NOW)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(weekAround(Date.parse('2026-11-22T23:59:59Z'))).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(weekAround(Date.parse('2026-11-23T00:00:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });
});

describe('economicCalendar', () => {
  it('fills the current week by default, on weekdays only, by release time', () => {
    const { from, to, items } = economicCalendar(economicIndicators, {}, NOW);
    expect({ from, to }).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(items.length).toBeGreaterThan(10);
    const days = new Set(items.map((item) => new Date(item.time).getUTCDay()));
    expect([...days].every((day) => day >= 1 && day <= 5)).toBe(true);
    const times = items.map((item) => item.time);
    expect(times).toEqual([...times].sort());
  });

  it('never leaves a week empty, whatever the date', () => {
    for (let week = 0; week < 60; week++) {
      const now = Date.parse('2026-01-01T00:00:00Z') + week * 7 * 86_400_000;
      expect(economicCalendar(economicIndicators, {}, now).items.length).toBeGreaterThanOrEqual(6);
    }
  });

  it('gives the same numbers for the same day, and an actual value only once released', () => {
    const first = economicCalendar(economicIndicators, { from: '2026-11-20', to: '2026-11-20' }, NOW).items;
    const again = economicCalendar(economicIndicators, { from: '2026-11-20', to: '2026-11-20' }, NOW + 3_600_000).items;
    expect(again.map(({ forecast, previous }) => ({ forecast, previous }))).toEqual(
      first.map(({ forecast, previous }) => ({ forecast, previous })),
    );
    for (const item of first) {
      expect(item.actual === null).toBe(Date.parse(item.time) > NOW);
      expect(item.forecast).not.toBeNull();
      expect(item.previous).not.toBeNull();
    }
    // The first Friday of the month has the US jobs report; the third does not.
    const payrolls = economicCalendar(economicIndicators, { from: '2026-11-06', to: '2026-11-06' }, NOW).items.find(
      (item) => item.indicator === 'us-nonfarm-payrolls',
    );
    expect(payrolls).toMatchObject({ country: 'US', currency: 'USD', importance: 3, time: '2026-11-06T13:30:00Z', unit: 'count' });
    expect((payrolls?.actual ?? 0) % 1000).toBe(0);
    expect(first.some((item) => item.indicator === 'us-nonfarm-payrolls')).toBe(false);
  });

  it('answers in the language asked for, else in English', () => {
    const day = { from: '2026-11-19', to: '2026-11-19' };
    const claims = (lang?: string) =>
      economicCalendar(economicIndicators, { ...day, lang }, NOW).items.find((item) => item.indicator === 'us-jobless-claims');
    expect(claims('cht')).toMatchObject({ title: '首次申領失業救濟人數', language: 'zh-hant' });
    expect(claims('zh-hans')).toMatchObject({ title: '首次申请失业救济人数', language: 'zh-hans' });
    expect(claims('ar')).toMatchObject({ title: 'طلبات إعانة البطالة الأولية', language: 'ar' });
    expect(claims('th')).toMatchObject({ title: 'จำนวนผู้ขอรับสวัสดิการว่างงานครั้งแรก', language: 'th' });
    expect(claims('de')).toMatchObject({ title: 'Erstanträge auf Arbeitslosenhilfe', language: 'de' });
    // Spanish is listed in data/locales.json but not built: English.
    expect(claims('es')).toMatchObject({ title: 'Initial jobless claims', language: 'en' });
  });

  it('releases every indicator in two months with a fifth Tuesday and Thursday (the range the content contract reads)', () => {
    const released = new Set(
      economicCalendar(economicIndicators, { from: '2026-09-01', to: '2026-10-31' }, NOW).items.map((item) => item.indicator),
    );
    expect(released.size).toBe(indicatorData.indicators.length);
  });

  it('rejects malformed, reversed and too long ranges', () => {
    const status = (query: Record<string, string>) => {
      try {
        economicCalendar(economicIndicators, query, NOW);
        return 200;
      } catch (error) {
        return (error as HttpError).status;
      }
    };
    expect(status({ from: '2026-02-30' })).toBe(400);
    expect(status({ from: '20261120' })).toBe(400);
    expect(status({ from: '2026-11-20', to: '2026-11-19' })).toBe(400);
    expect(status({ from: '2026-01-01', to: '2026-03-05' })).toBe(400);
    expect(status({ from: '2026-01-01', to: '2026-03-04' })).toBe(200);
  });
});
