import React from 'react';
import type { Cell } from '../../lib/sections/types';
import { formatLeverage, formatMoney, formatNumber, formatPercent, formatPips } from '../../lib/format';
import { useLocale } from '../locale-context';
import { useTexts } from './context';
import { Icon } from './Icon';
import * as styles from './CellValue.module.css';

/** One value of a comparison table, written in the page's language. */
export function CellValue({ cell }: { cell: Cell }) {
  const { tag } = useLocale();
  const { t, text } = useTexts();
  switch (cell.kind) {
    case 'text':
      return <>{text(cell.text)}</>;
    case 'number':
      switch (cell.unit) {
        case 'pips':
        case 'points':
          return <>{t(`sections:units.${cell.unit}`, { value: formatPips(tag, cell.value) })}</>;
        case 'lots':
          return <>{t('sections:units.lots', { value: formatNumber(tag, cell.value) })}</>;
        case 'percent':
          return <>{formatPercent(tag, cell.value)}</>;
        default:
          return <>{formatNumber(tag, cell.value)}</>;
      }
    case 'money': {
      const amount = formatMoney(tag, cell.amount, cell.currency);
      return <>{cell.per === 'lotSide' ? t('sections:units.perLotSide', { amount }) : amount}</>;
    }
    case 'leverage':
      return <>{formatLeverage(tag, cell.value)}</>;
    case 'bool':
      return (
        <span className={cell.value ? styles.yes : styles.no}>
          <Icon name={cell.value ? 'check' : 'cross'} />
          <span className="visually-hidden">{t(cell.value ? 'sections:values.yes' : 'sections:values.no')}</span>
        </span>
      );
    case 'list':
      return (
        <ul className={styles.list}>
          {cell.items.map((item, index) => (
            <li key={index}>
              <CellValue cell={item} />
            </li>
          ))}
        </ul>
      );
  }
}
