/**
 * The trading calculator's inputs in the address (?symbol=EURUSD&lots=2&nights=3…), so that a
 * result can be linked, bookmarked and restored by Back and Forward. Numbers are written as
 * JavaScript writes them (a dot, no grouping) whatever the page's language. A value the
 * calculator cannot use is reported, so the page can fall back to its default and say so;
 * parameters it does not know (campaign codes) are kept as they are.
 */
import type { CalculatorLimits, Direction } from './calculator';

/** The query parameters, by input; their order is the order they are written in. */
export const CALCULATOR_PARAMS = {
  symbol: 'symbol',
  accountCurrency: 'currency',
  leverage: 'leverage',
  direction: 'side',
  lots: 'lots',
  nights: 'nights',
  open: 'open',
  close: 'close',
} as const;

export type CalculatorParam = keyof typeof CALCULATOR_PARAMS;

/** Every input as a value; open and close are null for the instrument's sample prices. */
export interface CalculatorState {
  symbol: string;
  accountCurrency: string;
  leverage: number;
  direction: Direction;
  lots: number;
  nights: number;
  open: number | null;
  close: number | null;
}

/** What the address may hold: the instruments, currencies and leverages offered, and the limits. */
export interface CalculatorChoices extends CalculatorLimits {
  instruments: readonly { symbol: string }[];
  accountCurrencies: readonly string[];
  leverages: readonly number[];
}

export interface LinkedState {
  /** The inputs the address gives and the calculator can use. */
  values: Partial<CalculatorState>;
  /** The inputs the address gives a value for that the calculator cannot use. */
  rejected: CalculatorParam[];
}

type Reader = (text: string, choices: CalculatorChoices) => CalculatorState[CalculatorParam] | undefined;

const number = (text: string): number | undefined => (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : undefined);
const price = (text: string) => {
  const value = number(text);
  return value !== undefined && value > 0 ? value : undefined;
};

const readers: Record<CalculatorParam, Reader> = {
  symbol: (text, { instruments }) => instruments.find((entry) => entry.symbol === text.toUpperCase())?.symbol,
  accountCurrency: (text, { accountCurrencies }) => accountCurrencies.find((currency) => currency === text.toUpperCase()),
  leverage: (text, { leverages }) => leverages.find((leverage) => String(leverage) === text),
  direction: (text) => (text === 'buy' || text === 'sell' ? text : undefined),
  lots: (text, { minLots, maxLots }) => {
    const value = number(text);
    return value !== undefined && value >= minLots && value <= maxLots ? value : undefined;
  },
  nights: (text, { maxNights }) => {
    const value = number(text);
    return value !== undefined && Number.isInteger(value) && value >= 0 && value <= maxNights ? value : undefined;
  },
  open: price,
  close: price,
};

/** Reads the calculator's inputs from a query string (`?…` or `…`). */
export function readCalculatorQuery(search: string, choices: CalculatorChoices): LinkedState {
  const params = new URLSearchParams(search);
  const values: Partial<Record<CalculatorParam, unknown>> = {};
  const rejected: CalculatorParam[] = [];
  for (const [input, param] of Object.entries(CALCULATOR_PARAMS) as [CalculatorParam, string][]) {
    const text = params.get(param);
    if (text === null) continue;
    const value = readers[input](text.trim(), choices);
    if (value === undefined) rejected.push(input);
    else values[input] = value;
  }
  return { values: values as Partial<CalculatorState>, rejected };
}

/**
 * The query string for a state, with the parameters of `current` the calculator does not own
 * kept first; open and close only when they are not the sample prices.
 */
export function calculatorSearch(state: CalculatorState, current = ''): string {
  const params = new URLSearchParams(current);
  for (const param of Object.values(CALCULATOR_PARAMS)) params.delete(param);
  for (const [input, param] of Object.entries(CALCULATOR_PARAMS) as [CalculatorParam, string][]) {
    const value = state[input];
    if (value !== null) params.set(param, String(value));
  }
  return `?${params.toString()}`;
}
