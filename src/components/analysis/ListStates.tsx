import React, { type ReactNode } from 'react';
import { useTranslation } from '../useTranslation';
import * as styles from './ListStates.module.css';
import * as lists from './lists.module.css';

/**
 * Cards of the size the loaded ones will have, while a list loads, so nothing moves when
 * it arrives. Screen readers hear the status text instead of the shapes.
 */
export function LoadingCards({ count, variant = 'card', stacked = false }: { count: number; variant?: 'card' | 'row'; stacked?: boolean }) {
  const { t } = useTranslation('analysis');
  return (
    <div>
      <p className="visually-hidden" role="status">
        {t('states.loading')}
      </p>
      <ul className={variant === 'row' ? styles.rows : stacked ? lists.stack : lists.cards} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={variant === 'card' ? styles.card : styles.row}>
            <span className={styles.bar} />
            <span className={`${styles.bar} ${styles.wide}`} />
            <span className={`${styles.bar} ${styles.wide}`} />
            {variant === 'card' && <span className={`${styles.bar} ${styles.short}`} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Nothing to show (no items, or none that match the filters), with what the visitor can do. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className={styles.state} role="status">
      <p>{message}</p>
      {children}
    </div>
  );
}

/** A list or item that failed to load, with a button to ask again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('analysis');
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert">
      <p>{message}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('states.retry')}
      </button>
    </div>
  );
}
