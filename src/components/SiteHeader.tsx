import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { site } from '../lib/site';
import { LocalizedLink } from './LocalizedLink';
import * as styles from './SiteHeader.module.css';

/** The site header: logo and the top-level sections of the menu data. */
export function SiteHeader() {
  const { t } = useTranslation('common');
  const { allMenuSection } = useStaticQuery<Queries.HeaderMenuQuery>(graphql`
    query HeaderMenu {
      allMenuSection(sort: { order: ASC }) {
        nodes {
          sectionId
          title
          href
          learnMorePath
        }
      }
    }
  `);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <LocalizedLink to="" className={styles.logo} aria-label={t('nav.homeLink')}>
          <span aria-hidden="true" className={styles.mark}>
            {site.brand.name.charAt(0)}
          </span>
          <span>{site.brand.name}</span>
        </LocalizedLink>
        <nav aria-label={t('nav.main')}>
          <ul className={styles.sections}>
            {allMenuSection.nodes.map((section) => (
              <li key={section.sectionId}>
                {section.href ? (
                  <a href={section.href} target="_blank" rel="noopener">
                    {t(section.title)}
                  </a>
                ) : (
                  <LocalizedLink to={section.learnMorePath ?? ''}>{t(section.title)}</LocalizedLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
