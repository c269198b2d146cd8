import { useEffect } from 'react';
import { useLocation } from '@reach/router';
import { captureTrackingCodes, POPSTATE_DELAY_MS } from '../../lib/tracking';
import { useDialogActions } from '../dialogs/DialogContext';

/** The deep link that opens the sign-up pop-up on any page: /en/#open-account. */
export const OPEN_ACCOUNT_HASH = '#open-account';

/**
 * Watches the address for the sign-up flow: stores campaign_code and referral_code on
 * load, on every route change and after popstate (§4), and opens the pop-up for the
 * #open-account deep link (then drops the hash, so closing the pop-up leaves a clean
 * address and the same link works again).
 */
export function SignUpRouteListener() {
  const location = useLocation();
  const { openDialog } = useDialogActions();

  useEffect(() => {
    captureTrackingCodes();
  }, [location]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPopState = () => {
      clearTimeout(timer);
      timer = setTimeout(() => captureTrackingCodes(), POPSTATE_DELAY_MS);
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useEffect(() => {
    const openFromHash = () => {
      if (window.location.hash !== OPEN_ACCOUNT_HASH) return;
      openDialog('signUp');
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [location, openDialog]);

  return null;
}
