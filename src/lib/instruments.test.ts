import { filterRows, instrumentName, sessionBreak, sessionHours, sortRows, type InstrumentRow } from './instruments';

const row = (symbol: string, market: InstrumentRow['market'], group: string, spread: number, maxLeverage: number): InstrumentRow => ({
  symbol,
  market,
  group,
  name: { literal: symbol },
  spread,
  maxLeverage,
  hours: { key: 'sections:hours.allWeek' },
  swapLong: -spread,
  swapShort: spread / 2,
});
const rows = [
  row('EURUSD', 'forex', 'major', 0.6, 1000),
  row('XAUUSD', 'metals', 'gold', 20, 500),
  row('USDJPY', 'forex', 'major', 0.8, 1000),
  row('EURGBP', 'forex', 'minor', 1, 500),
];
const names: Record<string, string> = {
  EURUSD: 'Euro vs US Dollar',
  XAUUSD: '黄金兑美元',
  USDJPY: 'US Dollar vs Japanese Yen',
  EURGBP: 'Euro vs British Pound',
};
const nameOf = (entry: InstrumentRow) => names[entry.symbol];
const collator = new Intl.Collator('en');

describe('instrument tables', () => {
  it('filters by symbol or translated name, case- and accent-insensitively', () => {
    expect(filterRows(rows, { query: 'eur', category: '' }, nameOf).map((entry) => entry.symbol)).toEqual(['EURUSD', 'EURGBP']);
    expect(filterRows(rows, { query: '黄金', category: '' }, nameOf).map((entry) => entry.symbol)).toEqual(['XAUUSD']);
    expect(filterRows(rows, { query: 'japanese', category: '' }, nameOf).map((entry) => entry.symbol)).toEqual(['USDJPY']);
    expect(filterRows(rows, { query: 'bitcoin', category: '' }, nameOf)).toEqual([]);
  });

  it('filters by market or group', () => {
    expect(filterRows(rows, { query: '', category: 'metals' }, nameOf).map((entry) => entry.symbol)).toEqual(['XAUUSD']);
    expect(filterRows(rows, { query: '', category: 'minor' }, nameOf).map((entry) => entry.symbol)).toEqual(['EURGBP']);
    expect(filterRows(rows, { query: 'usd', category: 'major' }, nameOf).map((entry) => entry.symbol)).toEqual(['EURUSD', 'USDJPY']);
  });

  it('sorts numbers and texts both ways, keeping the data order for ties', () => {
    const symbols = (sorted: InstrumentRow[]) => sorted.map((entry) => entry.symbol);
    expect(symbols(sortRows(rows, { column: 'spread', direction: 'ascending' }, nameOf, collator))).toEqual([
      'EURUSD',
      'USDJPY',
      'EURGBP',
      'XAUUSD',
    ]);
    expect(symbols(sortRows(rows, { column: 'leverage', direction: 'descending' }, nameOf, collator))).toEqual([
      'EURUSD',
      'USDJPY',
      'XAUUSD',
      'EURGBP',
    ]);
    expect(symbols(sortRows(rows, { column: 'symbol', direction: 'descending' }, nameOf, collator))).toEqual([
      'XAUUSD',
      'USDJPY',
      'EURUSD',
      'EURGBP',
    ]);
    expect(symbols(sortRows(rows, { column: 'name', direction: 'ascending' }, nameOf, collator))).toEqual([
      'EURGBP',
      'EURUSD',
      'USDJPY',
      'XAUUSD',
    ]);
    expect(symbols(sortRows(rows, { column: 'swapLong', direction: 'ascending' }, nameOf, collator))).toEqual([
      'XAUUSD',
      'EURGBP',
      'USDJPY',
      'EURUSD',
    ]);
  });

  it('names pairs by their assets, companies by their own name, and others by key', () => {
    expect(instrumentName({ symbol: 'EURUSD', base: 'EUR', quote: 'USD' })).toEqual({
      key: 'sections:instruments.pair',
      values: [
        { name: 'base', text: { key: 'sections:assets.EUR' } },
        { name: 'quote', text: { key: 'sections:assets.USD' } },
      ],
    });
    expect(instrumentName({ symbol: 'AAPL', name: 'Apple', quote: 'USD' })).toEqual({ literal: 'Apple' });
    expect(instrumentName({ symbol: 'US500', quote: 'USD' })).toEqual({ key: 'sections:instruments.names.US500' });
  });

  it('describes sessions: weekly, daily or all week, with or without a break', () => {
    expect(sessionHours({ id: 'fx', open: ['mon', '00:05'], close: ['fri', '23:55'] })).toEqual({
      key: 'sections:hours.weekly',
      values: [
        { name: 'openDay', text: { key: 'sections:days.mon' } },
        { name: 'openTime', string: '00:05' },
        { name: 'closeDay', text: { key: 'sections:days.fri' } },
        { name: 'closeTime', string: '23:55' },
      ],
    });
    expect(sessionHours({ id: 'us', days: ['mon', 'fri'], hours: ['16:30', '23:00'] })).toMatchObject({ key: 'sections:hours.daily' });
    expect(sessionHours({ id: 'c', allWeek: true })).toEqual({ key: 'sections:hours.allWeek' });
    expect(() => sessionHours({ id: 'bad' })).toThrow(/bad/);
    expect(sessionBreak({ id: 'm', allWeek: true, dailyBreak: ['23:55', '01:05'] })).toEqual({
      key: 'sections:hours.break',
      values: [
        { name: 'from', string: '23:55' },
        { name: 'to', string: '01:05' },
      ],
    });
    expect(sessionBreak({ id: 'fx', allWeek: true })).toEqual({ key: 'sections:values.none' });
  });
});
