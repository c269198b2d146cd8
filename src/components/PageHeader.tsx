import React from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from './LocalizedLink';
import * as styles from './PageHeader.module.css';

interface PageHeaderProps {
  titleKey: string;
  /** The menu section the page belongs to, when it has one (`menu.sections.{id}.title`). */
  section?: string;
  intro?: string;
}

/** Breadcrumb, heading and introduction of a content page. */
export function PageHeader({ titleKey, section, intro }: PageHeaderProps) {
  const { t, i18n } = useTranslation('common');
  const sectionKey = `menu.sections.${section}.title`;
  return (
    <header className={styles.header}>
      <div className="container">
        <nav aria-label={t('meta.breadcrumb')}>
          <ol className={styles.breadcrumb}>
            <li>
              <LocalizedLink to="">{t('meta.home')}</LocalizedLink>
            </li>
            {section && i18n.exists(sectionKey, { ns: 'common' }) && <li>{t(sectionKey)}</li>}
            <li aria-current="page">{t(titleKey)}</li>
          </ol>
        </nav>
        <h1 className={styles.title}>{t(titleKey)}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
    </header>
  );
}
