/**
 * @jest-environment node
 *
 * Every function of the embedded API rejects a method it does not serve (405) and a body
 * over 16 KB (413), whichever way the body arrives.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { MAX_BODY_BYTES } from '../../lib/server/handler';
import { callFunction } from '../../../tests/function-request';

const apiDir = path.resolve(__dirname, '..');
function functionFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : functionFiles(full);
    return /\.ts$/.test(name) && !/\.(test|d)\.ts$/.test(name) ? [full] : [];
  });
}

const functions = functionFiles(apiDir).map((file) => {
  const handler = require(file).default;
  return {
    route: `/api/${path.relative(apiDir, file).replace(/(\/index)?\.ts$/, '')}`,
    handler,
    methods: (handler.methods?.length ? handler.methods : ['POST']) as string[],
  };
});

it('finds the functions', () => {
  expect(functions.map(({ route }) => route)).toEqual(
    expect.arrayContaining([
      '/api/articles',
      '/api/articles/null',
      '/api/user/login',
      '/api/user/info',
      '/api/tmx-api/symblos/3/[value]',
      '/api/location',
    ]),
  );
});

describe.each(functions)('$route', ({ route, handler, methods }) => {
  it('answers 405 with Allow for a method it does not serve (the unknown-path answer: 404 for every method)', async () => {
    const response = await callFunction(handler, { method: 'PATCH' });
    if (route === '/api/not-found') {
      expect(response.body).toEqual({ status: 404, data: { message: expect.any(String), requestId: expect.any(String) } });
      return;
    }
    expect(response.statusCode).toBe(405);
    expect(response.body?.status).toBe(405);
    expect(String(response.headers.allow)).toContain(methods[0]);
  });

  it('answers 413 for a body over 16 KB, declared or streamed', async () => {
    const oversized = { filler: 'x'.repeat(MAX_BODY_BYTES) };
    const declared = await callFunction(handler, { method: methods[0], body: oversized });
    expect(declared.statusCode).toBe(413);
    expect(declared.body).toEqual({ status: 413, data: { message: expect.any(String), requestId: expect.any(String) } });
    if (methods.some((method) => method !== 'GET')) {
      const method = methods.find((candidate) => candidate !== 'GET');
      const streamed = await callFunction(handler, { method, body: oversized, chunked: true });
      expect(streamed.statusCode).toBe(413);
    }
  });
});
