import React from 'react';
import type { UserInfo } from '../../lib/api/types';
import { formatDate } from '../../lib/format';
import { findLocale } from '../../lib/locales';
import { useTranslation } from '../useTranslation';
import * as styles from './Account.module.css';

/** The signed-in user's details as a list of terms and values. */
export function UserFacts({ user, localeTag }: { user: UserInfo; localeTag: string }) {
  const { t } = useTranslation('account');
  const country = new Intl.DisplayNames([localeTag], { type: 'region' }).of(user.country) ?? user.country;
  // [term, value, written left to right whatever the page's direction (placed as the page's)]
  const facts: [string, string, boolean?][] = [
    [t('facts.name'), `${user.firstName} ${user.lastName}`],
    [t('facts.email'), user.email, true],
    [t('facts.country'), country],
    [t('facts.phone'), user.phone, true],
    [t('facts.language'), findLocale(user.language)?.name ?? user.language],
    [t('facts.accountType'), t(`accountTypes.${user.accountType}`)],
    [t('facts.memberSince'), formatDate(localeTag, user.memberSince) ?? user.memberSince],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value, ltr]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{ltr ? <span dir="ltr">{value}</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
