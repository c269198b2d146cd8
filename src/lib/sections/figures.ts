/**
 * The figures of the sections as text in the page's language: a key figure (Stats) and a
 * value of a comparison table (CellValue, by the query's type of cell; cellFigure by its kind). The components and the page text for machine
 * readers (gatsby/page-text/) write them with these, so both say the same.
 */
import { formatLeverage, formatMilliseconds, formatMoney, formatNumber, formatPercent, formatPips, formatYear } from '../format';
import { renderText, type Translate } from '../text';
import type { Cell, NumberUnit, StatFormat } from './types';

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

export function numberFigure(value: number, unit: NumberUnit | null | undefined, tag: string, t: Translate): string {
  switch (unit) {
    case 'pips':
    case 'points':
      return t(`sections:units.${unit}`, { value: formatPips(tag, value), count: value });
    case 'lots':
      return t('sections:units.lots', { value: formatNumber(tag, value), count: value });
    case 'percent':
      return formatPercent(tag, value);
    default:
      return formatNumber(tag, value);
  }
}

export function moneyFigure(cell: { amount: number; currency: string; per?: 'lotSide' | null }, tag: string, t: Translate): string {
  const amount = formatMoney(tag, cell.amount, cell.currency);
  return cell.per === 'lotSide' ? t('sections:units.perLotSide', { amount }) : amount;
}

export function cellFigure(cell: TextCell, tag: string, t: Translate): string {
  switch (cell.kind) {
    case 'text':
      return renderText(cell.text, t);
    case 'number':
      return numberFigure(cell.value, cell.unit, tag, t);
    case 'money':
      return moneyFigure(cell, tag, t);
    case 'leverage':
      return formatLeverage(tag, cell.value);
  }
}
