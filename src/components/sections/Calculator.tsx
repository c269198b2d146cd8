import React, { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
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
import { calculatorSearch, readCalculatorQuery, type CalculatorParam, type CalculatorState } from '../../lib/calculator-query';
import { pipUnit } from '../../lib/instruments';
import { formatDate, formatLeverage, formatNumber, formatPips } from '../../lib/format';
import { useLocale } from '../locale-context';
import { useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import { CalculatorCosts } from './CalculatorCosts';
import * as styles from './Calculator.module.css';

/** How far the sample close price lies from the open price, so profit and loss start out as an example. */
const SAMPLE_MOVE_PIPS = 50;

type InstrumentData = Queries.CalculatorSectionDataFragment['settings']['instruments'][number];

/** Every input of the calculator, as shown: what is typed stays as typed. */
interface Inputs {
  symbol: string;
  accountCurrency: string;
  leverage: number;
  direction: Direction;
  typed: CalculatorInput;
}

/** What the next write of the address is for: a choice (a new history entry), or an edit of a typed field. */
type Change = { field: CalculatorField | null };

/**
 * The trading calculator: pip value, margin, profit and loss and swap for an instrument
 * of data/content, in the account currency, recomputed as the trader types, and the trade's
 * all-in cost on each account type. What is typed stays as typed; a field that cannot be read
 * says why. The inputs live in the address (src/lib/calculator-query.ts): a choice adds a
 * history entry, an edit of a typed field one entry per field edited, so Back and Forward
 * restore them; the built page shows the defaults, and the address is read once it runs.
 */
export default function Calculator({ section }: { section: Queries.CalculatorSectionDataFragment }) {
  const { settings } = section;
  const rates = useMemo(() => Object.fromEntries(settings.rates.map(({ pair, rate }) => [pair, rate])), [settings.rates]);
  const { tag } = useLocale();
  const { t, text } = useTexts();
  const id = useId();
  const decimal = decimalSeparatorOf(tag);
  const plain = useCallback(
    (value: number, digits?: number) =>
      formatNumber(tag, value, { useGrouping: false, maximumFractionDigits: digits ?? 20, minimumFractionDigits: digits ?? 0 }),
    [tag],
  );
  const instrumentOf = useCallback(
    (symbol: string) => settings.instruments.find((entry) => entry.symbol === symbol) ?? settings.instruments[0],
    [settings.instruments],
  );
  const sampleOf = useCallback(
    (entry: InstrumentData) => {
      const open = samplePrice(entry, rates);
      return { open, close: open + SAMPLE_MOVE_PIPS * entry.pipSize };
    },
    [rates],
  );
  /** The inputs for values of the address, the defaults for the others. */
  const inputsOf = useCallback(
    (values: Partial<CalculatorState>): Inputs => {
      const { defaults } = settings;
      const instrument = instrumentOf(values.symbol ?? defaults.symbol);
      const sample = sampleOf(instrument);
      return {
        symbol: instrument.symbol,
        accountCurrency: values.accountCurrency ?? defaults.accountCurrency,
        leverage: values.leverage ?? defaults.leverage,
        direction: values.direction ?? 'buy',
        typed: {
          lots: plain(values.lots ?? defaults.lots),
          nights: plain(values.nights ?? defaults.nights),
          open: plain(values.open ?? sample.open, instrument.digits),
          close: plain(values.close ?? sample.close, instrument.digits),
        },
      };
    },
    [settings, instrumentOf, sampleOf, plain],
  );

  const [inputs, setInputs] = useState<Inputs>(() => inputsOf({}));
  /** The inputs of the address the calculator could not use (it shows their defaults and says so). */
  const [rejected, setRejected] = useState<readonly CalculatorParam[]>([]);
  const { symbol, accountCurrency, leverage, direction, typed: input } = inputs;
  const instrument = instrumentOf(symbol);

  const parsed = parseCalculatorInput(input, settings, decimal);
  const errors = parsed.ok ? {} : parsed.errors;

  // The address: read when the page runs and on Back and Forward; written after each change it can show.
  const written = useRef<string | null>(null);
  const change = useRef<Change | null>(null);
  /** The typed field whose edits the current history entry holds. */
  const editing = useRef<CalculatorField | null>(null);
  useEffect(() => {
    const show = () => {
      if (window.location.search === written.current) return;
      written.current = window.location.search;
      const linked = readCalculatorQuery(window.location.search, settings);
      setInputs(inputsOf(linked.values));
      setRejected(linked.rejected);
      editing.current = null;
    };
    show();
    window.addEventListener('popstate', show);
    return () => window.removeEventListener('popstate', show);
  }, [settings, inputsOf]);

  /** The inputs as the address writes them; null while a typed field cannot be read. */
  const stateOf = useCallback(
    (current: Inputs): CalculatorState | null => {
      const read = parseCalculatorInput(current.typed, settings, decimal);
      if (!read.ok) return null;
      const { lots, nights, open, close } = read.values;
      const entry = instrumentOf(current.symbol);
      const sample = sampleOf(entry);
      // A price the trader left at the instrument's sample price is not written.
      const typedPrice = (value: number, sampleValue: number) => (Math.abs(value - sampleValue) < entry.pipSize / 100 ? null : value);
      const { symbol: chosen, accountCurrency: currency, leverage: ratio, direction: side } = current;
      return {
        symbol: chosen,
        accountCurrency: currency,
        leverage: ratio,
        direction: side,
        lots,
        nights,
        open: typedPrice(open, sample.open),
        close: typedPrice(close, sample.close),
      };
    },
    [settings, decimal, instrumentOf, sampleOf],
  );

  useEffect(() => {
    const pending = change.current;
    const state = pending && stateOf(inputs);
    if (!pending || !state) return;
    change.current = null;
    const search = calculatorSearch(state, window.location.search);
    if (search === window.location.search) return;
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    // An edit of the field the current entry already holds replaces it; anything else is a new entry.
    if (pending.field && pending.field === editing.current) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState({ key: `${Date.now()}` }, '', url);
    editing.current = pending.field;
    written.current = search;
  }, [inputs, stateOf]);

  const update = (next: Partial<Omit<Inputs, 'typed'>> & { typed?: Partial<CalculatorInput> }, field: CalculatorField | null = null) => {
    change.current = { field };
    if (!field) editing.current = null;
    setRejected([]);
    setInputs((current) => ({ ...current, ...next, typed: { ...current.typed, ...next.typed } }));
  };
  const chooseInstrument = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = settings.instruments.find((entry) => entry.symbol === event.target.value);
    if (!next) return;
    // Prices belong to the instrument: a new instrument starts from its own sample price.
    const sample = sampleOf(next);
    update({ symbol: next.symbol, typed: { open: plain(sample.open, next.digits), close: plain(sample.close, next.digits) } });
  };
  const edit = (name: CalculatorField) => (event: ChangeEvent<HTMLInputElement>) => update({ typed: { [name]: event.target.value } }, name);

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
  const fieldLabels: Record<CalculatorParam, string> = {
    symbol: t('sections:calculator.instrument'),
    accountCurrency: t('sections:calculator.accountCurrency'),
    leverage: t('sections:calculator.leverage'),
    direction: t('sections:calculator.direction'),
    lots: t('sections:calculator.lots'),
    nights: t('sections:calculator.nights'),
    open: t('sections:calculator.open', { currency: instrument.quote }),
    close: t('sections:calculator.close', { currency: instrument.quote }),
  };

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
          onBlur={() => {
            if (editing.current === name) editing.current = null;
          }}
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
          {rejected.length > 0 && (
            <p className={styles.linkNote} role="status">
              {t('sections:calculator.linkNote', {
                fields: new Intl.ListFormat(tag, { type: 'conjunction' }).format(rejected.map((name) => fieldLabels[name])),
              })}
            </p>
          )}
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
              <select id={`${id}-currency`} value={accountCurrency} onChange={(event) => update({ accountCurrency: event.target.value })}>
                {settings.accountCurrencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {`${currency} – ${t(`sections:assets.${currency}`)}`}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-leverage`}>{t('sections:calculator.leverage')}</label>
              <select id={`${id}-leverage`} value={leverage} onChange={(event) => update({ leverage: Number(event.target.value) })}>
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
                  onChange={() => update({ direction: value })}
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
        <CalculatorCosts
          id={`${section.id}-costs`}
          trade={results && { instrument, lots: results.lots, direction, nights: results.nights, accountCurrency }}
          accounts={section.accounts}
          rates={rates}
        />
        <p className={styles.share}>{t('sections:calculator.shareHint')}</p>
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
    accounts {
      accountTypeId
      minLot
      commissionPerSide {
        amount
        currency
      }
      commissionMarkets
      typicalSpreads {
        symbol
        spread
      }
    }
  }
`;
