/**
 * The one wrapper every function of the embedded API (src/api/) goes through: it answers
 * 404 when the embedded API is switched off (EMBEDDED_API=off), 405 for a method the function
 * does not serve, 413 for a body over 16 KB, 415/400 for a body that is not JSON, and turns
 * the handler's result or HttpError into `{ status, data }`. Every answer carries the
 * request's id (X-Request-Id; in error bodies as `requestId`), which the server's log names too.
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
import { logEvent } from './log';
import { embeddedApiEnabled } from './settings';

export const MAX_BODY_BYTES = 16 * 1024;

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

const tooLarge = () => new HttpError(413, `The request body is larger than ${MAX_BODY_BYTES} bytes`);

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
    throw new HttpError(400, 'The request body is not valid JSON');
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
      throw new HttpError(415, 'Send the body as application/json');
    }
    if (!isJson(req)) throw new HttpError(415, 'Send the body as application/json');
    return typeof given === 'object' && !Buffer.isBuffer(given) ? given : parseJson(raw);
  }
  const raw = await readRawBody(req);
  if (raw.length === 0) return undefined;
  if (!isJson(req)) throw new HttpError(415, 'Send the body as application/json');
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

export function apiHandler(handlers: Handlers) {
  const allowed = Object.keys(handlers) as Method[];
  const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : [])].join(', ');

  async function handle(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
    const method = (req.method === 'HEAD' ? 'GET' : req.method?.toUpperCase()) as Method;
    const handler = handlers[method];
    const id = requestId(req);
    res.setHeader('X-Request-Id', id);
    try {
      if (!embeddedApiEnabled()) throw new HttpError(404, 'Not found');
      if (!handler) throw new HttpError(405, `Method ${req.method} is not allowed here`, { Allow: allow });
      if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw tooLarge();
      const body = BODY_METHODS.includes(method) ? await readJsonBody(req) : undefined;
      const forwarded = String(req.headers['x-forwarded-proto'] ?? '');
      const reply = await handler({
        id,
        method,
        query: firstValues(req.query),
        params: firstValues(req.params),
        body,
        headers: req.headers,
        cookies: req.cookies ?? {},
        secure: forwarded === 'https' || Boolean((req.socket as { encrypted?: boolean } | undefined)?.encrypted),
        client: clientAddress(req.socket?.remoteAddress, req.headers['x-forwarded-for']),
      });
      send(res, reply.status ?? 200, reply.data, reply.headers, reply.raw);
    } catch (error) {
      if (error instanceof HttpError) {
        if (error.status === 413) res.setHeader('Connection', 'close');
        send(res, error.status, { ...error.details, message: error.message, requestId: id }, error.headers);
        return;
      }
      logEvent(id, 'unhandled-error', { reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
      send(res, 500, { message: 'Internal server error', requestId: id });
    }
  }
  /** The methods served, for tests and tools. */
  return Object.assign(handle, { methods: allowed });
}

/** A required, non-empty query value. */
export function requireQuery(query: Record<string, string>, name: string): string {
  const value = query[name]?.trim();
  if (!value) throw new HttpError(400, `The query parameter "${name}" is required`);
  return value;
}

/** A positive integer query value within bounds, else the fallback. */
export function intQuery(query: Record<string, string>, name: string, fallback: number, max: number): number {
  const value = Number(query[name]);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}
