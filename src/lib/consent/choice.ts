/**
 * A visitor's choice and the cookie that keeps it: `nw_consent=1.analytics+chat.1767225600`
 * (the categories' version, the granted categories or `-` for none, the time in seconds).
 * A choice of another version, with a category the version does not have, from the future or
 * older than the cookie's lifetime counts as none: the dialog asks again.
 */
import { categoryIds, consentSettings, type ConsentSettings } from './settings';

export interface ConsentChoice {
  version: number;
  /** The optional categories granted, in the settings' order. */
  granted: string[];
  /** When it was made (ms since the epoch). */
  decidedAt: number;
}

const DAY_MS = 86_400_000;
/** A clock a little ahead of the server's still keeps its choice. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The granted categories in the settings' order, unknown ones dropped. */
export const orderedGrant = (granted: Iterable<string>, settings: ConsentSettings = consentSettings): string[] => {
  const wanted = new Set(granted);
  return categoryIds(settings).filter((id) => wanted.has(id));
};

export const choiceValue = (choice: ConsentChoice): string =>
  `${choice.version}.${choice.granted.join('+') || '-'}.${Math.floor(choice.decidedAt / 1000)}`;

export function parseChoice(value: string, settings: ConsentSettings = consentSettings, now: number = Date.now()): ConsentChoice | null {
  const match = /^(\d+)\.([a-z+-]+)\.(\d+)$/.exec(value.trim());
  if (!match) return null;
  const version = Number(match[1]);
  const granted = match[2] === '-' ? [] : match[2].split('+');
  const decidedAt = Number(match[3]) * 1000;
  const known = categoryIds(settings);
  if (version !== settings.version || !granted.every((id) => known.includes(id))) return null;
  if (decidedAt > now + CLOCK_SKEW_MS || now - decidedAt > settings.maxAgeDays * DAY_MS) return null;
  return { version, granted: orderedGrant(granted, settings), decidedAt };
}

/** The stored choice among a cookie header ('a=1; nw_consent=…'), if it is still valid. */
export function readChoice(cookies: string, settings: ConsentSettings = consentSettings, now: number = Date.now()): ConsentChoice | null {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === settings.cookieName)
      return parseChoice(pair.slice(separator + 1), settings, now);
  }
  return null;
}

/** The Set-Cookie string of a choice: its lifetime from when it was made, the whole site, SameSite=Lax (Secure over https). */
export function consentCookie(choice: ConsentChoice, secure: boolean, settings: ConsentSettings = consentSettings): string {
  const expires = choice.decidedAt + settings.maxAgeDays * DAY_MS;
  const maxAge = Math.max(0, Math.floor((expires - Date.now()) / 1000));
  return `${settings.cookieName}=${choiceValue(choice)}; Max-Age=${maxAge}; Expires=${new Date(expires).toUTCString()}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
