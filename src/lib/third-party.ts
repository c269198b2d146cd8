/**
 * The third-party scripts of §1 (tag manager, translate widget, support chat, captcha):
 * which to load, from which address, and when. Each is configured by an environment
 * variable at build time; an unset (or malformed) one loads nothing. The tag manager, chat and
 * translate widget load only for the consent categories that name them (data/consent.json):
 * 100 ms after the window's load event for a choice already made, so they never compete with
 * the page itself, or at once when the visitor grants them. The captcha is part of the sign-up
 * form the visitor asked for and loads with it (src/lib/captcha.ts).
 */
import { CONSENT_MODE_SIGNALS, type ConsentCategory, type ConsentModeSignal, type ThirdPartyKey } from './consent/settings';

export const SCRIPT_DELAY_MS = 100;

export interface ThirdPartySettings {
  /** GATSBY_GTM_ID: Google Tag Manager container, GTM-XXXXXXX. */
  gtmId?: string;
  /** GATSBY_RECAPTCHA_SITE_KEY: reCAPTCHA v3 site key (the sign-up form's; the CSP allows its hosts). */
  recaptchaSiteKey?: string;
  /** GATSBY_ZENDESK_KEY: Zendesk messaging (support chat) key. */
  zendeskKey?: string;
  /** GATSBY_TRANSLATE_WIDGET=true: the Google Translate element. */
  translateWidget?: boolean;
}

export interface ThirdPartyScript {
  /** What the consent categories call it (data/consent.json, scripts). */
  key: ThirdPartyKey;
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

/** The global the translate script calls when it is ready (its `cb` parameter). */
export const TRANSLATE_CALLBACK = 'nwTranslateInit';
export const TRANSLATE_ELEMENT_ID = 'google_translate_element';

/** The scripts a consent category can load, in order; the tag manager's consent state is set before it (startTagManager). */
export function thirdPartyScripts(settings: ThirdPartySettings): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  if (settings.gtmId) {
    scripts.push({ key: 'tagManager', id: 'gtm', src: `https://www.googletagmanager.com/gtm.js?id=${settings.gtmId}` });
  }
  if (settings.zendeskKey) {
    // Zendesk finds its configuration through this exact id.
    scripts.push({ key: 'chat', id: 'ze-snippet', src: `https://static.zdassets.com/ekr/snippet.js?key=${settings.zendeskKey}` });
  }
  if (settings.translateWidget) {
    scripts.push({
      key: 'translate',
      id: 'google-translate',
      src: `https://translate.google.com/translate_a/element.js?cb=${TRANSLATE_CALLBACK}`,
    });
  }
  return scripts;
}

/** The keys of the scripts the granted categories load. */
export const grantedScriptKeys = (categories: readonly ConsentCategory[], granted: ReadonlySet<string>): Set<ThirdPartyKey> =>
  new Set(categories.filter((category) => granted.has(category.id)).flatMap((category) => category.scripts));

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

declare global {
  interface Window {
    /** Tag Manager's queue of commands and events. */
    dataLayer?: unknown[];
  }
}

type DataLayerWindow = Pick<Window, 'dataLayer'>;
export type ConsentModeState = Record<ConsentModeSignal, 'granted' | 'denied'>;

/** Consent Mode v2's state for a grant: each signal granted when a granted category names it. */
export function consentModeState(categories: readonly ConsentCategory[], granted: ReadonlySet<string>): ConsentModeState {
  const signals = new Set(categories.filter((category) => granted.has(category.id)).flatMap((category) => category.consentMode));
  return Object.fromEntries(CONSENT_MODE_SIGNALS.map((signal) => [signal, signals.has(signal) ? 'granted' : 'denied'])) as ConsentModeState;
}

/** The Arguments object of the values: Tag Manager tells a command (what gtag() pushes) from an event by it. */
function commandArguments(..._values: unknown[]): IArguments {
  return arguments;
}

const gtag = (win: DataLayerWindow, ...command: unknown[]): void => void (win.dataLayer ??= []).push(commandArguments(...command));

/**
 * Before the tag manager loads: Consent Mode's defaults (everything denied, so nothing is stored
 * until the visitor agrees), then the visitor's choice, then the container's start. The container
 * reads them in that order, so its first tags already see the choice.
 */
export function startTagManager(win: DataLayerWindow, state: ConsentModeState, now: number = Date.now()): void {
  gtag(win, 'consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'granted',
    security_storage: 'granted',
  });
  gtag(win, 'consent', 'update', state);
  (win.dataLayer ??= []).push({ 'gtm.start': now, event: 'gtm.js' });
}

/** A changed choice once the tag manager runs: its tags stop storing what is now denied. */
export const updateConsentMode = (win: DataLayerWindow, state: ConsentModeState): void => gtag(win, 'consent', 'update', state);

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

/** The callback the translate script calls when it is ready: it draws the widget in the page's language. */
export function prepareTranslate(pageLanguage: string, win: Window = window): void {
  (win as unknown as Record<string, unknown>)[TRANSLATE_CALLBACK] = () => {
    const TranslateElement = (win as unknown as TranslateWindow).google?.translate?.TranslateElement;
    if (TranslateElement) new TranslateElement({ pageLanguage, autoDisplay: false }, TRANSLATE_ELEMENT_ID);
  };
}

type ChatWindow = { zE?: (...command: unknown[]) => void };

/**
 * A withdrawn category's services stop where they can without a reload: the chat hides its
 * launcher and window (its storage is removed apart), the translate widget leaves the page (its
 * component stops rendering it). The tag manager cannot be unloaded: Consent Mode tells its tags.
 */
export function setChatShown(shown: boolean, win: Window = window): void {
  try {
    (win as unknown as ChatWindow).zE?.('messenger', shown ? 'show' : 'hide');
  } catch {
    // the chat's own failure is no part of the visitor's choice
  }
}
