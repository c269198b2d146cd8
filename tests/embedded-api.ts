/**
 * The embedded API as a `fetch` for unit and component tests: a request to /api/… runs the
 * real function of src/api/ (found by its file path, as Gatsby routes it) through
 * callFunction, and answers what it answered. Cookies it sets are kept and sent back, as a
 * browser does. Nothing of the answer is made up here, so a client that misreads an answer
 * fails its test.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { callFunction } from './function-request';

const apiDir = path.join(__dirname, '..', 'src', 'api');

interface FunctionRoute {
  pattern: RegExp;
  params: string[];
  file: string;
}

function functionRoutes(dir = apiDir): FunctionRoute[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : functionRoutes(file);
    if (!/\.ts$/.test(entry.name) || entry.name.endsWith('.test.ts')) return [];
    const segments = path.relative(apiDir, file).replace(/\.ts$/, '').split(path.sep);
    if (segments[segments.length - 1] === 'index') segments.pop();
    const params = segments.filter((segment) => /^\[.+\]$/.test(segment)).map((segment) => segment.slice(1, -1));
    const source = segments.map((segment) => (/^\[.+\]$/.test(segment) ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    return [{ pattern: new RegExp(`^/api/${source.join('/')}/?$`), params, file }];
  });
}

export interface EmbeddedApiOptions {
  /** Headers every request carries (a CDN's country header, Accept-Language). */
  headers?: Record<string, string>;
}

export interface EmbeddedApi {
  fetch: typeof fetch;
  /** Every request made, as `METHOD /path?query`. */
  calls: string[];
}

export function embeddedApi({ headers = {} }: EmbeddedApiOptions = {}): EmbeddedApi {
  const routes = functionRoutes();
  const cookies: Record<string, string> = {};
  const calls: string[] = [];
  const fetchFunction = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push(`${method} ${url.pathname}${url.search}`);
    const route = routes.find((candidate) => candidate.pattern.test(url.pathname));
    if (!route) throw new TypeError(`fetch failed: no function serves ${url.pathname}`);
    const values = (route.pattern.exec(url.pathname) as RegExpExecArray).slice(1).map(decodeURIComponent);
    const handler = require(route.file).default;
    const answer = await callFunction(handler, {
      method,
      query: Object.fromEntries(url.searchParams),
      params: Object.fromEntries(route.params.map((name, index) => [name, values[index]])),
      rawBody: typeof init.body === 'string' ? init.body : undefined,
      // Node hands a function its headers with lower-case names.
      headers: Object.fromEntries(
        Object.entries({ ...headers, ...(init.headers as Record<string, string>) }).map(([name, value]) => [name.toLowerCase(), value]),
      ),
      cookies: { ...cookies },
    });
    const setCookie = answer.headers['set-cookie'];
    for (const cookie of [setCookie].flat().filter((value): value is string => typeof value === 'string')) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = pair.split('=');
      if (attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) delete cookies[name.trim()];
      else cookies[name.trim()] = value;
    }
    const text = JSON.stringify(answer.body);
    return {
      ok: answer.statusCode >= 200 && answer.statusCode < 300,
      status: answer.statusCode,
      text: () => Promise.resolve(text),
      json: () => Promise.resolve(JSON.parse(text)),
    } as Response;
  };
  return { fetch: fetchFunction as typeof fetch, calls };
}
