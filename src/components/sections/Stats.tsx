import React from 'react';
import type { StatsSection, StatFormat } from '../../lib/sections/types';
import { formatLeverage, formatMilliseconds, formatNumber, formatPercent, formatPips, formatYear } from '../../lib/format';
import { useLocale } from '../locale-context';
import { useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import * as styles from './Stats.module.css';

/** A strip of key figures: markets, spreads from, leverage up to, execution speed. */
export default function Stats({ section }: { section: StatsSection }) {
  const { tag } = useLocale();
  const { t } = useTexts();
  const figure = (value: number, format: StatFormat): string => {
    switch (format) {
      case 'plus':
        return t('sections:units.plus', { value: formatNumber(tag, value) });
      case 'pips':
        return t('sections:units.pips', { value: formatPips(tag, value) });
      case 'leverage':
        return formatLeverage(tag, value);
      case 'ms':
        return formatMilliseconds(tag, value);
      case 'percent':
        return formatPercent(tag, value);
      case 'number':
        return formatNumber(tag, value);
      case 'year':
        return formatYear(tag, value);
    }
  };
  return (
    <SectionFrame section={section} className={styles.band}>
      <dl className={styles.stats}>
        {section.items.map((item) => (
          <div key={item.id} className={styles.stat}>
            <dt className={styles.label}>{t(`${section.key}.items.${item.id}`)}</dt>
            <dd className={styles.value}>{figure(item.value, item.format)}</dd>
          </div>
        ))}
      </dl>
    </SectionFrame>
  );
}
