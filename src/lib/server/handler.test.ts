/** @jest-environment node */
import { HttpError, MAX_BODY_BYTES, apiHandler, intQuery, ok, requireQuery } from './handler';
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
    const form = await callFunction(echo, { method: 'POST', rawBody: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
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
    expect((await callFunction(failing, { query: { kind: 'http' } })).body).toEqual({ status: 404, data: { message: 'Not here', requestId: expect.any(String) } });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await callFunction(failing)).body).toEqual({ status: 500, data: { message: 'Internal server error', requestId: expect.any(String) } });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
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
      const form = await callFunction(echo, { method: 'POST', parsed: { a: '1' }, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(form.statusCode).toBe(415);
      const text = await callFunction(echo, { method: 'POST', parsed: 'hello', headers: { 'content-type': 'text/plain' } });
      expect(text.statusCode).toBe(415);
    });
  });
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
