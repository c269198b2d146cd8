/** The symbols of data/content/symbols.json and the lookups on them. */
import { symbols } from '../content-store';
import type { SymbolOfToday, TradingSymbol } from '../api/types';

export const allSymbols: TradingSymbol[] = symbols.symbols;

const DAY_MS = 86_400_000;

/** A market's symbols, or the one symbol named; case-insensitive. */
export function symbolsByValue(value: string): TradingSymbol[] {
  const wanted = value.trim().toLowerCase();
  const market = allSymbols.filter((symbol) => symbol.market === wanted);
  return market.length > 0 ? market : allSymbols.filter((symbol) => symbol.symbol.toLowerCase() === wanted);
}

export function symbolOfDay(now: number): SymbolOfToday {
  const day = Math.floor(now / DAY_MS);
  const code = symbols.featured[day % symbols.featured.length];
  const symbol = allSymbols.find((candidate) => candidate.symbol === code);
  if (!symbol) throw new Error(`symbols.json features unknown symbol ${code}`);
  return { date: new Date(day * DAY_MS).toISOString().slice(0, 10), symbol };
}
