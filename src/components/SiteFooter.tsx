import React from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../lib/site';
import * as styles from './SiteFooter.module.css';

/** The site footer: risk warning, regulatory notes of every entity, copyright. */
export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className={styles.footer}>
      <div className="container">
        <section aria-labelledby="footer-risk">
          <h2 id="footer-risk" className={styles.heading}>
            {t('footer.riskTitle')}
          </h2>
          <p>{t('footer.risk')}</p>
        </section>
        <section aria-labelledby="footer-regulation">
          <h2 id="footer-regulation" className={styles.heading}>
            {t('footer.regulationTitle')}
          </h2>
          {site.entities.map((entity) => (
            <p key={entity.id}>{t(`footer.entities.${entity.id}`, { name: entity.name, licence: entity.licence })}</p>
          ))}
          <p>{t('footer.restricted')}</p>
        </section>
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
