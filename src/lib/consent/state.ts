/**
 * The consent in force in this page view, for everything that depends on it (third-party
 * scripts, Consent Mode, the campaign codes), and requests to open the cookie settings (the
 * footer's link). Kept small and free of React: the footer and the sign-up listener import it
 * without the dialog's code, and a request made before the consent service has loaded waits here.
 */

/**
 * `stored`: a choice of an earlier visit; `chosen`: made in this page view; `unasked`: the visitor
 * is not asked where they are (data/consent.json, askIn), so the optional categories are on.
 */
export type ConsentOrigin = 'stored' | 'chosen' | 'unasked';

export interface ConsentState {
  granted: ReadonlySet<string>;
  origin: ConsentOrigin;
}

type Listener = () => void;

let current: ConsentState | null = null;
let settingsRequested = false;
const consentListeners = new Set<Listener>();
const settingsListeners = new Set<Listener>();

const subscribe = (listeners: Set<Listener>, listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The consent in force; null until the visitor has chosen or the service has found a stored choice. */
export const currentConsent = (): ConsentState | null => current;

export const isGranted = (category: string): boolean => current?.granted.has(category) ?? false;

export function setConsent(state: ConsentState): void {
  current = state;
  consentListeners.forEach((listener) => listener());
}

export const onConsentChange = (listener: Listener): (() => void) => subscribe(consentListeners, listener);

/** Opens the cookie settings: at once when the consent service listens, else as soon as it does. */
export function requestConsentSettings(): void {
  settingsRequested = true;
  settingsListeners.forEach((listener) => listener());
}

/** Whether a request is waiting; taking it clears it. */
export function takeSettingsRequest(): boolean {
  const requested = settingsRequested;
  settingsRequested = false;
  return requested;
}

export const onSettingsRequest = (listener: Listener): (() => void) => subscribe(settingsListeners, listener);
