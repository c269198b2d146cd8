import React, { useId, useMemo, useState } from 'react';
import { graphql } from 'gatsby';
import {
  SORTABLE_COLUMNS,
  filterRows,
  pipUnit,
  sortRows,
  type InstrumentColumn,
  type InstrumentRow,
  type RowSort,
} from '../../lib/instruments';
import { formatLeverage, formatNumber, formatPips } from '../../lib/format';
import { useLocale } from '../locale-context';
import { useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import { TableScroller } from './TableScroller';
import * as styles from './Instruments.module.css';
import * as table from './Table.module.css';

/**
 * The sort direction drawn, not typed: the arrow characters are in few fonts (not in Noto Sans or
 * Noto Sans Arabic), so each table made the browser search the system's fonts for them.
 */
function SortMark({ direction }: { direction?: RowSort['direction'] }) {
  return (
    <svg
      className={styles.sortMark}
      data-direction={direction ?? 'none'}
      viewBox="0 0 10 14"
      width="10"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <path className={styles.up} d="M5 1.5 9 6H1z" />
      <path className={styles.down} d="M5 12.5 9 8H1z" />
    </svg>
  );
}

/** An instrument table from data/content: filter by text and market (or group), sort by any numeric or text column. */
export default function Instruments({ section }: { section: Queries.InstrumentsSectionDataFragment }) {
  const { tag } = useLocale();
  const { t, text } = useTexts();
  const id = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [sort, setSort] = useState<RowSort | null>(null);

  const names = useMemo(() => new Map(section.rows.map((row) => [row.symbol, text(row.name)])), [section.rows, text]);
  const nameOf = (row: InstrumentRow) => names.get(row.symbol) ?? row.symbol;
  const filtered = filterRows(section.rows, { query, category }, nameOf);
  const rows = sort ? sortRows(filtered, sort, nameOf, new Intl.Collator(tag, { numeric: true })) : filtered;

  const sortBy = (column: InstrumentColumn) =>
    setSort((current) => ({
      column,
      direction: current?.column === column && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  const cell = (row: InstrumentRow, column: InstrumentColumn) => {
    const unit = pipUnit(row.market);
    switch (column) {
      case 'symbol':
        return <span className={styles.symbol}>{row.symbol}</span>;
      case 'name':
        return nameOf(row);
      case 'spread':
        return t(`sections:units.${unit}`, { value: formatPips(tag, row.spread), count: row.spread });
      case 'leverage':
        return formatLeverage(tag, row.maxLeverage);
      case 'hours':
        return text(row.hours);
      case 'swapLong':
      case 'swapShort':
        return t(`sections:units.${unit}`, { value: formatPips(tag, row[column], true), count: row[column] });
    }
  };

  const captionId = `${id}-caption`;
  return (
    <SectionFrame section={section}>
      <div className={styles.controls} role="search">
        <div className={styles.field}>
          <label htmlFor={`${id}-query`}>{t('sections:instruments.search')}</label>
          <input
            id={`${id}-query`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('sections:instruments.searchPlaceholder')}
            autoComplete="off"
          />
        </div>
        {section.categories.length > 1 && (
          <div className={styles.field}>
            <label htmlFor={`${id}-category`}>{t('sections:instruments.category')}</label>
            <select id={`${id}-category`} value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value="">{t('sections:instruments.all')}</option>
              {section.categories.map((option) => (
                <option key={option.id} value={option.id}>
                  {text(option.label)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <p className={styles.count} role="status">
        {t('sections:instruments.count', { shown: formatNumber(tag, rows.length), total: formatNumber(tag, section.rows.length) })}
      </p>
      <TableScroller labelledBy={captionId}>
        <table className={`${table.table} ${styles.instruments}`}>
          <caption id={captionId} className="visually-hidden">
            {t('sections:instruments.caption')}
          </caption>
          <thead>
            <tr>
              {section.columnIds.map((column) => {
                const sorted = sort?.column === column ? sort.direction : undefined;
                return (
                  <th key={column} scope="col" aria-sort={sorted ?? (SORTABLE_COLUMNS.includes(column) ? 'none' : undefined)}>
                    {SORTABLE_COLUMNS.includes(column) ? (
                      <button type="button" className={styles.sort} onClick={() => sortBy(column)}>
                        {t(`sections:instruments.columns.${column}`)}
                        <SortMark direction={sorted} />
                      </button>
                    ) : (
                      t(`sections:instruments.columns.${column}`)
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.symbol}>
                {section.columnIds.map((column) =>
                  column === 'symbol' ? (
                    <th key={column} scope="row">
                      {cell(row, column)}
                    </th>
                  ) : (
                    <td key={column} className={column === 'name' ? styles.name : column === 'hours' ? undefined : table.numeric}>
                      {cell(row, column)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      {rows.length === 0 && <p className={styles.empty}>{t('sections:instruments.empty', { query })}</p>}
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment InstrumentsSectionData on InstrumentsSection {
    id
    key
    columnIds: columns
    categories {
      id
      label {
        ...TextData
      }
    }
    rows {
      symbol
      market
      group
      name {
        ...TextData
      }
      spread
      maxLeverage
      hours {
        ...TextData
      }
      swapLong
      swapShort
    }
  }
`;
