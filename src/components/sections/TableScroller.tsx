import React, { type ReactNode } from 'react';
import * as styles from './Table.module.css';

/**
 * A wide table scrolls sideways on a narrow screen; the scroll box is a labelled,
 * focusable region (a named <section>) so keyboard users can scroll it too.
 */
export function TableScroller({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section className={styles.scroller} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </section>
  );
}
