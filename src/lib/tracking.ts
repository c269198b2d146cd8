/**
 * Marketing tracking codes (§4, §9): `campaign_code` and `referral_code` arrive in the
 * query string of a landing URL. They are kept in memory for the visit, so a registration in
 * it carries them to the portal whatever the visitor chose about cookies; with the marketing
 * category granted they are also kept in cookies for 30 days, so a registration days later
 * still carries them (docs/runtime.md, Consent).
 */
import { isGranted } from './consent/state';
import { TRACKING_CATEGORY } from './consent/settings';
import { removeStorage } from './consent/storage-cleanup';

export const TRACKING_PARAMS = ['campaign_code', 'referral_code'] as const;

export type TrackingParam = (typeof TRACKING_PARAMS)[number];
export type TrackingCodes = Partial<Record<TrackingParam, string>>;

export const TRACKING_COOKIE_MAX_AGE_MS = 2_592_000_000;

/** Popstate is handled after this delay, once the router has settled on the new address. */
export const POPSTATE_DELAY_MS = 100;

/** Letters, digits, `_` and `-`, at most 64: anything else is dropped, never stored. */
const VALID_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export const isValidTrackingCode = (value: string | null | undefined): value is string =>
  typeof value === 'string' && VALID_CODE.test(value);

/** The valid codes of a query string ('?campaign_code=spring&x=1'). */
export function parseTrackingCodes(search: string): TrackingCodes {
  const params = new URLSearchParams(search);
  const codes: TrackingCodes = {};
  for (const name of TRACKING_PARAMS) {
    const value = params.get(name)?.trim();
    if (isValidTrackingCode(value)) codes[name] = value;
  }
  return codes;
}

/** The Set-Cookie string of one code: 30 days, the whole site, SameSite=Lax (Secure over https). */
export function trackingCookie(name: TrackingParam, value: string, now: number = Date.now(), secure = false): string {
  const expires = new Date(now + TRACKING_COOKIE_MAX_AGE_MS).toUTCString();
  const maxAge = TRACKING_COOKIE_MAX_AGE_MS / 1000;
  return `${name}=${value}; Max-Age=${maxAge}; Expires=${expires}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The valid codes among a cookie header ('a=1; campaign_code=spring'). */
export function readTrackingCodes(cookies: string): TrackingCodes {
  const codes: TrackingCodes = {};
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    const name = TRACKING_PARAMS.find((param) => param === pair.slice(0, separator).trim());
    const value = pair.slice(separator + 1).trim();
    if (separator > 0 && name && isValidTrackingCode(value)) codes[name] = value;
  }
  return codes;
}

/** The codes seen in this visit (a later address's win): in this page's memory only, never stored without consent. */
let visitCodes: TrackingCodes = {};

const writeCookies = (codes: TrackingCodes, secure: boolean) => {
  for (const name of TRACKING_PARAMS) {
    const value = codes[name];
    if (!value) continue;
    try {
      document.cookie = trackingCookie(name, value, Date.now(), secure);
    } catch {
      // Cookies disabled or blocked (sandboxed frames throw): tracking is best effort.
    }
  }
};

/** Takes the codes of the current address into the visit, and into cookies when marketing is granted. */
export function captureTrackingCodes(location: Pick<Location, 'search' | 'protocol'> = window.location): void {
  const codes = parseTrackingCodes(location.search);
  visitCodes = { ...visitCodes, ...codes };
  if (isGranted(TRACKING_CATEGORY)) writeCookies(codes, location.protocol === 'https:');
}

/**
 * Follows the marketing category: granted, the visit's codes go into cookies; withdrawn, the
 * cookies go (the visit's codes stay in memory until the page is left).
 */
export function applyTrackingConsent(granted: boolean, location: Pick<Location, 'protocol'> = window.location): void {
  if (granted) {
    writeCookies(visitCodes, location.protocol === 'https:');
    return;
  }
  removeStorage(TRACKING_PARAMS);
}

/** The codes a registration carries: those of an earlier visit (cookies), then this visit's over them. */
export function trackingCodes(): TrackingCodes {
  let stored: TrackingCodes = {};
  try {
    stored = readTrackingCodes(document.cookie);
  } catch {
    // cookies cannot be read
  }
  return { ...stored, ...visitCodes };
}
