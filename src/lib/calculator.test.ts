import {
  convert,
  effectiveLeverage,
  margin,
  parseCalculatorInput,
  decimalSeparatorOf,
  parseDecimal,
  pipValue,
  pipsBetween,
  profit,
  samplePrice,
  swap,
  usdValue,
  type CalculatorInstrument,
} from './calculator';

// Sample rates of the hand-worked examples below (the same shape as data/content/calculator.json).
const rates = { EURUSD: 1.085, GBPUSD: 1.27, USDJPY: 151.2, AUDUSD: 0.655 };

const forex = (symbol: string, maxLeverage = 1000): CalculatorInstrument => ({
  symbol,
  market: 'forex',
  base: symbol.slice(0, 3),
  quote: symbol.slice(3),
  contractSize: 100_000,
  pipSize: symbol.endsWith('JPY') ? 0.01 : 0.0001,
  digits: symbol.endsWith('JPY') ? 3 : 5,
  maxLeverage,
  swapLong: -6.8,
  swapShort: 2.1,
});
const EURUSD = forex('EURUSD');
const USDJPY = forex('USDJPY');
const GBPJPY = forex('GBPJPY', 500);
const EURGBP = forex('EURGBP', 500);
const XAUUSD: CalculatorInstrument = {
  symbol: 'XAUUSD',
  market: 'metals',
  base: 'XAU',
  quote: 'USD',
  contractSize: 100,
  pipSize: 0.01,
  digits: 2,
  price: 2350,
  maxLeverage: 500,
  swapLong: -38.5,
  swapShort: 14.2,
};
const US500: CalculatorInstrument = {
  symbol: 'US500',
  market: 'indices',
  quote: 'USD',
  contractSize: 1,
  pipSize: 1,
  digits: 1,
  price: 5200,
  maxLeverage: 200,
  swapLong: -0.86,
  swapShort: 0.21,
};
const BTCUSD: CalculatorInstrument = {
  symbol: 'BTCUSD',
  market: 'crypto',
  base: 'BTC',
  quote: 'USD',
  contractSize: 1,
  pipSize: 1,
  digits: 2,
  price: 65_000,
  maxLeverage: 20,
  swapLong: -44.5,
  swapShort: -11.2,
};

describe('conversion through the sample rates', () => {
  it('values each currency in US dollars from a quote either way round', () => {
    expect(usdValue('USD', rates)).toBe(1);
    expect(usdValue('EUR', rates)).toBe(1.085);
    expect(usdValue('JPY', rates)).toBeCloseTo(1 / 151.2, 10);
    expect(() => usdValue('XYZ', rates)).toThrow(RangeError);
  });

  it('converts through the dollar: 1,000 JPY = 6.61 USD; 10 GBP = 11.71 EUR', () => {
    expect(convert(1000, 'JPY', 'USD', rates)).toBeCloseTo(6.6138, 4);
    expect(convert(10, 'GBP', 'EUR', rates)).toBeCloseTo(11.7051, 4);
    expect(convert(5, 'AUD', 'AUD', rates)).toBe(5);
  });

  it('crosses a currency pair price from the rates: EURGBP = 1.085 / 1.27', () => {
    expect(samplePrice(EURGBP, rates)).toBe(0.85433);
    expect(samplePrice(forex('EURJPY'), rates)).toBe(164.052);
    expect(samplePrice(XAUUSD, rates)).toBe(2350);
  });
});

describe('pip value', () => {
  it('1 lot EURUSD in a USD account: 0.0001 × 100,000 = 10 USD', () => {
    expect(pipValue({ instrument: EURUSD, lots: 1, accountCurrency: 'USD' }, rates)).toBeCloseTo(10, 10);
  });

  it('a JPY pair: 1 lot USDJPY is 1,000 JPY, or 1,000 / 151.20 = 6.61 USD', () => {
    expect(pipValue({ instrument: USDJPY, lots: 1, accountCurrency: 'JPY' }, rates)).toBeCloseTo(1000, 10);
    expect(pipValue({ instrument: USDJPY, lots: 1, accountCurrency: 'USD' }, rates)).toBeCloseTo(6.6138, 4);
  });

  it('a cross needing conversion: 1 lot EURGBP is 10 GBP = 12.70 USD = 11.71 EUR', () => {
    expect(pipValue({ instrument: EURGBP, lots: 1, accountCurrency: 'USD' }, rates)).toBeCloseTo(12.7, 10);
    expect(pipValue({ instrument: EURGBP, lots: 1, accountCurrency: 'EUR' }, rates)).toBeCloseTo(11.7051, 4);
  });

  it('scales with the volume and reads gold in points: 0.5 lot XAUUSD = 0.01 × 100 × 0.5 = 0.50 USD', () => {
    expect(pipValue({ instrument: XAUUSD, lots: 0.5, accountCurrency: 'USD' }, rates)).toBeCloseTo(0.5, 10);
    expect(pipValue({ instrument: EURUSD, lots: 0.01, accountCurrency: 'USD' }, rates)).toBeCloseTo(0.1, 10);
  });
});

describe('margin', () => {
  it('1 lot EURUSD at 1.0850 with 1:500: 108,500 USD / 500 = 217 USD', () => {
    expect(margin({ instrument: EURUSD, lots: 1, price: 1.085, leverage: 500, accountCurrency: 'USD' }, rates)).toBeCloseTo(217, 8);
  });

  it('1 lot USDJPY with 1:500 needs 100,000 / 500 = 200 USD, whatever the price is in yen', () => {
    expect(margin({ instrument: USDJPY, lots: 1, price: 151.2, leverage: 500, accountCurrency: 'USD' }, rates)).toBeCloseTo(200, 8);
  });

  it('1 lot XAUUSD at 2,350 with 1:500: 235,000 / 500 = 470 USD, = 433.18 EUR', () => {
    const position = { instrument: XAUUSD, lots: 1, price: 2350, leverage: 500 };
    expect(margin({ ...position, accountCurrency: 'USD' }, rates)).toBeCloseTo(470, 8);
    expect(margin({ ...position, accountCurrency: 'EUR' }, rates)).toBeCloseTo(433.1797, 4);
  });

  it('caps the leverage at the instrument maximum: US500 at 1:200 even on a 1:500 account', () => {
    expect(effectiveLeverage(500, US500)).toBe(200);
    expect(effectiveLeverage(100, US500)).toBe(100);
    expect(margin({ instrument: US500, lots: 1, price: 5200, leverage: 500, accountCurrency: 'USD' }, rates)).toBeCloseTo(26, 8);
    expect(margin({ instrument: BTCUSD, lots: 0.1, price: 65_000, leverage: 500, accountCurrency: 'USD' }, rates)).toBeCloseTo(325, 8);
  });
});

describe('profit and loss', () => {
  it('buying 1 lot EURUSD at 1.0850 and closing at 1.0900 makes 50 pips = 500 USD', () => {
    const position = { instrument: EURUSD, lots: 1, direction: 'buy' as const, open: 1.085, close: 1.09, accountCurrency: 'USD' };
    expect(profit(position, rates)).toBeCloseTo(500, 6);
    expect(pipsBetween(EURUSD, 1.085, 1.09, 'buy')).toBeCloseTo(50, 6);
  });

  it('the same move sold loses 500 USD', () => {
    const position = { instrument: EURUSD, lots: 1, direction: 'sell' as const, open: 1.085, close: 1.09, accountCurrency: 'USD' };
    expect(profit(position, rates)).toBeCloseTo(-500, 6);
  });

  it('selling 0.5 lot GBPJPY from 192.00 to 191.00 makes 50,000 JPY = 330.69 USD', () => {
    const position = { instrument: GBPJPY, lots: 0.5, direction: 'sell' as const, open: 192, close: 191 };
    expect(profit({ ...position, accountCurrency: 'JPY' }, rates)).toBeCloseTo(50_000, 6);
    expect(profit({ ...position, accountCurrency: 'USD' }, rates)).toBeCloseTo(330.6878, 4);
  });

  it('gold: 2 lots bought at 2,350 and sold at 2,340.50 lose 9.50 × 100 × 2 = 1,900 USD, in AUD 2,900.76', () => {
    const position = { instrument: XAUUSD, lots: 2, direction: 'buy' as const, open: 2350, close: 2340.5 };
    expect(profit({ ...position, accountCurrency: 'USD' }, rates)).toBeCloseTo(-1900, 6);
    expect(profit({ ...position, accountCurrency: 'AUD' }, rates)).toBeCloseTo(-2900.7634, 3);
  });
});

describe('swap', () => {
  it('1 lot EURUSD held long 3 nights at −6.8 pips: −6.8 × 10 × 3 = −204 USD', () => {
    expect(swap({ instrument: EURUSD, lots: 1, direction: 'buy', nights: 3, accountCurrency: 'USD' }, rates)).toBeCloseTo(-204, 8);
  });

  it('short earns the short rate: +2.1 × 10 = 21 USD a night', () => {
    expect(swap({ instrument: EURUSD, lots: 1, direction: 'sell', nights: 1, accountCurrency: 'USD' }, rates)).toBeCloseTo(21, 8);
  });

  it('converts like the pip value: 1 lot XAUUSD long one night = −38.5 × 1 USD = −35.48 EUR', () => {
    expect(swap({ instrument: XAUUSD, lots: 1, direction: 'buy', nights: 1, accountCurrency: 'EUR' }, rates)).toBeCloseTo(-35.4839, 4);
    expect(swap({ instrument: XAUUSD, lots: 1, direction: 'buy', nights: 0, accountCurrency: 'USD' }, rates)).toBeCloseTo(0, 10);
  });
});

describe('reading typed numbers', () => {
  it.each([
    ['1.5', 1.5],
    ['1,5', 1.5],
    [' 0.01 ', 0.01],
    ['1,000.25', 1000.25],
    ['65,000', 65000],
    ['1,000,000', 1000000],
    ['1,0850', 1.085],
    ['1.000,25', 1000.25],
    ['1 000,25', 1000.25],
    ['1\u202F000,25', 1000.25],
    ['.5', 0.5],
    ['\u0661\u066B\u0665', 1.5],
    ['-2', -2],
  ])('%j is %d', (input, expected) => {
    expect(parseDecimal(input)).toBe(expected);
  });

  it.each(['', 'abc', '1.2.3x', '--1', '1e3', ',', '1,2.3,4'])('%j is not a number', (input) => {
    expect(parseDecimal(input)).toBeNull();
  });

  it('reads a lone separator as the page language writes decimals', () => {
    expect(parseDecimal('1,085', ',')).toBe(1.085);
    expect(parseDecimal('1.085', ',')).toBe(1085);
    expect(parseDecimal('1.0850', ',')).toBe(1.085);
    expect(parseDecimal('1,085', '.')).toBe(1085);
    expect(decimalSeparatorOf('de')).toBe(',');
    expect(decimalSeparatorOf('zh-CN')).toBe('.');
  });

  const limits = { minLots: 0.01, maxLots: 100, maxNights: 365 };

  it('accepts a complete input', () => {
    expect(parseCalculatorInput({ lots: '0,5', open: '1.0850', close: '1.09', nights: '3' }, limits)).toEqual({
      ok: true,
      values: { lots: 0.5, open: 1.085, close: 1.09, nights: 3 },
    });
  });

  it('names each field that fails, and why', () => {
    expect(parseCalculatorInput({ lots: '0', open: 'x', close: '-1', nights: '1.5' }, limits)).toEqual({
      ok: false,
      errors: { lots: 'lots', open: 'price', close: 'price', nights: 'nights' },
    });
    expect(parseCalculatorInput({ lots: '101', open: '1', close: '1', nights: '366' }, limits)).toEqual({
      ok: false,
      errors: { lots: 'lots', nights: 'nights' },
    });
  });
});
