import React from 'react';
import { useTranslation } from '../useTranslation';
import { siteUrl } from '../../lib/site';
import { ContactLinks } from './ContactLinks';
import * as styles from './bodies.module.css';

const NEVER = ['password', 'personal', 'returns', 'apps'] as const;

/** warning: how to recognise people posing as the broker, and the risks of leveraged trading. */
export default function FraudWarningBody() {
  const { t } = useTranslation('utility');
  const domain = new URL(siteUrl).hostname.replace(/^www\./, '');
  return (
    <div className={styles.body}>
      <section>
        <h2>{t('warning.fraudTitle')}</h2>
        <p className={styles.lead}>{t('warning.fraudText')}</p>
        <h3>{t('warning.neverTitle')}</h3>
        <ul className={styles.linkList}>
          {NEVER.map((item) => (
            <li key={item}>{t(`warning.never.${item}`)}</li>
          ))}
        </ul>
        <h3>{t('warning.verifyTitle')}</h3>
        <p className={styles.lead}>{t('warning.verify', { domain })}</p>
        <h3>{t('warning.reportTitle')}</h3>
        <p className={styles.callout}>
          {t('warning.report')} <ContactLinks />
        </p>
      </section>
      <section>
        <h2>{t('warning.riskTitle')}</h2>
        <p className={styles.lead}>{t('common:footer.risk')}</p>
        <p className={styles.lead}>{t('warning.riskText')}</p>
        <h3>{t('warning.entitiesTitle')}</h3>
        <p className={styles.lead}>{t('warning.entitiesText')}</p>
      </section>
    </div>
  );
}
