import type { EconomicEvent } from '../api/types';
import {
  addDays,
  currenciesOf,
  dayIn,
  filterEvents,
  formatIndicator,
  groupByDay,
  presetOf,
  presetRange,
  rangeProblem,
  releasedSince,
  requestRange,
} from './calendar';

const event = (id: string, time: string, currency: string, importance: 1 | 2 | 3): EconomicEvent => ({
  id,
  indicator: id,
  title: id,
  language: 'en',
  country: 'US',
  currency,
  importance,
  time,
  unit: 'percent',
  decimals: 1,
  actual: null,
  forecast: 2.9,
  previous: 3,
});

const events = [
  event('late-thursday', '2026-11-19T23:30:00Z', 'JPY', 2),
  event('friday-morning', '2026-11-20T07:00:00Z', 'GBP', 3),
  event('friday-afternoon', '2026-11-20T13:30:00Z', 'USD', 3),
  event('friday-evening', '2026-11-20T18:00:00Z', 'USD', 1),
];

// Friday 20 November 2026, 14:00 UTC.
const NOW = Date.parse('2026-11-20T14:00:00Z');

describe('days and ranges in a time zone', () => {
  it('finds the day of a moment where the visitor is', () => {
    expect(dayIn('2026-11-19T23:30:00Z', 'UTC')).toBe('2026-11-19');
    expect(dayIn('2026-11-19T23:30:00Z', 'Asia/Tokyo')).toBe('2026-11-20');
    expect(dayIn('2026-11-20T03:00:00Z', 'America/New_York')).toBe('2026-11-19');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
  });

  it('knows today, this week and next week, Monday to Sunday', () => {
    expect(presetRange('today', NOW, 'UTC')).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(presetRange('thisWeek', NOW, 'UTC')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('nextWeek', NOW, 'UTC')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    // Sunday 22 Nov 20:00 UTC is already Monday in Sydney.
    expect(presetRange('thisWeek', Date.parse('2026-11-22T20:00:00Z'), 'Australia/Sydney')).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(presetOf({ from: '2026-11-16', to: '2026-11-22' }, NOW, 'UTC')).toBe('thisWeek');
    expect(presetOf({ from: '2026-11-16', to: '2026-11-21' }, NOW, 'UTC')).toBeNull();
  });

  it('says what is wrong with a typed range', () => {
    expect(rangeProblem({ from: '2026-11-16', to: '2026-11-22' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-31', to: '2026-12-02' })).toBe('invalid');
    expect(rangeProblem({ from: '', to: '2026-12-02' })).toBe('invalid');
    expect(rangeProblem({ from: '2026-11-22', to: '2026-11-16' })).toBe('reversed');
    expect(rangeProblem({ from: '2026-11-01', to: '2026-12-02' })).toBe('tooLong');
    expect(rangeProblem({ from: '2026-11-01', to: '2026-12-01' })).toBeNull();
  });

  it('asks the API for a day more on either side', () => {
    expect(requestRange({ from: '2026-11-16', to: '2026-11-22' })).toEqual({ from: '2026-11-15', to: '2026-11-23' });
  });
});

describe('filtering and grouping', () => {
  const all = { range: { from: '2026-11-20', to: '2026-11-20' }, importance: [1, 2, 3] as const, currencies: [] };

  it('keeps the events of the range in the visitor’s zone', () => {
    expect(filterEvents(events, all, 'UTC').map((item) => item.id)).toEqual(['friday-morning', 'friday-afternoon', 'friday-evening']);
    expect(filterEvents(events, all, 'Asia/Tokyo').map((item) => item.id)).toEqual(['late-thursday', 'friday-morning', 'friday-afternoon']);
  });

  it('filters by importance and currency', () => {
    expect(filterEvents(events, { ...all, importance: [3] }, 'UTC').map((item) => item.id)).toEqual(['friday-morning', 'friday-afternoon']);
    expect(filterEvents(events, { ...all, currencies: ['USD'] }, 'UTC').map((item) => item.id)).toEqual([
      'friday-afternoon',
      'friday-evening',
    ]);
    expect(filterEvents(events, { ...all, currencies: ['CHF'] }, 'UTC')).toEqual([]);
  });

  it('groups by day in the zone, in time order', () => {
    const groups = groupByDay([...events].reverse(), 'UTC');
    expect(groups.map((group) => [group.day, group.events.map((item) => item.id)])).toEqual([
      ['2026-11-19', ['late-thursday']],
      ['2026-11-20', ['friday-morning', 'friday-afternoon', 'friday-evening']],
    ]);
    expect(groupByDay(events, 'Asia/Tokyo').map((group) => group.day)).toEqual(['2026-11-20', '2026-11-21']);
    expect(currenciesOf(events)).toEqual(['GBP', 'JPY', 'USD']);
  });
});

describe('formatIndicator', () => {
  it('writes each unit as it is published', () => {
    expect(formatIndicator('en-US', 3.2, 'percent', 1)).toBe('3.2%');
    expect(formatIndicator('en-US', 4, 'rate', 2)).toBe('4.00%');
    expect(formatIndicator('en-US', 180000, 'count', 0)).toBe('180K');
    expect(formatIndicator('en-US', -1500000, 'count', 0)).toBe('-1.5M');
    expect(formatIndicator('en-US', 52.1, 'index', 1)).toBe('52.1');
    expect(formatIndicator('en-US', 95300000000, 'usd', 1)).toBe('$95.3B');
    expect(formatIndicator('zh-CN', 180000, 'count', 0)).toBe('18万');
    expect(formatIndicator('de', 3.2, 'percent', 1)).toBe('3,2\u00A0%');
    expect(formatIndicator('en-US', null, 'percent', 1)).toBe('—');
  });
});

describe('releasedSince', () => {
  it('says an answer is out of date once a release it has no actual value for is due', () => {
    expect(releasedSince(events, Date.parse('2026-11-19T12:00:00Z'))).toBe(false);
    expect(releasedSince(events, NOW)).toBe(true);
    expect(releasedSince([{ ...events[0], actual: 3.1 }], NOW)).toBe(false);
  });
});
