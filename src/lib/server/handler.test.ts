/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiError, HttpError, MAX_BODY_BYTES, apiHandler, intQuery, ok, requireQuery, type ApiMessageKey } from './handler';
import { StoreUnavailable } from './store';
import { callFunction } from '../../../tests/function-request';

describe('apiHandler', () => {
  const echo = apiHandler({
    GET: ({ query, params }) => ok({ query, params }),
    POST: ({ body, secure }) => ({ status: 201, data: { body, secure }, headers: { 'X-Test': 'yes' } }),
  });

  it('wraps the handler result in { status, data } and sets no-store by default', async () => {
    const response = await callFunction(echo, { query: { lang: 'ar' }, params: { value: 'gold' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ status: 200, data: { query: { lang: 'ar' }, params: { value: 'gold' } } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('treats HEAD as GET', async () => {
    expect((await callFunction(echo, { method: 'HEAD' })).statusCode).toBe(200);
  });

  it('keeps the first value of a repeated query key', async () => {
    const response = await callFunction(echo, { query: { tag: ['gold', 'fx'] as unknown as string } });
    expect(response.body?.data.query).toEqual({ tag: 'gold' });
  });

  it('parses a JSON body up to exactly 16 KB, and passes status and headers through', async () => {
    const text = 'x'.repeat(MAX_BODY_BYTES - '{"t":""}'.length);
    const response = await callFunction(echo, { method: 'POST', body: { t: text }, headers: { 'x-forwarded-proto': 'https' } });
    expect(response.statusCode).toBe(201);
    expect(response.body?.data).toEqual({ body: { t: text }, secure: true });
    expect(response.headers['x-test']).toBe('yes');
  });

  it('rejects a wrong method with 405 and Allow', async () => {
    const response = await callFunction(echo, { method: 'DELETE' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, POST, HEAD');
    expect(echo.methods).toEqual(['GET', 'POST']);
  });

  it('rejects a body one byte over 16 KB with 413, declared or streamed', async () => {
    const text = 'x'.repeat(MAX_BODY_BYTES + 1 - '{"t":""}'.length);
    expect((await callFunction(echo, { method: 'POST', body: { t: text } })).statusCode).toBe(413);
    const streamed = await callFunction(echo, { method: 'POST', body: { t: text }, chunked: true });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.headers.connection).toBe('close');
  });

  it('rejects a body that is not JSON with 415, and broken JSON with 400', async () => {
    const form = await callFunction(echo, {
      method: 'POST',
      rawBody: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    const broken = await callFunction(echo, { method: 'POST', rawBody: '{"a":' });
    expect(broken).toMatchObject({ statusCode: 400, body: { status: 400, data: { message: expect.any(String) } } });
  });

  it('answers an HttpError with its status and message, and anything else with 500', async () => {
    const failing = apiHandler({
      GET: ({ query }) => {
        if (query.kind === 'http') throw new HttpError(404, 'Not here');
        throw new Error('boom');
      },
    });
    expect((await callFunction(failing, { query: { kind: 'http' } })).body).toEqual({
      status: 404,
      data: { message: 'Not here', requestId: expect.any(String) },
    });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await callFunction(failing, { headers: { 'accept-language': 'de-CH,de;q=0.9' } })).body).toEqual({
      status: 500,
      data: {
        message: 'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es in einigen Minuten erneut.',
        requestId: expect.any(String),
      },
    });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('says every error of its own in the request’s language: the lang query, the body’s language, Accept-Language', async () => {
    const failing = apiHandler({ GET: () => ok({}), POST: () => ok({}) });
    const wrongMethod = await callFunction(failing, { method: 'PUT', query: { lang: 'ar' } });
    expect(wrongMethod.body?.data.message).toBe('هذا العنوان لا يقبل هذا النوع من الطلبات.');
    const broken = await callFunction(failing, { method: 'POST', rawBody: '{"language":', headers: { 'accept-language': 'th-TH' } });
    expect(broken.body?.data.message).toBe('เราไม่สามารถอ่านข้อมูลที่คุณส่งได้ โปรดโหลดหน้านี้ใหม่แล้วลองอีกครั้ง');
    const tooLarge = await callFunction(failing, { method: 'POST', body: { language: 'ko', t: 'x'.repeat(MAX_BODY_BYTES) } });
    // The body is never read past the limit, so the language comes from the headers: English here.
    expect(tooLarge.body?.data.message).toBe('What you sent is too long. Please shorten it and try again.');
    const keyed = apiHandler({ GET: () => Promise.reject(new ApiError(400, 'query.required', { name: 'id' })) });
    expect((await callFunction(keyed, { query: { lang: 'zh-hant-tw' } })).body?.data.message).toBe('必須提供查詢參數「id」。');
  });

  it('answers 503 with a translated message and Retry-After when the store cannot take a write', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const storing = apiHandler({
      POST: () => {
        throw new StoreUnavailable("EROFS: read-only file system, mkdir '/srv/data'", 'EROFS');
      },
    });
    const { statusCode, body, headers } = await callFunction(storing, { method: 'POST', body: { language: 'fr' } });
    expect(statusCode).toBe(503);
    expect(headers['retry-after']).toBe('60');
    expect(body?.data.message).toMatch(/^Nous n’avons pas pu enregistrer vos informations/);
    expect(spy.mock.calls.join('\n')).toMatch(/"event":"store-unavailable".*EROFS/);
    spy.mockRestore();
  });

  it('leaves one JSON line per request: its id, method, path without query, status and duration, nothing the visitor sent', async () => {
    const lines: string[] = [];
    const spy = jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const { headers } = await callFunction(echo, {
      method: 'POST',
      url: '/api/echo?email=ada@example.com',
      body: { email: 'ada@example.com', password: 'secret', token: 'captcha-token' },
    });
    await callFunction(echo, { method: 'PATCH', url: '/api/echo' });
    spy.mockRestore();
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      {
        time: expect.any(String),
        level: 'info',
        event: 'request',
        requestId: headers['x-request-id'],
        method: 'POST',
        route: '/api/echo',
        status: 201,
        durationMs: expect.any(Number),
      },
      expect.objectContaining({ method: 'PATCH', route: '/api/echo', status: 405 }),
    ]);
    expect(lines.join('\n')).not.toMatch(/ada@example|secret|captcha-token/);
  });

  it('reads a raw body the server handed over as a Buffer (scripts/serve-api.mjs)', async () => {
    const json = await callFunction(echo, {
      method: 'POST',
      parsed: Buffer.from('{"a":1}'),
      headers: { 'content-type': 'application/json' },
    });
    expect(json.body?.data.body).toEqual({ a: 1 });
    const broken = await callFunction(echo, {
      method: 'POST',
      parsed: Buffer.from('{"a":'),
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    const big = Buffer.alloc(MAX_BODY_BYTES + 1, 'x');
    expect((await callFunction(echo, { method: 'POST', parsed: big, headers: { 'content-type': 'application/json' } })).statusCode).toBe(
      413,
    );
  });

  describe('a body Gatsby’s parsers have read already', () => {
    it('takes parsed JSON, and treats an empty parse without JSON type as no body', async () => {
      const json = await callFunction(echo, { method: 'POST', body: { a: 1 }, parsed: true });
      expect(json.body?.data.body).toEqual({ a: 1 });
      const none = await callFunction(echo, { method: 'POST', parsed: {}, headers: {} });
      expect(none.body?.data.body).toBeUndefined();
    });

    it('still applies the 16 KB limit and the JSON-only rule', async () => {
      const big = await callFunction(echo, { method: 'POST', body: { t: 'x'.repeat(MAX_BODY_BYTES) }, parsed: true, chunked: true });
      expect(big.statusCode).toBe(413);
      const form = await callFunction(echo, {
        method: 'POST',
        parsed: { a: '1' },
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.statusCode).toBe(415);
      const text = await callFunction(echo, { method: 'POST', parsed: 'hello', headers: { 'content-type': 'text/plain' } });
      expect(text.statusCode).toBe(415);
    });
  });
});

it('has every message it can answer in every translation set', () => {
  const keys: ApiMessageKey[] = [
    'notFound',
    'errors.methodNotAllowed',
    'errors.tooLarge',
    'errors.unreadable',
    'errors.internal',
    'errors.notStored',
    'errors.notReady',
    'query.required',
    'query.date',
    'query.dateOrder',
    'query.range',
    'query.idOrAlias',
  ];
  const english = JSON.parse(readFileSync(path.join(__dirname, '../../../locales/en/api.json'), 'utf8'));
  for (const key of keys) expect(key.split('.').reduce((strings, part) => strings?.[part], english)).toEqual(expect.any(String));
});

describe('query helpers', () => {
  it('requires a value, and bounds integers', () => {
    expect(requireQuery({ id: ' a ' }, 'id')).toBe('a');
    expect(() => requireQuery({}, 'id')).toThrow(HttpError);
    expect(intQuery({ page: '3' }, 'page', 1, 10)).toBe(3);
    expect(intQuery({ page: '30' }, 'page', 1, 10)).toBe(10);
    expect(intQuery({ page: '-1' }, 'page', 1, 10)).toBe(1);
    expect(intQuery({ page: 'x' }, 'page', 1, 10)).toBe(1);
  });
});
