import React, { type ReactNode } from 'react';
import { TableScroller } from '../sections/TableScroller';
import * as styles from './bodies.module.css';

interface ScrollTableProps {
  /** Id of the caption, which also names the scrolling region. */
  id: string;
  caption: string;
  wide?: boolean;
  children: ReactNode;
}

/** A captioned table that scrolls inside its own focusable, named region on narrow screens. */
export function ScrollTable({ id, caption, wide = false, children }: ScrollTableProps) {
  return (
    <TableScroller labelledBy={id}>
      <table className={wide ? `${styles.table} ${styles.wide}` : styles.table}>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </TableScroller>
  );
}
