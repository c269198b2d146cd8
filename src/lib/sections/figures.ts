/**
 * The figures of the sections as text in the page's language: a key figure (Stats) and a
 * value of a comparison table (CellValue). The components and the page text for machine
 * readers (gatsby/page-text/) write them with these, so both say the same.
 */
import { formatLeverage, formatMilliseconds, formatMoney, formatNumber, formatPercent, formatPips, formatYear } from '../format';
import { renderText, type Translate } from '../text';
import type { Cell, StatFormat } from './types';

export function statFigure(value: number, format: StatFormat, tag: string, t: Translate): string {
  switch (format) {
    case 'plus':
      return t('sections:units.plus', { value: formatNumber(tag, value) });
    case 'pips':
      return t('sections:units.pips', { value: formatPips(tag, value), count: value });
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
}

/** A table value that is a text (a yes/no or a list the component draws itself). */
export type TextCell = Exclude<Cell, { kind: 'bool' } | { kind: 'list' }>;

export function cellFigure(cell: TextCell, tag: string, t: Translate): string {
  switch (cell.kind) {
    case 'text':
      return renderText(cell.text, t);
    case 'number':
      switch (cell.unit) {
        case 'pips':
        case 'points':
          return t(`sections:units.${cell.unit}`, { value: formatPips(tag, cell.value), count: cell.value });
        case 'lots':
          return t('sections:units.lots', { value: formatNumber(tag, cell.value), count: cell.value });
        case 'percent':
          return formatPercent(tag, cell.value);
        default:
          return formatNumber(tag, cell.value);
      }
    case 'money': {
      const amount = formatMoney(tag, cell.amount, cell.currency);
      return cell.per === 'lotSide' ? t('sections:units.perLotSide', { amount }) : amount;
    }
    case 'leverage':
      return formatLeverage(tag, cell.value);
  }
}
