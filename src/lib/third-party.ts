/**
 * The third-party scripts of §1 (tag manager, translate widget, support chat, captcha):
 * which to load, from which address, and when. Each is configured by an environment
 * variable at build time; an unset (or malformed) one loads nothing. They load once,
 * 100 ms after the window's load event, so they never compete with the page itself.
 */
export const SCRIPT_DELAY_MS = 100;

export interface ThirdPartySettings {
  /** GATSBY_GTM_ID: Google Tag Manager container, GTM-XXXXXXX. */
  gtmId?: string;
  /** GATSBY_RECAPTCHA_SITE_KEY: reCAPTCHA v3 site key. */
  recaptchaSiteKey?: string;
  /** GATSBY_ZENDESK_KEY: Zendesk messaging (support chat) key. */
  zendeskKey?: string;
  /** GATSBY_TRANSLATE_WIDGET=true: the Google Translate element. */
  translateWidget?: boolean;
}

export interface ThirdPartyScript {
  /** Also the script element's id: Gatsby's Script loads one id once, wherever it is rendered. */
  id: string;
  src: string;
}

const valid = (value: string | undefined, pattern: RegExp): string | undefined => (value && pattern.test(value) ? value : undefined);

/** The settings of this build (Gatsby inlines each process.env.GATSBY_… where it is written). */
export const thirdPartySettings = (): ThirdPartySettings => ({
  gtmId: valid(process.env.GATSBY_GTM_ID, /^GTM-[A-Z0-9]+$/),
  recaptchaSiteKey: valid(process.env.GATSBY_RECAPTCHA_SITE_KEY, /^[\w-]{10,}$/),
  zendeskKey: valid(process.env.GATSBY_ZENDESK_KEY, /^[\w-]{8,}$/),
  translateWidget: process.env.GATSBY_TRANSLATE_WIDGET === 'true',
});

export const RECAPTCHA_SCRIPT_ID = 'recaptcha-v3';
export const recaptchaScript = (siteKey: string): ThirdPartyScript => ({
  id: RECAPTCHA_SCRIPT_ID,
  src: `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`,
});

/** The global the translate script calls when it is ready (its `cb` parameter). */
export const TRANSLATE_CALLBACK = 'nwTranslateInit';
export const TRANSLATE_ELEMENT_ID = 'google_translate_element';

/** The scripts to load, in order; consent defaults are set before (see setConsentDefaults). */
export function thirdPartyScripts(settings: ThirdPartySettings): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  if (settings.gtmId) {
    scripts.push({ id: 'gtm', src: `https://www.googletagmanager.com/gtm.js?id=${settings.gtmId}` });
  }
  if (settings.recaptchaSiteKey) scripts.push(recaptchaScript(settings.recaptchaSiteKey));
  if (settings.zendeskKey) {
    // Zendesk finds its configuration through this exact id.
    scripts.push({ id: 'ze-snippet', src: `https://static.zdassets.com/ekr/snippet.js?key=${settings.zendeskKey}` });
  }
  if (settings.translateWidget) {
    scripts.push({
      id: 'google-translate',
      src: `https://translate.google.com/translate_a/element.js?cb=${TRANSLATE_CALLBACK}`,
    });
  }
  return scripts;
}

/** Hosts the scripts above (and what they load in turn) come from; tests stub them. */
export const THIRD_PARTY_HOSTS = [
  'www.googletagmanager.com',
  'www.google-analytics.com',
  'www.google.com',
  'www.gstatic.com',
  'static.zdassets.com',
  'translate.google.com',
  'translate.googleapis.com',
];

type DataLayerWindow = { dataLayer?: unknown[] };

/**
 * Consent Mode defaults, pushed before the tag manager loads: nothing is stored until the
 * visitor agrees (a consent banner, configured in the container, updates them).
 */
export function setConsentDefaults(win: DataLayerWindow, now: number = Date.now()): void {
  const dataLayer = (win.dataLayer ??= []);
  // gtag() pushes its `arguments` object: Tag Manager tells commands from events by that.
  function gtag(..._args: unknown[]) {
    dataLayer.push(arguments);
  }
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'granted',
    security_storage: 'granted',
    wait_for_update: 500,
  });
  dataLayer.push({ 'gtm.start': now, event: 'gtm.js' });
}

/**
 * Calls back SCRIPT_DELAY_MS after the window's load event (at once plus the delay when
 * it has passed). Returns a function that cancels.
 */
export function afterPageLoad(callback: () => void, win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(callback, SCRIPT_DELAY_MS);
  };
  if (win.document.readyState === 'complete') {
    schedule();
    return () => clearTimeout(timer);
  }
  win.addEventListener('load', schedule, { once: true });
  return () => {
    win.removeEventListener('load', schedule);
    clearTimeout(timer);
  };
}

interface TranslateWindow {
  google?: { translate?: { TranslateElement?: new (options: object, elementId: string) => unknown } };
}

/**
 * Gets everything ready before the scripts load: consent defaults ahead of the tag
 * manager, the callback the translate script calls.
 */
export function prepareThirdParty(settings: ThirdPartySettings, pageLanguage: string, win: Window = window): void {
  if (settings.gtmId) setConsentDefaults(win as unknown as DataLayerWindow);
  if (settings.translateWidget) {
    (win as unknown as Record<string, unknown>)[TRANSLATE_CALLBACK] = () => {
      const TranslateElement = (win as unknown as TranslateWindow).google?.translate?.TranslateElement;
      if (TranslateElement) new TranslateElement({ pageLanguage, autoDisplay: false }, TRANSLATE_ELEMENT_ID);
    };
  }
}
