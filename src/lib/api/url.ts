/** The API's addresses, apart from the client that calls them. */

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

/** The API origin: GATSBY_API_URL when set, else the page's own origin (relative URLs). */
export const apiBase = (): string => (process.env.GATSBY_API_URL ?? '').replace(/\/+$/, '');

function searchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  return params;
}

/** `path?query`, leaving out empty values and repeating array keys. */
export function buildUrl(path: string, query: Query = {}): string {
  const search = searchParams(query).toString();
  const base = /^https?:\/\//.test(path) ? path : `${apiBase()}${path.startsWith('/') ? path : `/${path}`}`;
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

/** The market news, for getNews (endpoints.ts). */
export const newsPath = '/api/acuity-api/news';

/** A query as the API's functions receive it (src/lib/server/handler.ts): the values buildUrl sends, as strings. */
export const queryValues = (query: Query): Record<string, string> => Object.fromEntries(searchParams(query));
