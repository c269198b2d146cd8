import React, { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../useTranslation';
import { getUserInfo } from '../../lib/api/endpoints';
import { ApiError } from '../../lib/api/client';
import type { UserInfo } from '../../lib/api/types';
import { findLocale } from '../../lib/locales';
import { portalUrl } from '../../lib/site';
import { useLocale } from '../locale-context';
import * as styles from './bodies.module.css';

type ProfileState = { kind: 'loading' } | { kind: 'signedIn'; user: UserInfo } | { kind: 'signedOut' } | { kind: 'failed' };

/** api/user: the signed-in user's details (GET /user/info), or the way to log in. */
export default function UserProfileBody() {
  const { t } = useTranslation('utility');
  const locale = useLocale();
  const [state, setState] = useState<ProfileState>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    getUserInfo()
      .then((user) => setState({ kind: 'signedIn', user }))
      .catch((error: unknown) =>
        setState(error instanceof ApiError && error.status === 401 ? { kind: 'signedOut' } : { kind: 'failed' }),
      );
  }, []);
  useEffect(load, [load]);

  const loginUrl = portalUrl('loginUrl', locale.code);
  return (
    <div className={styles.body} aria-busy={state.kind === 'loading'}>
      {state.kind === 'loading' && <p role="status">{t('user.loading')}</p>}
      {state.kind === 'signedOut' && (
        <>
          <h2>{t('user.signedOut')}</h2>
          <p className={styles.lead}>{t('user.signedOutText')}</p>
          <p className={styles.actions}>
            <a className="button button-primary" href={loginUrl}>
              {t('user.logIn')}
            </a>
          </p>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <p role="alert">{t('user.failed')}</p>
          <p className={styles.actions}>
            <button type="button" className="button button-secondary" onClick={load}>
              {t('user.retry')}
            </button>
          </p>
        </>
      )}
      {state.kind === 'signedIn' && <UserFacts user={state.user} localeTag={locale.tag} loginUrl={loginUrl} />}
    </div>
  );
}

function UserFacts({ user, localeTag, loginUrl }: { user: UserInfo; localeTag: string; loginUrl: string }) {
  const { t } = useTranslation('utility');
  const country = new Intl.DisplayNames([localeTag], { type: 'region' }).of(user.country) ?? user.country;
  const since = new Intl.DateTimeFormat(localeTag, { dateStyle: 'long' }).format(new Date(user.memberSince));
  const facts: [string, string][] = [
    [t('user.fields.name'), `${user.firstName} ${user.lastName}`],
    [t('user.fields.email'), user.email],
    [t('user.fields.country'), country],
    [t('user.fields.phone'), user.phone],
    [t('user.fields.language'), findLocale(user.language)?.name ?? user.language],
    [t('user.fields.accountType'), t(`user.accountTypes.${user.accountType}`)],
    [t('user.fields.memberSince'), since],
  ];
  return (
    <>
      <h2>{t('user.greeting', { name: user.firstName })}</h2>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <React.Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </React.Fragment>
        ))}
      </dl>
      <p className={styles.actions}>
        <a className="button button-primary" href={loginUrl}>
          {t('user.manage')}
        </a>
      </p>
    </>
  );
}
