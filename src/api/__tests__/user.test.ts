/**
 * @jest-environment node
 *
 * /api/user/login and /api/user/info (§7's /user/login and /user/info) with the demo
 * accounts of data/content/users.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import login from '../user/login';
import info from '../user/info';
import { SESSION_COOKIE } from '../../lib/server/session';
import { callFunction } from '../../../tests/function-request';

const DEMO = { email: 'Demo.Trader@northwind-markets.example', password: 'DemoTrader-2026' };

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'embedded-api-'));
  process.env.EMBEDDED_API_DATA_DIR = dataDir;
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
  delete process.env.EMBEDDED_API_DATA_DIR;
});

async function session(): Promise<string> {
  const response = await callFunction(login, { method: 'POST', body: DEMO });
  const cookie = String(response.headers['set-cookie']);
  return cookie.slice(`${SESSION_COOKIE}=`.length, cookie.indexOf(';'));
}

describe('POST /api/user/login', () => {
  it('answers the user, without the password hash, and an HttpOnly session cookie', async () => {
    const { statusCode, body, headers } = await callFunction(login, { method: 'POST', body: DEMO });
    expect(statusCode).toBe(200);
    expect(Object.keys(body?.data).sort()).toEqual(['accountType', 'country', 'email', 'firstName', 'id', 'language', 'lastName', 'memberSince', 'phone']);
    expect(String(headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]+\\.[\\w-]+; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`));
  });

  it('answers 401 for a wrong password or an unknown e-mail alike, and 422 without credentials', async () => {
    const wrong = await callFunction(login, { method: 'POST', body: { ...DEMO, password: 'nope' } });
    const unknown = await callFunction(login, { method: 'POST', body: { ...DEMO, email: 'who@example.com' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body?.data.message).toEqual(wrong.body?.data.message);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect((await callFunction(login, { method: 'POST', body: { email: DEMO.email } })).statusCode).toBe(422);
  });
});

describe('/api/user/info', () => {
  it('answers 401 without a session, or with a forged one', async () => {
    const token = await session();
    expect((await callFunction(info)).statusCode).toBe(401);
    const [payload, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ sub: 'u-10002', exp: Date.now() + 60_000 })).toString('base64url')}.${signature}`;
    expect((await callFunction(info, { cookies: { [SESSION_COOKIE]: forged } })).statusCode).toBe(401);
    expect((await callFunction(info, { cookies: { [SESSION_COOKIE]: `${payload}.x` } })).statusCode).toBe(401);
  });

  it('answers the signed-in user', async () => {
    const { statusCode, body } = await callFunction(info, { cookies: { [SESSION_COOKIE]: await session() } });
    expect(statusCode).toBe(200);
    expect(body?.data).toMatchObject({ id: 'u-10001', firstName: 'Alex', accountType: 'live' });
  });

  it('saves valid changes and keeps them; rejects invalid ones with 422', async () => {
    const cookies = { [SESSION_COOKIE]: await session() };
    const updated = await callFunction(info, { method: 'PUT', cookies, body: { firstName: ' Alexandra ', language: 'fr' } });
    expect(updated.body?.data).toMatchObject({ firstName: 'Alexandra', language: 'fr', lastName: 'Morgan' });
    expect((await callFunction(info, { cookies })).body?.data.firstName).toBe('Alexandra');

    for (const change of [{ language: 'es' }, { phone: 'none' }, { firstName: 'A' }, {}, { email: 'x@example.com' }]) {
      const { statusCode } = await callFunction(info, { method: 'PUT', cookies, body: change });
      expect(statusCode).toBe(422);
    }
  });
});
