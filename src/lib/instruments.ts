/**
 * The instruments of data/content/instruments.json: their types, how their names and
 * trading sessions read, and the filtering and sorting of the instrument tables.
 */
import { foldForSearch } from './search';
import { keyText, literalText, type Text } from './text';

export const MARKETS = ['forex', 'metals', 'crypto', 'shares', 'indices', 'energies'] as const;
export type MarketId = (typeof MARKETS)[number];

export interface Market {
  id: MarketId;
  /** The route id of the market's page. */
  route: string;
  icon: string;
  groups: string[];
  /** Maximum leverage (1:n) by regulated entity id (data/site.json entities). */
  leverage: Record<string, number>;
}

export interface Instrument {
  symbol: string;
  market: MarketId;
  group: string;
  /** The traded asset of a pair (forex, metals, crypto): the name reads "{base} vs {quote}". */
  base?: string;
  /** A company name, the same in every language (shares). */
  name?: string;
  /** The currency prices are quoted in. */
  quote: string;
  contractSize: number;
  /** The price step one pip (or point) stands for. */
  pipSize: number;
  digits: number;
  /** A sample price; forex prices come from the sample rates instead. */
  price?: number;
  /** Typical spread, in pips (points for markets other than forex). */
  spread: number;
  maxLeverage: number;
  session: string;
  /** Overnight swap per lot, in pips (points), for a long and a short position. */
  swapLong: number;
  swapShort: number;
}

type Day = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
type Time = string;

/** A trading session: open all week, open from one weekday to another, or daily hours on weekdays. */
export interface Session {
  id: string;
  allWeek?: boolean;
  open?: [Day, Time];
  close?: [Day, Time];
  days?: [Day, Day];
  hours?: [Time, Time];
  dailyBreak?: [Time, Time];
}

export interface InstrumentContent {
  markets: Market[];
  sessions: Session[];
  instruments: Instrument[];
}

/** The unit spreads and swaps are counted in. */
export const pipUnit = (market: MarketId): 'pips' | 'points' => (market === 'forex' ? 'pips' : 'points');

/** How an instrument's description reads in any language. */
export function instrumentName(instrument: Pick<Instrument, 'symbol' | 'base' | 'quote' | 'name'>): Text {
  if (instrument.base) {
    return keyText('sections:instruments.pair', {
      base: keyText(`sections:assets.${instrument.base}`),
      quote: keyText(`sections:assets.${instrument.quote}`),
    });
  }
  if (instrument.name) return literalText(instrument.name);
  return keyText(`sections:instruments.names.${instrument.symbol}`);
}

const day = (id: Day): Text => keyText(`sections:days.${id}`);

/** A session's hours as a text: "Mon 00:05 – Fri 23:55", "Mon–Fri 16:30–23:00" or "24/7". */
export function sessionHours(session: Session): Text {
  if (session.allWeek) return keyText('sections:hours.allWeek');
  if (session.open && session.close) {
    return keyText('sections:hours.weekly', {
      openDay: day(session.open[0]),
      openTime: session.open[1],
      closeDay: day(session.close[0]),
      closeTime: session.close[1],
    });
  }
  if (session.days && session.hours) {
    return keyText('sections:hours.daily', {
      fromDay: day(session.days[0]),
      toDay: day(session.days[1]),
      open: session.hours[0],
      close: session.hours[1],
    });
  }
  throw new Error(`Session ${session.id} has neither allWeek, open/close nor days/hours`);
}

/** The daily break of a session, or a "none" text. */
export const sessionBreak = (session: Session): Text =>
  session.dailyBreak
    ? keyText('sections:hours.break', { from: session.dailyBreak[0], to: session.dailyBreak[1] })
    : keyText('sections:values.none');

/** A row of an instrument table: what the table shows, already in display terms. */
export interface InstrumentRow {
  symbol: string;
  market: MarketId;
  group: string;
  name: Text;
  spread: number;
  maxLeverage: number;
  hours: Text;
  swapLong: number;
  swapShort: number;
}

export const INSTRUMENT_COLUMNS = ['symbol', 'name', 'spread', 'leverage', 'hours', 'swapLong', 'swapShort'] as const;
export type InstrumentColumn = (typeof INSTRUMENT_COLUMNS)[number];
export const SORTABLE_COLUMNS: readonly InstrumentColumn[] = ['symbol', 'name', 'spread', 'leverage', 'swapLong', 'swapShort'];

export interface RowFilter {
  /** Free text matched against the symbol and the (translated) name. */
  query: string;
  /** A market id or a group id; '' for all. */
  category: string;
}

/**
 * The rows matching a filter. `nameOf` gives the row's name in the page's language,
 * so a trader can type "gold" on an English page and "黄金" on a Chinese one.
 */
export function filterRows(rows: readonly InstrumentRow[], filter: RowFilter, nameOf: (row: InstrumentRow) => string): InstrumentRow[] {
  const needle = foldForSearch(filter.query);
  return rows.filter(
    (row) =>
      (!filter.category || row.market === filter.category || row.group === filter.category) &&
      (!needle || foldForSearch(row.symbol).includes(needle) || foldForSearch(nameOf(row)).includes(needle)),
  );
}

export interface RowSort {
  column: InstrumentColumn;
  direction: 'ascending' | 'descending';
}

const numericValue: Partial<Record<InstrumentColumn, (row: InstrumentRow) => number>> = {
  spread: (row) => row.spread,
  leverage: (row) => row.maxLeverage,
  swapLong: (row) => row.swapLong,
  swapShort: (row) => row.swapShort,
};

/** The rows in a new order; ties keep the data's order. Text columns compare with the page's collator. */
export function sortRows(
  rows: readonly InstrumentRow[],
  sort: RowSort,
  nameOf: (row: InstrumentRow) => string,
  collator: Intl.Collator,
): InstrumentRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const numeric = numericValue[sort.column];
  const compare = numeric
    ? (a: InstrumentRow, b: InstrumentRow) => numeric(a) - numeric(b)
    : sort.column === 'name'
      ? (a: InstrumentRow, b: InstrumentRow) => collator.compare(nameOf(a), nameOf(b))
      : (a: InstrumentRow, b: InstrumentRow) => collator.compare(a.symbol, b.symbol);
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * compare(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
}
