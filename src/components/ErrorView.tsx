import React from 'react';
import { navigate } from 'gatsby';
import { navigateWithStrings } from '../lib/shared-strings';
import { useTranslation } from './useTranslation';
import type { TFunction } from 'i18next';
import { errorKind } from '../lib/errors';
import * as styles from './ErrorView.module.css';

interface ErrorViewProps {
  /** The HTTP-style status (default 404); null when there is none, as for an app error. */
  status?: number | null;
  /** The full path that failed, shown so the visitor can check it. */
  path?: string | null;
}

/** The error page of §2: status, message, description, and a way back. */
export function ErrorView({ status = 404, path }: ErrorViewProps) {
  const { t } = useTranslation('common');
  const kind = status === null ? 'other' : errorKind(status);
  const goBack = () => (window.history.length > 1 ? window.history.back() : navigateWithStrings('/', navigate));
  return (
    <section className={`container ${styles.error}`} aria-labelledby="error-title">
      {status !== null && <p className={styles.code}>{status}</p>}
      <h1 id="error-title" className={styles.title}>
        {t(`error.messages.${kind}`)}
      </h1>
      <p className={styles.description}>{t(`error.descriptions.${kind}`)}</p>
      {path && (
        <p className={styles.path}>
          {t('error.pathLabel')}: <code dir="ltr">{path}</code>
        </p>
      )}
      <div className={styles.actions}>
        <a className="button button-primary" href="/">
          {t('error.backHome')}
        </a>
        <button type="button" className="button button-secondary" onClick={goBack}>
          {t('error.goBack')}
        </button>
      </div>
    </section>
  );
}

/** The document title of the error page: `Error {code} | brand`, or `Error | brand` without a code. */
export function errorTitle(t: TFunction, status: number | null): string {
  const page = status === null ? t('runtime:appError.title') : t('error.title', { code: status });
  return t('meta.titleTemplate', { page });
}
