/**
 * Google reCAPTCHA v3 (§4, §5): the script loads when the sign-up pop-up opens, and a
 * token for the action LOGIN is asked for on submit. Without a site key (local runs)
 * there is no captcha step at all; the build says so once (gatsby-node.ts).
 */
export const CAPTCHA_ACTION = 'LOGIN';

/** A script that neither loads nor fails within this time counts as failed. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 20_000;
/** A token that does not arrive within this time counts as missing. */
export const CAPTCHA_TOKEN_TIMEOUT_MS = 15_000;

/** The captcha's states: not loaded, loading, loaded, and failed to load. */
export type CaptchaStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface Recaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: Recaptcha;
    /** A site key set by the page before the app starts; it wins over the build's (staging hosts, browser tests). */
    __RECAPTCHA_SITE_KEY__?: string;
  }
}

/** The site key: window.__RECAPTCHA_SITE_KEY__ when the page sets one, else GATSBY_RECAPTCHA_SITE_KEY of the build. */
export function recaptchaSiteKey(): string {
  const runtimeKey = typeof window === 'undefined' ? undefined : window.__RECAPTCHA_SITE_KEY__;
  return (runtimeKey ?? process.env.GATSBY_RECAPTCHA_SITE_KEY ?? '').trim();
}

export const recaptchaScriptUrl = (siteKey: string): string =>
  `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;

let loading: Promise<Recaptcha> | null = null;

/**
 * Adds the script once and resolves when reCAPTCHA is ready. A failure (network error,
 * timeout, a script without the API) rejects and forgets the attempt, so a retry loads again.
 */
export function loadRecaptcha(siteKey: string, timeoutMs: number = CAPTCHA_LOAD_TIMEOUT_MS): Promise<Recaptcha> {
  if (loading) return loading;
  const attempt = new Promise<Recaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      script.remove();
      if (loading === attempt) loading = null;
      reject(new Error(`reCAPTCHA ${reason}`));
    };
    const timer = setTimeout(() => fail(`did not load within ${timeoutMs} ms`), timeoutMs);
    script.src = recaptchaScriptUrl(siteKey);
    script.async = true;
    script.onerror = () => fail('failed to load');
    script.onload = () => {
      const api = window.grecaptcha;
      if (!api) return fail('loaded without its API');
      api.ready(() => {
        clearTimeout(timer);
        resolve(api);
      });
      return undefined;
    };
    document.head.appendChild(script);
  });
  loading = attempt;
  return attempt;
}

/** A token for the LOGIN action, or '' when none can be had (the form then shows verifyIdentity). */
export async function recaptchaToken(siteKey: string, timeoutMs: number = CAPTCHA_TOKEN_TIMEOUT_MS): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const api = await loadRecaptcha(siteKey);
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(''), timeoutMs);
    });
    const token = await Promise.race([Promise.resolve(api.execute(siteKey, { action: CAPTCHA_ACTION })), timeout]);
    return typeof token === 'string' ? token : '';
  } catch {
    return '';
  } finally {
    clearTimeout(timer);
  }
}
