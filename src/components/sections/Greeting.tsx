import React, { useEffect, useState } from 'react';
import type { GreetingSection } from '../../lib/sections/types';
import { fetchUserInfo, type UserInfo } from '../../lib/api/user';
import { Actions } from './Actions';
import { useTexts } from './context';
import { SectionFrame, SectionTitle } from './SectionFrame';
import * as shared from './Sections.module.css';

type State = { status: 'checking' } | { status: 'signedIn'; user: UserInfo } | { status: 'signedOut' };

/** Greets the signed-in user (GET /user/info); on any failure offers to log in. */
export default function Greeting({ section }: { section: GreetingSection }) {
  const { t } = useTexts();
  const [state, setState] = useState<State>({ status: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    fetchUserInfo(controller.signal).then((user) => {
      if (!controller.signal.aborted) setState(user ? { status: 'signedIn', user } : { status: 'signedOut' });
    });
    return () => controller.abort();
  }, []);

  return (
    <SectionFrame section={section} bare>
      <div className={shared.panel} aria-live="polite" aria-busy={state.status === 'checking'}>
        {state.status === 'checking' && <p>{t(`${section.key}.checking`)}</p>}
        {state.status === 'signedIn' && (
          <>
            <SectionTitle id={section.id}>
              {t(`${section.key}.welcome`, { name: state.user.firstName || state.user.email })}
            </SectionTitle>
            <p>{t(`${section.key}.signedIn`)}</p>
            <Actions actions={section.actions} />
          </>
        )}
        {state.status === 'signedOut' && (
          <>
            <SectionTitle id={section.id}>{t(`${section.key}.signedOutTitle`)}</SectionTitle>
            <p>{t(`${section.key}.signedOut`)}</p>
            <Actions
              actions={[
                { kind: 'portal', target: 'loginUrl', label: { key: 'sections:actions.login' } },
                { kind: 'portal', target: 'registerUrl', label: { key: 'sections:actions.register' } },
              ]}
            />
          </>
        )}
      </div>
    </SectionFrame>
  );
}
