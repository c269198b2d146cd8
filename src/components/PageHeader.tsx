import React, { type ReactNode } from 'react';
import { useTranslation } from './useTranslation';
import type { TextDirection } from '../lib/locales';
import { LocalizedLink } from './LocalizedLink';
import * as styles from './PageHeader.module.css';

interface PageHeaderProps {
  titleKey: string;
  /** The menu section the page belongs to, when it has one (`menu.sections.{id}.title`). */
  section?: string;
  intro?: string;
  /**
   * An item's own title (a news story's, say), with its language (and direction) when that
   * is not the page's. The route's title (titleKey) is then the breadcrumb before it, linked to `parentPath`.
   */
  title?: { text: string; language: { lang?: string; dir?: TextDirection } };
  /** The route path of the list the item belongs to. */
  parentPath?: string;
  /** Lines under the title (an article's date and author). */
  children?: ReactNode;
}

/** Breadcrumb, heading and introduction of a content page. */
export function PageHeader({ titleKey, section, intro, title, parentPath, children }: PageHeaderProps) {
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
            {title ? (
              <>
                <li>{parentPath === undefined ? t(titleKey) : <LocalizedLink to={parentPath}>{t(titleKey)}</LocalizedLink>}</li>
                <li aria-current="page" {...title.language} className={styles.current}>
                  {title.text}
                </li>
              </>
            ) : (
              <li aria-current="page">{t(titleKey)}</li>
            )}
          </ol>
        </nav>
        <h1 className={styles.title} {...title?.language}>
          {title ? title.text : t(titleKey)}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </header>
  );
}
