/**
 * The trading calculator's formulas (platform/trading-calculator): pip value, margin,
 * profit and loss, and swap, in the trader's account currency. Amounts arise in the
 * instrument's quote currency and are converted through sample rates (market quotes
 * against USD, as in data/content/calculator.json).
 */
import type { Instrument } from './instruments';

/** Market quotes against the US dollar, either way round: { EURUSD: 1.085, USDJPY: 151.2 }. */
export type Rates = Readonly<Record<string, number>>;

/** What the calculator knows of an instrument (a missing base or price is null in a page's data). */
export type CalculatorInstrument = Pick<
  Instrument,
  'symbol' | 'market' | 'quote' | 'contractSize' | 'pipSize' | 'digits' | 'maxLeverage' | 'swapLong' | 'swapShort'
> & { base?: string | null; price?: number | null };

/** What one unit of a currency is worth in US dollars. */
export function usdValue(currency: string, rates: Rates): number {
  if (currency === 'USD') return 1;
  const direct = rates[`${currency}USD`];
  if (direct) return direct;
  const inverse = rates[`USD${currency}`];
  if (inverse) return 1 / inverse;
  throw new RangeError(`No sample rate for ${currency}`);
}

export function convert(amount: number, from: string, to: string, rates: Rates): number {
  return from === to ? amount : (amount * usdValue(from, rates)) / usdValue(to, rates);
}

/** The instrument's sample price: its own, or for a currency pair the cross of the sample rates. */
export function samplePrice(instrument: CalculatorInstrument, rates: Rates): number {
  if (typeof instrument.price === 'number') return instrument.price;
  if (!instrument.base) throw new RangeError(`${instrument.symbol} has neither a price nor a base currency`);
  const cross = usdValue(instrument.base, rates) / usdValue(instrument.quote, rates);
  return Number(cross.toFixed(instrument.digits));
}

export type Direction = 'buy' | 'sell';

export interface Position {
  instrument: CalculatorInstrument;
  lots: number;
  accountCurrency: string;
}

/** Value of a one-pip move: pip size × contract size × lots, in the account currency. */
export function pipValue({ instrument, lots, accountCurrency }: Position, rates: Rates): number {
  return convert(instrument.pipSize * instrument.contractSize * lots, instrument.quote, accountCurrency, rates);
}

/** The account's leverage, capped by the instrument's maximum. */
export const effectiveLeverage = (accountLeverage: number, instrument: CalculatorInstrument): number =>
  Math.min(accountLeverage, instrument.maxLeverage);

/** Margin to open the position: notional value (lots × contract size × price) ÷ leverage. */
export function margin(position: Position & { price: number; leverage: number }, rates: Rates): number {
  const { instrument, lots, price, leverage, accountCurrency } = position;
  const notional = lots * instrument.contractSize * price;
  return convert(notional / effectiveLeverage(leverage, instrument), instrument.quote, accountCurrency, rates);
}

/** Profit (positive) or loss (negative) between an open and a close price. */
export function profit(position: Position & { direction: Direction; open: number; close: number }, rates: Rates): number {
  const { instrument, lots, direction, open, close, accountCurrency } = position;
  const move = direction === 'buy' ? close - open : open - close;
  return convert(move * instrument.contractSize * lots, instrument.quote, accountCurrency, rates);
}

/** The price move between two prices, in pips (points). */
export const pipsBetween = (instrument: CalculatorInstrument, open: number, close: number, direction: Direction): number =>
  (direction === 'buy' ? close - open : open - close) / instrument.pipSize;

/** Overnight swap for holding the position a number of nights (the swap rate is in pips per lot per night). */
export function swap(position: Position & { direction: Direction; nights: number }, rates: Rates): number {
  const rate = position.direction === 'buy' ? position.instrument.swapLong : position.instrument.swapShort;
  return rate * pipValue(position, rates) * position.nights;
}

/**
 * Reads a number as a trader types it: "1.5", "1,5", "1 000,5", "65,000", "1,000.5", or
 * with Arabic-Indic digits. When both separators appear, the last one is the decimal
 * point; a lone separator is the decimal point when it is the page language's, or when
 * it is not followed by exactly three digits ("1,5" but "65,000"). Returns null when
 * the text is not a number.
 */
export function parseDecimal(input: string, decimalSeparator: '.' | ',' = '.'): number | null {
  const text = input
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.')
    .replace(/[\s\u00A0\u202F'\u066C]/g, '');
  const separators = [...new Set(text.match(/[.,]/g) ?? [])];
  let decimal: string | null = null;
  if (separators.length === 2) decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
  else if (separators.length === 1) {
    const [separator] = separators;
    const once = text.indexOf(separator) === text.lastIndexOf(separator);
    const grouping = !once || (separator !== decimalSeparator && /^[+-]?\d{1,3}[.,]\d{3}$/.test(text));
    decimal = grouping ? null : separator;
  }
  const grouping = decimal === ',' ? /\./g : decimal === '.' ? /,/g : /[.,]/g;
  const normalised = text.replace(grouping, '').replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return null;
  return Number(normalised);
}

/** The decimal separator of a language tag's numbers. */
export const decimalSeparatorOf = (tag: string): '.' | ',' =>
  new Intl.NumberFormat(tag).formatToParts(1.5).find((part) => part.type === 'decimal')?.value === ',' ? ',' : '.';

export interface CalculatorLimits {
  minLots: number;
  maxLots: number;
  maxNights: number;
}

/** What the trader typed, as typed. */
export interface CalculatorInput {
  lots: string;
  open: string;
  close: string;
  nights: string;
}

export type CalculatorField = keyof CalculatorInput;
export type FieldError = 'lots' | 'price' | 'nights';

export type ParsedInput =
  | { ok: true; values: { lots: number; open: number; close: number; nights: number } }
  | { ok: false; errors: Partial<Record<CalculatorField, FieldError>> };

/** Checks the typed values; each field that fails names its error (the translation key's last part). */
export function parseCalculatorInput(input: CalculatorInput, limits: CalculatorLimits, decimalSeparator: '.' | ',' = '.'): ParsedInput {
  const errors: Partial<Record<CalculatorField, FieldError>> = {};
  const parse = (text: string) => parseDecimal(text, decimalSeparator);
  const lots = parse(input.lots);
  if (lots === null || lots < limits.minLots || lots > limits.maxLots) errors.lots = 'lots';
  const open = parse(input.open);
  if (open === null || open <= 0) errors.open = 'price';
  const close = parse(input.close);
  if (close === null || close <= 0) errors.close = 'price';
  const nights = parse(input.nights);
  if (nights === null || !Number.isInteger(nights) || nights < 0 || nights > limits.maxNights) errors.nights = 'nights';
  if (Object.keys(errors).length > 0 || lots === null || open === null || close === null || nights === null) {
    return { ok: false, errors };
  }
  return { ok: true, values: { lots, open, close, nights } };
}
