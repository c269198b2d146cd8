import React, { useId } from 'react';
import { compareAccounts, type CostAccount, type Trade } from '../../lib/trading-costs';
import type { Rates } from '../../lib/calculator';
import { pipUnit } from '../../lib/instruments';
import { formatNumber, formatPips } from '../../lib/format';
import { useLocale } from '../locale-context';
import { useHeadingLevel, useTexts } from './context';
import * as styles from './CalculatorCosts.module.css';

/**
 * The all-in cost of the calculator's trade on each account type, side by side: spread,
 * commission, swap and total, each with its formula, the cheapest marked
 * (src/lib/trading-costs.ts); nothing while an input cannot be read (`trade` null).
 */
export function CalculatorCosts({
  id,
  trade,
  accounts,
  rates,
}: {
  id: string;
  trade: Trade | null;
  accounts: readonly CostAccount[];
  rates: Rates;
}) {
  const { t } = useTexts();
  const { tag } = useLocale();
  const titleId = useId();
  const Heading = useHeadingLevel() === 2 ? 'h3' : 'h4';
  const AccountHeading = Heading === 'h3' ? 'h4' : 'h5';
  // While a field cannot be read, the results say so once for both.
  if (!trade) return null;
  const money = (amount: number) => formatNumber(tag, amount, { style: 'currency', currency: trade.accountCurrency });
  const unit = pipUnit(trade.instrument.market);
  const lots = formatNumber(tag, trade.lots);
  const nights = formatNumber(tag, trade.nights);
  const compared = compareAccounts(trade, accounts, rates);

  const row = (name: string, value: string, formula: string) => (
    <div className={styles.row} data-cost={name}>
      <dt>{t(`sections:calculator.costs.rows.${name}`)}</dt>
      <dd>
        <span className={styles.value}>{value}</span>
        <span className={styles.formula}>{formula}</span>
      </dd>
    </div>
  );

  return (
    <section id={id} className={styles.costs} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {t('sections:calculator.costs.title')}
      </Heading>
      <p className={styles.intro}>{t('sections:calculator.costs.intro', { currency: trade.accountCurrency })}</p>
      <ul className={styles.accounts}>
        {compared.map((entry) => {
          const name = t(`sections:accounts.types.${entry.accountTypeId}.name`);
          if (!entry.available) {
            return (
              <li key={entry.accountTypeId} className={styles.account} data-account={entry.accountTypeId}>
                <AccountHeading className={styles.accountName}>{name}</AccountHeading>
                <p className={styles.unavailable}>{t('sections:calculator.costs.minLot', { minLot: formatNumber(tag, entry.minLot) })}</p>
              </li>
            );
          }
          const { cost } = entry;
          const pipValue = money(cost.pipValue);
          return (
            <li
              key={entry.accountTypeId}
              className={`${styles.account} ${entry.cheapest ? styles.cheapest : ''}`}
              data-account={entry.accountTypeId}
              data-cheapest={entry.cheapest || undefined}
            >
              <AccountHeading className={styles.accountName}>
                {name}
                {entry.cheapest && <span className={styles.badge}>{t('sections:calculator.costs.cheapest')}</span>}
              </AccountHeading>
              <dl className={styles.rows}>
                {row(
                  'spread',
                  money(cost.spreadCost),
                  t(`sections:calculator.costs.explain.spread.${unit}`, { spread: formatPips(tag, cost.spread), pipValue }),
                )}
                {row(
                  'commission',
                  money(cost.commission),
                  cost.commissionPerSide
                    ? t('sections:calculator.costs.explain.commission', {
                        amount: formatNumber(tag, cost.commissionPerSide.amount, {
                          style: 'currency',
                          currency: cost.commissionPerSide.currency,
                        }),
                        lots,
                      })
                    : t('sections:calculator.costs.explain.noCommission'),
                )}
                {row(
                  'swap',
                  money(cost.swapCost),
                  trade.nights === 0
                    ? t('sections:calculator.costs.explain.noSwap')
                    : t(`sections:calculator.costs.explain.${cost.swapRate < 0 ? 'swapCredit' : 'swapCharge'}.${unit}`, {
                        rate: formatPips(tag, Math.abs(cost.swapRate)),
                        pipValue,
                        nights,
                      }),
                )}
                {row('total', money(cost.total), t('sections:calculator.costs.explain.total'))}
              </dl>
            </li>
          );
        })}
      </ul>
      <p className={styles.note}>{t('sections:calculator.costs.note')}</p>
    </section>
  );
}
