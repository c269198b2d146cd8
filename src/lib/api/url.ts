/**
 * The API's addresses, apart from the client that calls them: a page's Head names what its
 * sections will fetch (src/lib/sections/first-requests.ts) without the client's code in the
 * page's first load.
 */
import type { NewsQuery } from './types';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

/** The API origin: GATSBY_API_URL when set, else the page's own origin (relative URLs). */
export const apiBase = (): string => (process.env.GATSBY_API_URL ?? '').replace(/\/+$/, '');

/** `path?query`, leaving out empty values and repeating array keys. */
export function buildUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  const search = params.toString();
  const base = /^https?:\/\//.test(path) ? path : `${apiBase()}${path.startsWith('/') ? path : `/${path}`}`;
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

/** The market news, for getNews (endpoints.ts) and the pages that preload it. */
export const newsPath = '/api/acuity-api/news';
/** The address of a news query: the one getNews fetches. */
export const newsUrl = (query: NewsQuery) => buildUrl(newsPath, { ...query });
