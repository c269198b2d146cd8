import React from 'react';
import type { Cell } from '../../lib/sections/types';
import { cellFigure } from '../../lib/sections/figures';
import { useLocale } from '../locale-context';
import { useTexts } from './context';
import { Icon } from './Icon';
import * as styles from './CellValue.module.css';

/** One value of a comparison table, written in the page's language. */
export function CellValue({ cell }: { cell: Cell }) {
  const { tag } = useLocale();
  const { t } = useTexts();
  switch (cell.kind) {
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
    default:
      return <>{cellFigure(cell, tag, t)}</>;
  }
}
