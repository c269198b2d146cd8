import React, { useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { graphql } from 'gatsby';
import {
  decimalSeparatorOf,
  effectiveLeverage,
  margin,
  parseCalculatorInput,
  pipValue,
  pipsBetween,
  profit,
  samplePrice,
  swap,
  type CalculatorField,
  type CalculatorInput,
  type Direction,
} from '../../lib/calculator';
import { pipUnit } from '../../lib/instruments';
import { formatDate, formatLeverage, formatNumber, formatPips } from '../../lib/format';
import { useLocale } from '../locale-context';
import { useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import * as styles from './Calculator.module.css';

/** How far the sample close price lies from the open price, so profit and loss start out as an example. */
const SAMPLE_MOVE_PIPS = 50;

/**
 * The trading calculator: pip value, margin, profit and loss and swap for an instrument
 * of data/content, in the account currency, recomputed as the trader types. What is
 * typed stays as typed; a field that cannot be read says why.
 */
export default function Calculator({ section }: { section: Queries.CalculatorSectionDataFragment }) {
  const { settings } = section;
  const rates = useMemo(() => Object.fromEntries(settings.rates.map(({ pair, rate }) => [pair, rate])), [settings.rates]);
  const { tag } = useLocale();
  const { t, text } = useTexts();
  const id = useId();
  const decimal = decimalSeparatorOf(tag);
  const plain = (value: number, digits?: number) =>
    formatNumber(tag, value, { useGrouping: false, maximumFractionDigits: digits ?? 20, minimumFractionDigits: digits ?? 0 });

  const [symbol, setSymbol] = useState(settings.defaults.symbol);
  const [accountCurrency, setAccountCurrency] = useState(settings.defaults.accountCurrency);
  const [leverage, setLeverage] = useState(settings.defaults.leverage);
  const [direction, setDirection] = useState<Direction>('buy');
  const instrument = settings.instruments.find((entry) => entry.symbol === symbol) ?? settings.instruments[0];
  const samplePrices = (entry: typeof instrument) => {
    const open = samplePrice(entry, rates);
    return { open: plain(open, entry.digits), close: plain(open + SAMPLE_MOVE_PIPS * entry.pipSize, entry.digits) };
  };
  const [input, setInput] = useState<CalculatorInput>(() => ({
    lots: plain(settings.defaults.lots),
    nights: plain(settings.defaults.nights),
    ...samplePrices(instrument),
  }));

  const chooseInstrument = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = settings.instruments.find((entry) => entry.symbol === event.target.value);
    if (!next) return;
    setSymbol(next.symbol);
    // Prices belong to the instrument: a new instrument starts from its own sample price.
    setInput((current) => ({ ...current, ...samplePrices(next) }));
  };
  const edit = (field: CalculatorField) => (event: ChangeEvent<HTMLInputElement>) =>
    setInput((current) => ({ ...current, [field]: event.target.value }));

  const parsed = parseCalculatorInput(input, settings, decimal);
  const errors = parsed.ok ? {} : parsed.errors;
  const money = (amount: number) => formatNumber(tag, amount, { style: 'currency', currency: accountCurrency });
  const unit = pipUnit(instrument.market);
  const applied = effectiveLeverage(leverage, instrument);

  const results = (() => {
    if (!parsed.ok) return null;
    const { lots, open, close, nights } = parsed.values;
    const position = { instrument, lots, accountCurrency };
    return {
      pipValue: pipValue(position, rates),
      margin: margin({ ...position, price: open, leverage }, rates),
      profit: profit({ ...position, direction, open, close }, rates),
      pips: pipsBetween(instrument, open, close, direction),
      swap: swap({ ...position, direction, nights }, rates),
      lots,
      nights,
    };
  })();

  const field = (name: CalculatorField, label: string, hint?: string) => {
    const error = errors[name];
    const describedBy = [hint && `${id}-${name}-hint`, error && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined;
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          type="text"
          inputMode={name === 'nights' ? 'numeric' : 'decimal'}
          autoComplete="off"
          dir="ltr"
          value={input[name]}
          onChange={edit(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {hint && (
          <p id={`${id}-${name}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-${name}-error`} className={styles.error}>
            {t(`sections:calculator.errors.${error}`, {
              min: plain(settings.minLots),
              max: plain(settings.maxLots),
              maxNights: plain(settings.maxNights),
            })}
          </p>
        )}
      </div>
    );
  };

  const result = (name: string, value: string, explanation: ReactNode) => (
    <div className={styles.result} data-result={name}>
      <dt>{t(`sections:calculator.results.${name}`)}</dt>
      <dd>
        <span className={styles.value}>{value}</span>
        <span className={styles.explanation}>{explanation}</span>
      </dd>
    </div>
  );

  return (
    <SectionFrame section={section}>
      <form className={styles.calculator} onSubmit={(event) => event.preventDefault()} noValidate>
        <div className={styles.inputs}>
          <div className={styles.field}>
            <label htmlFor={`${id}-instrument`}>{t('sections:calculator.instrument')}</label>
            <select id={`${id}-instrument`} value={instrument.symbol} onChange={chooseInstrument}>
              {settings.markets.map((market) => (
                <optgroup key={market.id} label={text(market.label)}>
                  {settings.instruments
                    .filter((entry) => entry.market === market.id)
                    .map((entry) => (
                      <option key={entry.symbol} value={entry.symbol}>
                        {`${entry.symbol} – ${text(entry.name)}`}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </div>
          <div className={styles.pair}>
            <div className={styles.field}>
              <label htmlFor={`${id}-currency`}>{t('sections:calculator.accountCurrency')}</label>
              <select id={`${id}-currency`} value={accountCurrency} onChange={(event) => setAccountCurrency(event.target.value)}>
                {settings.accountCurrencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {`${currency} – ${t(`sections:assets.${currency}`)}`}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-leverage`}>{t('sections:calculator.leverage')}</label>
              <select id={`${id}-leverage`} value={leverage} onChange={(event) => setLeverage(Number(event.target.value))}>
                {settings.leverages.map((value) => (
                  <option key={value} value={value}>
                    {formatLeverage(tag, value)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset className={styles.direction}>
            <legend>{t('sections:calculator.direction')}</legend>
            {(['buy', 'sell'] as const).map((value) => (
              <label key={value} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-direction`}
                  value={value}
                  checked={direction === value}
                  onChange={() => setDirection(value)}
                />
                {t(`sections:calculator.${value}`)}
              </label>
            ))}
          </fieldset>
          <div className={styles.pair}>
            {field(
              'lots',
              t('sections:calculator.lots'),
              t('sections:calculator.lotsHint', { min: plain(settings.minLots), max: plain(settings.maxLots) }),
            )}
            {field('nights', t('sections:calculator.nights'))}
          </div>
          <div className={styles.pair}>
            {field('open', t('sections:calculator.open', { currency: instrument.quote }))}
            {field('close', t('sections:calculator.close', { currency: instrument.quote }))}
          </div>
          <p className={styles.spec}>
            {t('sections:calculator.spec', {
              contractSize: formatNumber(tag, instrument.contractSize),
              pipSize: plain(instrument.pipSize),
              maxLeverage: formatLeverage(tag, instrument.maxLeverage),
              quote: instrument.quote,
            })}
          </p>
        </div>
        <div className={styles.results} aria-live="polite">
          <h3 className={styles.resultsTitle}>{t('sections:calculator.resultsTitle', { currency: accountCurrency })}</h3>
          {results ? (
            <dl className={styles.list}>
              {result(
                'pipValue',
                money(results.pipValue),
                t(`sections:calculator.explain.pipValue.${unit}`, {
                  pipSize: plain(instrument.pipSize),
                  contractSize: formatNumber(tag, instrument.contractSize),
                  lots: formatNumber(tag, results.lots),
                }),
              )}
              {result(
                'margin',
                money(results.margin),
                t(applied < leverage ? 'sections:calculator.explain.marginCapped' : 'sections:calculator.explain.margin', {
                  leverage: formatLeverage(tag, applied),
                }),
              )}
              {result(
                'profit',
                money(results.profit),
                t(`sections:calculator.explain.profit.${unit}`, { pips: formatPips(tag, results.pips, true), count: results.pips }),
              )}
              {result(
                'swap',
                money(results.swap),
                t(`sections:calculator.explain.swap.${unit}`, {
                  rate: formatPips(tag, direction === 'buy' ? instrument.swapLong : instrument.swapShort, true),
                  nights: formatNumber(tag, results.nights),
                }),
              )}
            </dl>
          ) : (
            <p className={styles.invalid}>{t('sections:calculator.fixErrors')}</p>
          )}
          <p className={styles.rates}>
            {t('sections:calculator.ratesNote', { date: formatDate(tag, settings.rateDate) ?? settings.rateDate })}
          </p>
        </div>
      </form>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment CalculatorSectionData on CalculatorSection {
    id
    key
    settings {
      minLots
      maxLots
      maxNights
      instruments {
        symbol
        market
        base
        quote
        contractSize
        pipSize
        digits
        price
        maxLeverage
        swapLong
        swapShort
        name {
          ...TextData
        }
      }
      markets {
        id
        label {
          ...TextData
        }
      }
      accountCurrencies
      leverages
      rates {
        pair
        rate
      }
      rateDate
      defaults {
        symbol
        accountCurrency
        lots
        leverage
        nights
      }
    }
  }
`;
