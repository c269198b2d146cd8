/**
 * Marketing tracking codes (§4, §9): `campaign_code` and `referral_code` arrive in the
 * query string of a landing URL and are kept in cookies for 30 days, so a registration
 * days later still carries them to the portal.
 */
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

/** Stores the codes of the current address; a browser that refuses cookies changes nothing. */
export function captureTrackingCodes(location: Pick<Location, 'search' | 'protocol'> = window.location): void {
  const codes = parseTrackingCodes(location.search);
  for (const name of TRACKING_PARAMS) {
    const value = codes[name];
    if (!value) continue;
    try {
      document.cookie = trackingCookie(name, value, Date.now(), location.protocol === 'https:');
    } catch {
      // Cookies disabled or blocked (sandboxed frames throw): tracking is best effort.
    }
  }
}

/** The stored codes, or none when cookies cannot be read. */
export function storedTrackingCodes(): TrackingCodes {
  try {
    return readTrackingCodes(document.cookie);
  } catch {
    return {};
  }
}
