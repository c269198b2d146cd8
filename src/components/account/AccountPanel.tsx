import React, { useState, type ReactNode } from 'react';
import { portalUrl } from '../../lib/site';
import { useLocale } from '../locale-context';
import { useTranslation } from '../useTranslation';
import { LoginForm } from './LoginForm';
import { ProfileForm } from './ProfileForm';
import { useAccount } from './useAccount';
import { UserFacts } from './UserFacts';
import * as shared from '../sections/Sections.module.css';
import * as styles from './Account.module.css';

interface AccountPanelProps {
  /** The panel's heading level: 2 on a page of its own, 3 inside a section. */
  headingLevel?: 2 | 3;
  /** Shown to a signed-in user under the greeting (a page's shortcuts). */
  signedInActions?: ReactNode;
}

/**
 * The visitor's account on this site: a login form when nobody is signed in, else the
 * user's details, a form to change them, and logging out. The client portal keeps the
 * trading accounts and funds; both states link to it.
 */
export function AccountPanel({ headingLevel = 2, signedInActions }: AccountPanelProps) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { state, retry, signedIn, signOut } = useAccount();
  const [signOutFailed, setSignOutFailed] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const portal = (
    <a className="button button-secondary" href={portalUrl('loginUrl', locale.code)}>
      {t('portal')}
    </a>
  );
  const logOut = () => {
    setSignOutFailed(false);
    signOut().catch(() => setSignOutFailed(true));
  };

  return (
    <div className={styles.panel} aria-busy={state.kind === 'checking'}>
      {state.kind === 'checking' && <p role="status">{t('checking')}</p>}
      {state.kind === 'failed' && (
        <div role="alert">
          <p>{t('failed')}</p>
          <button type="button" className="button button-secondary" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      )}
      {state.kind === 'signedOut' && (
        <>
          {state.loggedOut && <p role="status">{t('loggedOut')}</p>}
          <Heading className={styles.title}>{t('login.title')}</Heading>
          <p>{t('login.intro')}</p>
          <LoginForm onSignedIn={signedIn} />
          <p className={shared.note}>{t('login.portal')}</p>
          <p className={shared.actions}>{portal}</p>
        </>
      )}
      {state.kind === 'signedIn' && (
        <>
          <Heading className={styles.title}>{t('welcome', { name: state.user.firstName })}</Heading>
          <p>{t('signedIn')}</p>
          {signedInActions}
          <UserFacts user={state.user} localeTag={locale.tag} />
          <ProfileForm key={state.user.id} user={state.user} onSaved={signedIn} />
          <p className={shared.actions}>
            {portal}
            <button type="button" className="button button-secondary" onClick={logOut}>
              {t('logOut')}
            </button>
          </p>
          {signOutFailed && <p role="alert">{t('logOutFailed')}</p>}
        </>
      )}
    </div>
  );
}
