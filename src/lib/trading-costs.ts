/**
 * The all-in cost of a trade on each account type (platform/trading-calculator, docs/trading-costs.md):
 * the account's typical spread, its commission on both sides and the overnight swap, in the
 * trader's account currency, and which account is cheapest. Built on the calculator's pip
 * value, swap and conversions (./calculator.ts).
 */
import { convert, pipValue, swap, type CalculatorInstrument, type Direction, type Rates } from './calculator';

export interface Money {
  amount: number;
  currency: string;
}

/** What the comparison reads of an account type: the fields its GraphQL node (AccountType) serves. */
export interface CostAccount {
  accountTypeId: string;
  minLot: number;
  /** Per lot and per side (opening and closing each pay it), on the markets of commissionMarkets. */
  commissionPerSide: Money | null;
  commissionMarkets: readonly string[];
  /** In the instrument's pips or points. */
  typicalSpreads: readonly { symbol: string; spread: number }[];
}

export interface Trade {
  instrument: CalculatorInstrument;
  lots: number;
  direction: Direction;
  nights: number;
  accountCurrency: string;
}

/** Each part of a trade's cost on one account, in the account currency; what it pays is positive. */
export interface TradeCost {
  accountTypeId: string;
  /** The account's typical spread of the instrument, in its pips or points. */
  spread: number;
  /** The value of one pip (point) of this trade, which the spread and the swap are counted in. */
  pipValue: number;
  spreadCost: number;
  /** The commission the trade pays per lot and side, in its own currency; null when it pays none. */
  commissionPerSide: Money | null;
  commission: number;
  /** Pips (points) a night the trade is charged; negative when the swap is a credit. */
  swapRate: number;
  swapCost: number;
  total: number;
}

export type AccountCost =
  | { accountTypeId: string; available: true; cost: TradeCost; cheapest: boolean }
  /** The account does not take a trade this small. */
  | { accountTypeId: string; available: false; minLot: number };

/** The typical spread of the instrument on the account; the data holds one for every instrument of the calculator. */
export function typicalSpread(account: CostAccount, symbol: string): number {
  const entry = account.typicalSpreads.find((candidate) => candidate.symbol === symbol);
  if (!entry) throw new RangeError(`Account ${account.accountTypeId} has no typical spread for ${symbol}`);
  return entry.spread;
}

/** The commission per lot and side the account charges on the instrument's market, if any. */
export const commissionOn = (account: CostAccount, instrument: CalculatorInstrument): Money | null =>
  account.commissionPerSide && account.commissionMarkets.includes(instrument.market) ? account.commissionPerSide : null;

/**
 * spread cost = typical spread × pip value;
 * commission = commission per lot per side × lots × 2 (open and close);
 * swap = −(swap rate × pip value × nights), what the swap takes from the account;
 * total = spread cost + commission + swap.
 */
export function tradeCost(trade: Trade, account: CostAccount, rates: Rates): TradeCost {
  const { instrument, lots, accountCurrency } = trade;
  const spread = typicalSpread(account, instrument.symbol);
  const value = pipValue({ instrument, lots, accountCurrency }, rates);
  const commissionPerSide = commissionOn(account, instrument);
  const commission = commissionPerSide
    ? convert(commissionPerSide.amount * lots * 2, commissionPerSide.currency, accountCurrency, rates)
    : 0;
  const swapRate = -(trade.direction === 'buy' ? instrument.swapLong : instrument.swapShort);
  const swapCost = -swap(trade, rates);
  const spreadCost = spread * value;
  return {
    accountTypeId: account.accountTypeId,
    spread,
    pipValue: value,
    spreadCost,
    commissionPerSide,
    commission,
    swapRate,
    swapCost,
    total: spreadCost + commission + swapCost,
  };
}

/** Amounts equal to a millionth of a unit count as equal (floating point). */
const EPSILON = 1e-6;

/**
 * The trade's cost on each account, in the accounts' order: an account whose minimum trade is
 * larger than the trade is unavailable; the available ones with the lowest total are cheapest
 * (several when they tie).
 */
export function compareAccounts(trade: Trade, accounts: readonly CostAccount[], rates: Rates): AccountCost[] {
  const costs = accounts.map((account) =>
    trade.lots + EPSILON < account.minLot
      ? { accountTypeId: account.accountTypeId, available: false as const, minLot: account.minLot }
      : { accountTypeId: account.accountTypeId, available: true as const, cost: tradeCost(trade, account, rates) },
  );
  const lowest = Math.min(...costs.map((entry) => (entry.available ? entry.cost.total : Infinity)));
  return costs.map((entry) => (entry.available ? { ...entry, cheapest: entry.cost.total <= lowest + EPSILON } : entry));
}
