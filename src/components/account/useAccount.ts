import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/client';
import { getUserInfo, logOut } from '../../lib/api/endpoints';
import type { UserInfo } from '../../lib/api/types';

export type AccountState =
  | { kind: 'checking' }
  | { kind: 'signedIn'; user: UserInfo }
  /** `loggedOut`: the visitor has just logged out here. */
  | { kind: 'signedOut'; loggedOut?: boolean }
  | { kind: 'failed' };

/**
 * Who is signed in (GET /user/info: 401 means nobody), and the changes the account panel
 * makes: a login or a saved profile gives the user's new details, a logout ends the session.
 */
export function useAccount() {
  const [state, setState] = useState<AccountState>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'checking' });
    getUserInfo(controller.signal).then(
      (user) => setState({ kind: 'signedIn', user }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(error instanceof ApiError && error.status === 401 ? { kind: 'signedOut' } : { kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const signedIn = useCallback((user: UserInfo) => setState({ kind: 'signedIn', user }), []);
  const signOut = useCallback(async () => {
    await logOut();
    setState({ kind: 'signedOut', loggedOut: true });
  }, []);
  return { state, retry, signedIn, signOut };
}
