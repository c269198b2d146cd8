import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDuration,
  formatLeverage,
  formatLongDateTime,
  formatMilliseconds,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPips,
  formatTime,
  formatYear,
  timeZoneName,
} from './format';

describe('formatting in the page language', () => {
  it('writes money with or without decimals as the amount needs', () => {
    expect(formatMoney('en-US', 50, 'USD')).toBe('$50');
    expect(formatMoney('en-US', 3.5, 'USD')).toBe('$3.50');
    expect(formatMoney('de', 1234.5, 'EUR')).toBe('1.234,50\u00A0€');
    expect(formatMoney('zh-CN', 1000, 'JPY')).toBe('JP¥1,000');
    expect(formatMoney('en-US', -12.345, 'USD', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('-$12.35');
  });

  it('writes leverage, percentages and pips', () => {
    expect(formatLeverage('en-US', 1000)).toBe('1:1000');
    expect(formatPercent('en-US', 50)).toBe('50%');
    expect(formatPercent('fr', 50)).toBe('50\u00A0%');
    expect(formatPips('en-US', 0)).toBe('0.0');
    expect(formatPips('de', 0.6)).toBe('0,6');
    expect(formatPips('en-US', -6.8, true)).toBe('-6.8');
    expect(formatPips('en-US', 2.1, true)).toBe('+2.1');
    expect(formatNumber('en-IN', 100000)).toBe('1,00,000');
  });

  it('writes a date the same day in every time zone, and refuses a bad one', () => {
    expect(formatDate('en-US', '2026-06-30')).toBe('Jun 30, 2026');
    expect(formatDate('zh-CN', '2026-06-30T23:30:00Z')).toBe('2026年6月30日');
    expect(formatDate('en-US', 'soon')).toBeNull();
  });

  it('writes a year as the language does, without grouping', () => {
    expect(formatYear('en-US', 2025)).toBe('2025');
    expect(formatYear('zh-CN', 2012)).toBe('2012年');
    expect(formatYear('ar-AE', 2012)).toMatch(/^(2012|٢٠١٢)$/);
  });
});

describe('formatMilliseconds', () => {
  it('writes the unit as each language does', () => {
    expect(formatMilliseconds('en-US', 30)).toBe('30 ms');
    expect(formatMilliseconds('zh-CN', 30)).toBe('30毫秒');
    expect(formatMilliseconds('th-TH', 1234.4)).toBe('1,234 มิลลิวินาที');
  });
});

describe('moments and time zones', () => {
  it("writes a moment in the visitor's time zone, the same instant everywhere", () => {
    const start = '2026-12-03T12:00:00Z';
    expect(formatLongDateTime('en-US', start, 'Europe/Berlin')).toMatch(/^Thursday, December 3, 2026 at 1:00\sPM$/);
    expect(formatLongDateTime('en-US', start, 'America/New_York')).toMatch(/^Thursday, December 3, 2026 at 7:00\sAM$/);
    expect(formatLongDateTime('zh-CN', start, 'Asia/Shanghai')).toBe('2026年12月3日星期四 20:00');
    // Past midnight in Sydney: the next day.
    expect(formatLongDateTime('en-US', '2026-12-03T14:00:00Z', 'Australia/Sydney')).toMatch(/^Friday, December 4, 2026 at 1:00/);
    expect(formatLongDateTime('en-US', 'soon', 'UTC')).toBeNull();
  });

  it('names a time zone in the page language, with its summer name in summer', () => {
    const winter = new Date('2026-12-03T12:00:00Z');
    const summer = new Date('2026-07-03T12:00:00Z');
    expect(timeZoneName('en-US', 'Europe/Berlin', winter)).toBe('Central European Standard Time');
    expect(timeZoneName('en-US', 'Europe/Berlin', summer)).toBe('Central European Summer Time');
    expect(timeZoneName('zh-CN', 'Asia/Shanghai', winter)).toBe('中国标准时间');
    expect(timeZoneName('en-US', 'UTC', winter)).toBe('Coordinated Universal Time');
  });
});

describe('moments, days and durations', () => {
  it('writes a moment in the time zone asked for, with its name', () => {
    expect(formatDateTime('en-US', '2026-11-20T19:15:00Z', 'UTC', true)).toBe('Nov 20, 2026, 7:15 PM UTC');
    expect(formatDateTime('en-GB', '2026-11-20T19:15:00Z', 'Asia/Hong_Kong')).toBe('21 Nov 2026, 3:15');
    expect(formatDateTime('zh-CN', '2026-11-20T19:15:00Z', 'UTC')).toBe('2026年11月20日 19:15');
    expect(formatTime('en-GB', '2026-11-20T19:15:00Z', 'America/New_York')).toBe('14:15');
    expect(formatDateTime('en-US', 'later', 'UTC')).toBeNull();
  });

  it('writes a day with its weekday', () => {
    expect(formatDay('en-US', '2026-11-20')).toBe('Friday, November 20, 2026');
    expect(formatDay('de', '2026-11-20')).toBe('Freitag, 20. November 2026');
    expect(formatDay('en-US', '2026-13-01')).toBeNull();
  });

  it('writes durations as a clock', () => {
    expect(formatDuration('en-US', 312)).toBe('5:12');
    expect(formatDuration('en-US', 59)).toBe('0:59');
    expect(formatDuration('en-US', 3725)).toBe('1:02:05');
  });
});

describe('formatters', () => {
  it('are made once per language and options, then reused (a first one costs milliseconds in a browser)', () => {
    const makeDate = jest.spyOn(Intl, 'DateTimeFormat');
    const makeNumber = jest.spyOn(Intl, 'NumberFormat');
    try {
      for (let round = 0; round < 3; round++) {
        formatYear('fr-CA', 2024 + round);
        formatDate('fr-CA', '2026-11-20');
        formatLongDateTime('fr-CA', '2026-11-20T12:00:00Z', 'UTC');
        timeZoneName('fr-CA', 'Europe/Paris');
        formatNumber('fr-CA', 1234.5 + round);
      }
      expect(makeDate).toHaveBeenCalledTimes(4);
      expect(makeNumber).toHaveBeenCalledTimes(1);
    } finally {
      makeDate.mockRestore();
      makeNumber.mockRestore();
    }
  });
});
