import React, { type ReactNode } from 'react';
import * as styles from './Table.module.css';

/**
 * A wide table scrolls sideways on a narrow screen; the scroll box is a labelled,
 * focusable region so keyboard users can scroll it too.
 */
export function TableScroller({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div className={styles.scroller} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
