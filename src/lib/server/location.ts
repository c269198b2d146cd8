import type { IncomingHttpHeaders } from 'node:http';

/** Country headers of common CDNs and hosts, in the order they are trusted. */
export const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'x-appengine-country',
  'x-country-code',
];

/** The visitor's ISO 3166-1 alpha-2 country; undefined when unknown (XX, T1 for Tor, malformed). */
export function countryFromHeaders(headers: IncomingHttpHeaders): string | undefined {
  for (const name of COUNTRY_HEADERS) {
    const raw = headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX') return value;
  }
  return undefined;
}
