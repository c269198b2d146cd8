import { formatDate, formatLeverage, formatMilliseconds, formatMoney, formatNumber, formatPercent, formatPips, formatYear } from './format';

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
