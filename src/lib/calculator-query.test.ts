import { calculatorSearch, readCalculatorQuery, type CalculatorChoices, type CalculatorState } from './calculator-query';

const choices: CalculatorChoices = {
  instruments: [{ symbol: 'EURUSD' }, { symbol: 'XAUUSD' }, { symbol: 'US500' }],
  accountCurrencies: ['USD', 'EUR', 'JPY'],
  leverages: [1, 100, 500],
  minLots: 0.01,
  maxLots: 100,
  maxNights: 365,
};

const state: CalculatorState = {
  symbol: 'EURUSD',
  accountCurrency: 'USD',
  leverage: 500,
  direction: 'buy',
  lots: 2,
  nights: 3,
  open: null,
  close: null,
};

describe('the calculator in the address', () => {
  it('writes every input, numbers as JavaScript writes them, prices only when typed', () => {
    expect(calculatorSearch(state)).toBe('?symbol=EURUSD&currency=USD&leverage=500&side=buy&lots=2&nights=3');
    expect(calculatorSearch({ ...state, lots: 0.05, open: 1.0852, close: 1.09 })).toBe(
      '?symbol=EURUSD&currency=USD&leverage=500&side=buy&lots=0.05&nights=3&open=1.0852&close=1.09',
    );
  });

  it('keeps the parameters it does not own (campaign codes) and replaces its own', () => {
    expect(calculatorSearch(state, '?campaign_code=spring&lots=7&symbol=XAUUSD')).toBe(
      '?campaign_code=spring&symbol=EURUSD&currency=USD&leverage=500&side=buy&lots=2&nights=3',
    );
  });

  it('reads back what it wrote', () => {
    const written = { ...state, direction: 'sell' as const, lots: 0.5, open: 2350.5, close: 2340 };
    expect(readCalculatorQuery(calculatorSearch(written), choices)).toEqual({ values: written, rejected: [] });
  });

  it('reads a partial address, ignoring what it does not own', () => {
    expect(readCalculatorQuery('?lots=2&nights=3&utm_source=mail', choices)).toEqual({ values: { lots: 2, nights: 3 }, rejected: [] });
    expect(readCalculatorQuery('symbol=xauusd&currency=eur', choices).values).toEqual({ symbol: 'XAUUSD', accountCurrency: 'EUR' });
  });

  it('rejects what the calculator cannot use, input by input, and keeps the rest', () => {
    const read = readCalculatorQuery(
      '?symbol=FOO&currency=XYZ&leverage=300&side=long&lots=500&nights=1.5&open=-1&close=abc&lots=2',
      choices,
    );
    expect(read).toEqual({
      values: {},
      rejected: ['symbol', 'accountCurrency', 'leverage', 'direction', 'lots', 'nights', 'open', 'close'],
    });
    expect(readCalculatorQuery('?lots=&nights=2', choices)).toEqual({ values: { nights: 2 }, rejected: ['lots'] });
    // Only plain numbers: no grouping, no exponent, no locale's decimal comma in a link.
    expect(readCalculatorQuery('?lots=1,5&open=1e3', choices).rejected).toEqual(['lots', 'open']);
    expect(readCalculatorQuery('?lots=0.001', choices).rejected).toEqual(['lots']);
  });
});
