import { useCallback, useEffect, useState } from 'react';
import { loadRecaptcha, recaptchaSiteKey, recaptchaToken, type CaptchaStatus } from '../../lib/captcha';

/**
 * The captcha of the sign-up form: starts loading when the pop-up mounts, reports
 * not loaded / loading / loaded / failed, and hands out tokens. Without a site key it is
 * off: `enabled` is false and the token is empty.
 */
export function useRecaptcha() {
  const [siteKey] = useState(recaptchaSiteKey);
  const [status, setStatus] = useState<CaptchaStatus>('idle');

  const load = useCallback(() => {
    if (!siteKey) return;
    setStatus('loading');
    loadRecaptcha(siteKey).then(
      () => setStatus('loaded'),
      () => setStatus('failed'),
    );
  }, [siteKey]);

  useEffect(load, [load]);

  const token = useCallback(() => (siteKey ? recaptchaToken(siteKey) : Promise.resolve('')), [siteKey]);

  return { enabled: siteKey !== '', status, retry: load, token };
}
