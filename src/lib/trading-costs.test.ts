/**
 * @jest-environment node
 */
import * as store from './content-store';
import type { CalculatorInstrument } from './calculator';
import { compareAccounts, commissionOn, tradeCost, type CostAccount, type Trade } from './trading-costs';

// The accounts as the calculator's query gives them (AccountType nodes with their typical spreads).
const accounts: CostAccount[] = store.accountTypes.map((account) => ({
  accountTypeId: account.id,
  minLot: account.minLot,
  commissionPerSide: account.commissionPerSide,
  commissionMarkets: account.commissionMarkets,
  typicalSpreads: Object.entries(store.typicalSpreads.spreads).map(([symbol, byAccount]) => ({ symbol, spread: byAccount[account.id] })),
}));
const account = (id: string) => accounts.find((entry) => entry.accountTypeId === id) as CostAccount;
const instrument = (symbol: string) => store.instruments.instruments.find((entry) => entry.symbol === symbol) as CalculatorInstrument;
const rates = store.calculator.rates;
const cents = (value: number) => Math.round(value * 100) / 100;
const parts = (trade: Trade, id: string) => {
  const cost = tradeCost(trade, account(id), rates);
  return { spread: cents(cost.spreadCost), commission: cents(cost.commission), swap: cents(cost.swapCost), total: cents(cost.total) };
};

describe('the all-in cost of a trade (the worked example of docs/trading-costs.md)', () => {
  // Buy 2 lots of EURUSD, hold 3 nights, USD account: a pip is 0.0001 × 100,000 × 2 = 20 USD.
  const trade: Trade = { instrument: instrument('EURUSD'), lots: 2, direction: 'buy', nights: 3, accountCurrency: 'USD' };

  it('Standard: 1.2 pips × 20 = 24 USD, no commission, swap 6.8 × 20 × 3 = 408 USD; 432 USD', () => {
    expect(parts(trade, 'standard')).toEqual({ spread: 24, commission: 0, swap: 408, total: 432 });
  });

  it('Raw: 0.1 pips × 20 = 2 USD, 3.50 × 2 lots × 2 sides = 14 USD, swap 408 USD; 424 USD', () => {
    expect(parts(trade, 'raw')).toEqual({ spread: 2, commission: 14, swap: 408, total: 424 });
  });

  it('Pro: 0.3 pips × 20 = 6 USD, 2.00 × 2 lots × 2 sides = 8 USD, swap 408 USD; 422 USD, the cheapest', () => {
    expect(parts(trade, 'pro')).toEqual({ spread: 6, commission: 8, swap: 408, total: 422 });
    const compared = compareAccounts(trade, accounts, rates);
    expect(compared.map((entry) => entry.available && entry.cheapest)).toEqual([false, false, true]);
  });

  it('converts into the account currency, and counts a swap credit against the cost', () => {
    // Sold, the swap is a credit of 2.1 pips a night; in EUR a pip of 2 lots is 20 / 1.085 = 18.43 EUR.
    const sold = parts({ ...trade, direction: 'sell', accountCurrency: 'EUR' }, 'raw');
    expect(sold).toEqual({ spread: 1.84, commission: 12.9, swap: -116.13, total: -101.38 });
  });
});

describe('comparing accounts', () => {
  const trade: Trade = { instrument: instrument('EURUSD'), lots: 0.05, direction: 'buy', nights: 0, accountCurrency: 'USD' };

  it('leaves out an account whose minimum trade is larger, and marks every account that ties for the lowest', () => {
    const compared = compareAccounts(trade, accounts, rates);
    expect(compared[2]).toEqual({ accountTypeId: 'pro', available: false, minLot: 0.1 });
    // Indices pay no commission on any account; Raw and Pro share the same typical spread.
    const index = compareAccounts({ ...trade, instrument: instrument('US500'), lots: 1 }, accounts, rates);
    expect(index.map((entry) => entry.available && entry.cheapest)).toEqual([false, true, true]);
    expect(index.every((entry) => entry.available && entry.cost.commission === 0)).toBe(true);
  });

  it('charges commission only on the markets the account names', () => {
    expect(commissionOn(account('raw'), instrument('XAUUSD'))).toEqual({ amount: 3.5, currency: 'USD' });
    expect(commissionOn(account('raw'), instrument('BTCUSD'))).toBeNull();
    expect(commissionOn(account('standard'), instrument('EURUSD'))).toBeNull();
  });

  it('fails loudly on an instrument an account has no typical spread for', () => {
    expect(() => tradeCost({ ...trade, instrument: { ...instrument('EURUSD'), symbol: 'EURXYZ' } }, account('raw'), rates)).toThrow(
      /no typical spread for EURXYZ/,
    );
  });
});

describe('the typical spreads and commissions of data/content', () => {
  const calculatorInstruments = store.instruments.instruments.filter((entry) => store.calculator.markets.includes(entry.market));

  it('has a typical spread on every account for every instrument of the calculator, and for nothing else', () => {
    const ids = store.accountTypes.map((entry) => entry.id).sort();
    expect(Object.keys(store.typicalSpreads.spreads).sort()).toEqual(calculatorInstruments.map((entry) => entry.symbol).sort());
    for (const [symbol, byAccount] of Object.entries(store.typicalSpreads.spreads)) {
      expect([symbol, Object.keys(byAccount).sort()]).toEqual([symbol, ids]);
      for (const spread of Object.values(byAccount)) expect(spread).toBeGreaterThanOrEqual(0);
    }
  });

  it('agrees with what the account types table says: spreads from, and commission on forex', () => {
    for (const entry of store.accountTypes) {
      const forex = calculatorInstruments.filter((item) => item.market === 'forex');
      const lowest = Math.min(...forex.map((item) => store.typicalSpreads.spreads[item.symbol][entry.id]));
      expect([entry.id, lowest >= entry.spreadFrom]).toEqual([entry.id, true]);
      // An account with a commission names the markets that pay it, forex among them; one without names none.
      expect([entry.id, entry.commissionMarkets.includes('forex')]).toEqual([entry.id, entry.commissionPerSide !== null]);
      if (!entry.commissionPerSide) expect(entry.commissionMarkets).toEqual([]);
    }
  });
});
