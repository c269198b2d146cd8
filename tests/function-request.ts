/** Calls a Gatsby Function of src/api/ as the server would, with a fake request and response. */
import { Readable } from 'node:stream';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';

export interface FakeRequest {
  method?: string;
  /** The path and query the request was sent to (what the request log names). */
  url?: string;
  query?: Record<string, string>;
  params?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (overrides body). */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** Send the body in chunks without a Content-Length, as a chunked upload does. */
  chunked?: boolean;
  /**
   * What Gatsby's own body parsers left on req.body (they run before the function): true for
   * the parsed JSON body, or the value itself. The stream is then already read.
   */
  parsed?: unknown;
  /** The address the request comes from; this machine's by default, as from a local proxy. */
  remoteAddress?: string;
}

export interface FakeResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: { status: number; data: any } | undefined;
  /** A body sent as it is (a file), not as the JSON envelope. */
  text?: string;
}

type Handler = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>;

export async function callFunction(handler: Handler, request: FakeRequest = {}): Promise<FakeResponse> {
  const payload = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  const buffer = payload === undefined ? undefined : Buffer.from(payload);
  const chunkCount = buffer ? Math.ceil(buffer.length / 1024) : 0;
  const chunks = request.chunked
    ? [...Array(chunkCount).keys()].map((i) => (buffer as Buffer).subarray(i * 1024, (i + 1) * 1024))
    : buffer
      ? [buffer]
      : [];
  const parsed = request.parsed === true ? JSON.parse(String(payload)) : request.parsed;
  const req = Object.assign(Readable.from(parsed === undefined ? chunks : []), {
    body: parsed,
    method: request.method ?? 'GET',
    url: request.url,
    originalUrl: request.url,
    query: request.query ?? {},
    params: request.params ?? {},
    cookies: request.cookies ?? {},
    headers: {
      ...(buffer ? { 'content-type': 'application/json' } : {}),
      ...(buffer && !request.chunked ? { 'content-length': String(buffer.length) } : {}),
      ...request.headers,
    },
    socket: { remoteAddress: request.remoteAddress ?? '127.0.0.1' },
  }) as unknown as GatsbyFunctionRequest;

  const response: FakeResponse = { statusCode: 200, headers: {}, body: undefined };
  const res = {
    setHeader: (name: string, value: unknown) => void (response.headers[name.toLowerCase()] = value),
    getHeader: (name: string) => response.headers[name.toLowerCase()],
    status(code: number) {
      response.statusCode = code;
      return this;
    },
    json: (body: FakeResponse['body']) => void (response.body = body),
    send: (body: string) => void (response.text = body),
  } as unknown as GatsbyFunctionResponse;

  await handler(req, res);
  return response;
}
