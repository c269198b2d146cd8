/**
 * The one wrapper every function of the embedded API (src/api/) goes through: it answers
 * 404 when the embedded API is switched off (EMBEDDED_API=off), 405 for a method the function
 * does not serve, 413 for a body over 16 KB, 415/400 for a body that is not JSON, 503 when the
 * store cannot take a write, and turns the handler's result or HttpError into
 * `{ status, data }`, every message in the request's language (ApiError: a key of
 * locales/{set}/api.json, translated when it is answered). Every answer carries the request's
 * id (X-Request-Id; in error bodies as `requestId`), and leaves one line in the log
 * (log.ts: method, path, status, duration; nothing a visitor typed).
 *
 * Usage in src/api/x.ts:  export default apiHandler({ GET: ({ query }) => ok(...) });
 *
 * No file under src/ may export a `config` (Gatsby's per-function body-parser settings):
 * Gatsby then builds rendering engines for the whole site, which this site does not use.
 * So Gatsby's default parsers (up to 100 KB) may have read the body already, and the limit
 * is checked on what they parsed as well as on the raw stream.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { clientAddress } from './client-address';
import { logEvent, logRequest } from './log';
import { apiTranslator } from './messages';
import { startOnRequest, StoreUnavailable } from './services';
import { embeddedApiEnabled } from './settings';

import { MAX_BODY_BYTES } from './limits';

export { MAX_BODY_BYTES };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More fields of the error body, beside `message` (e.g. a form's field errors). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The handler-level messages of locales/{set}/api.json (checked in handler.test.ts). */
export type ApiMessageKey =
  | 'notFound'
  | 'errors.methodNotAllowed'
  | 'errors.tooLarge'
  | 'errors.unreadable'
  | 'errors.internal'
  | 'errors.notStored'
  | 'errors.notReady'
  | 'query.required'
  | 'query.date'
  | 'query.dateOrder'
  | 'query.range'
  | 'query.idOrAlias';

/** An HttpError whose message is a key of api.json, said in the request's language when it is answered. */
export class ApiError extends HttpError {
  constructor(
    status: number,
    readonly key: ApiMessageKey,
    readonly values: Record<string, string | number> = {},
    headers: Record<string, string> = {},
    details: Record<string, unknown> = {},
  ) {
    super(status, key, headers, details);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  /** The request's id: the proxy's X-Request-Id when it sent a well-formed one, else a new one. */
  id: string;
  method: Method;
  /** Query values, first value of each key. */
  query: Record<string, string>;
  /** Path parameters of a dynamic route ([value].ts). */
  params: Record<string, string>;
  /** The parsed JSON body (undefined when none was sent). */
  body: unknown;
  headers: IncomingHttpHeaders;
  cookies: Record<string, string>;
  /** Whether the request came over HTTPS (directly or through a proxy). */
  secure: boolean;
  /** The client's address, as TRUST_PROXY says to read it (rate limits count per client). */
  client: string;
}

export interface Reply {
  status?: number;
  data: unknown;
  headers?: Record<string, string | string[]>;
  /** `data` is a file sent as it is, with its own Content-Type header (an iCalendar file), not the JSON envelope. */
  raw?: boolean;
}

export const ok = (data: unknown, headers?: Reply['headers']): Reply => ({ status: 200, data, headers });

type Handler = (request: ApiRequest) => Reply | Promise<Reply>;
export type Handlers = Partial<Record<Method, Handler>>;

const BODY_METHODS: Method[] = ['POST', 'PUT', 'DELETE'];

function firstValues(values: Record<string, unknown> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') result[key] = first;
  }
  return result;
}

const tooLarge = () => new ApiError(413, 'errors.tooLarge');
const unreadable = () => new ApiError(415, 'errors.unreadable');

/** Reads the raw body, giving up (413) as soon as it passes the limit. */
async function readRawBody(req: GatsbyFunctionRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > MAX_BODY_BYTES) {
      // Stop reading; what is still arriving is drained and dropped.
      req.resume();
      throw tooLarge();
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

const isJson = (req: GatsbyFunctionRequest) => /^application\/(.+\+)?json\b/i.test(String(req.headers['content-type'] ?? ''));

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ApiError(400, 'errors.unreadable');
  }
}

async function readJsonBody(req: GatsbyFunctionRequest): Promise<unknown> {
  // Gatsby's parsers leave an object (JSON, form data; {} for no body) or a string or Buffer.
  const given: unknown = req.body;
  if (given !== undefined && given !== null) {
    const raw = Buffer.isBuffer(given) ? given : Buffer.from(typeof given === 'string' ? given : JSON.stringify(given));
    if (raw.length > MAX_BODY_BYTES) throw tooLarge();
    if (typeof given === 'object' && !Buffer.isBuffer(given) && !isJson(req)) {
      if (Object.keys(given).length === 0) return undefined;
      throw unreadable();
    }
    if (!isJson(req)) throw unreadable();
    return typeof given === 'object' && !Buffer.isBuffer(given) ? given : parseJson(raw);
  }
  const raw = await readRawBody(req);
  if (raw.length === 0) return undefined;
  if (!isJson(req)) throw unreadable();
  return parseJson(raw);
}

const requestId = (req: GatsbyFunctionRequest): string => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
};

function send(res: GatsbyFunctionResponse, status: number, data: unknown, headers: Reply['headers'] = {}, raw = false): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store');
  if (raw) res.status(status).send(data);
  else res.status(status).json({ status, data });
}

export interface HandlerOptions {
  /** What the request log names instead of the path (a path that may hold anything: the unknown-path answer). */
  logAs?: string;
  /** Answers every method without a handler of its own, instead of 405. */
  otherwise?: Handler;
}

/** The path of a request without its query. */
const pathOf = (req: GatsbyFunctionRequest): string =>
  String((req as GatsbyFunctionRequest & { originalUrl?: string }).originalUrl ?? req.url ?? '').split('?')[0];

export function apiHandler(handlers: Handlers, options: HandlerOptions = {}) {
  const allowed = Object.keys(handlers) as Method[];
  const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : [])].join(', ');

  async function handle(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
    const started = performance.now();
    const method = (req.method === 'HEAD' ? 'GET' : (req.method?.toUpperCase() ?? 'GET')) as Method;
    const handler = handlers[method] ?? options.otherwise;
    const id = requestId(req);
    const query = firstValues(req.query);
    let body: unknown;
    let status = 500;
    res.setHeader('X-Request-Id', id);
    try {
      if (!embeddedApiEnabled()) throw new ApiError(404, 'notFound');
      startOnRequest();
      if (!handler) throw new ApiError(405, 'errors.methodNotAllowed', {}, { Allow: allow });
      if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw tooLarge();
      body = BODY_METHODS.includes(method) ? await readJsonBody(req) : undefined;
      const forwarded = String(req.headers['x-forwarded-proto'] ?? '');
      const reply = await handler({
        id,
        method,
        query,
        params: firstValues(req.params),
        body,
        headers: req.headers,
        cookies: req.cookies ?? {},
        secure: forwarded === 'https' || Boolean((req.socket as { encrypted?: boolean } | undefined)?.encrypted),
        client: clientAddress(req.socket?.remoteAddress, req.headers['x-forwarded-for']),
      });
      status = reply.status ?? 200;
      send(res, status, reply.data, reply.headers, reply.raw);
    } catch (error) {
      const say = (key: ApiMessageKey, values: Record<string, string | number> = {}) =>
        apiTranslator({ query, body, headers: req.headers })(key, values);
      if (error instanceof HttpError) {
        status = error.status;
        if (status === 413) res.setHeader('Connection', 'close');
        const message = error instanceof ApiError ? say(error.key, error.values) : error.message;
        send(res, status, { ...error.details, message, requestId: id }, error.headers);
      } else if (error instanceof StoreUnavailable) {
        status = 503;
        logEvent(id, 'store-unavailable', { reason: error.reason });
        send(res, status, { message: say('errors.notStored'), requestId: id }, { 'Retry-After': '60' });
      } else {
        status = 500;
        logEvent(id, 'unhandled-error', { reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
        send(res, status, { message: say('errors.internal'), requestId: id });
      }
    } finally {
      logRequest({
        requestId: id,
        method: req.method ?? 'GET',
        route: options.logAs ?? pathOf(req),
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  }
  /** The methods served, for tests and tools. */
  return Object.assign(handle, { methods: allowed });
}

/** A required, non-empty query value. */
export function requireQuery(query: Record<string, string>, name: string): string {
  const value = query[name]?.trim();
  if (!value) throw new ApiError(400, 'query.required', { name });
  return value;
}

/** A positive integer query value within bounds, else the fallback. */
export function intQuery(query: Record<string, string>, name: string, fallback: number, max: number): number {
  const value = Number(query[name]);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}
