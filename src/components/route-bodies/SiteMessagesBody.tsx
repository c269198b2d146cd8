import React from 'react';
import { useTranslation } from '../useTranslation';
import { EXPLAINED_STATUSES } from '../../lib/errors';
import { ContactLinks } from './ContactLinks';
import * as styles from './bodies.module.css';

/** utils/message: what the messages the site shows mean, and what to do about them. */
export default function SiteMessagesBody() {
  const { t } = useTranslation('utility');
  return (
    <div className={styles.body}>
      <p className={styles.lead}>{t('message.intro')}</p>

      <h2>{t('message.errorsTitle')}</h2>
      <p>{t('message.errorsText')}</p>
      <dl className={styles.facts}>
        {[...EXPLAINED_STATUSES, null].map((status) => {
          const kind = status ?? 'other';
          return (
            <React.Fragment key={kind}>
              <dt>{status ? `${status} · ${t(`common:error.messages.${kind}`)}` : t(`common:error.messages.${kind}`)}</dt>
              <dd>{t(`common:error.descriptions.${kind}`)}</dd>
            </React.Fragment>
          );
        })}
      </dl>

      <h2>{t('message.noticesTitle')}</h2>
      <p>{t('message.update', { message: t('runtime:update.message'), action: t('runtime:update.reload') })}</p>
      <p>{t('message.language')}</p>

      <h2>{t('message.formsTitle')}</h2>
      <p>{t('message.formsFields')}</p>
      <p>{t('message.formsSuccess')}</p>
      <p>{t('message.formsFailure')}</p>
      <p>{t('message.formsCaptcha')}</p>

      <h2>{t('message.supportTitle')}</h2>
      <p className={styles.callout}>
        {t('message.support', { hours: t('common:footer.hoursValue') })} <ContactLinks />
      </p>
    </div>
  );
}
