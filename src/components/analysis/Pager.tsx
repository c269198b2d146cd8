import React from 'react';
import { useTranslation } from '../useTranslation';
import { pagerItems } from '../../lib/analysis/list-query';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../locale-context';
import * as styles from './Pager.module.css';

/** Previous, next and page buttons of a list; nothing when it has one page. */
export function Pager({ page, count, onChange }: { page: number; count: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('analysis');
  const { tag } = useLocale();
  if (count <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <button type="button" className={styles.step} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true" className={styles.arrow}>
          ‹
        </span>
        {t('pager.previous')}
      </button>
      <ul className={styles.pages}>
        {pagerItems(page, count).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pager.page', { page: formatNumber(tag, item) })}
                onClick={() => onChange(item)}
              >
                {formatNumber(tag, item)}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className={styles.step} disabled={page >= count} onClick={() => onChange(page + 1)}>
        {t('pager.next')}
        <span aria-hidden="true" className={styles.arrow}>
          ›
        </span>
      </button>
    </nav>
  );
}
