/**
 * @jest-environment node
 *
 * POST /api/consent records a cookie choice without anything that identifies the visitor, sets
 * the choice's cookie from the server, and refuses what it cannot record with 422.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import consent from '../consent';
import { closeDatabase, consentRecords } from '../../lib/server/store';
import { consentSettings } from '../../lib/consent/settings';
import { callFunction } from '../../../tests/function-request';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'embedded-api-'));
  process.env.EMBEDDED_API_DATA_DIR = dataDir;
  jest.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z'), doNotFake: ['setImmediate', 'nextTick'] });
});
afterEach(() => {
  jest.useRealTimers();
  closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
  delete process.env.EMBEDDED_API_DATA_DIR;
});

const stored = () => consentRecords();

const { version } = consentSettings;

it('records time, version, categories and locale, and sets the choice cookie for 12 months', async () => {
  const { statusCode, body, headers } = await callFunction(consent, {
    method: 'POST',
    body: { version, categories: ['chat', 'analytics'], language: 'ar' },
    headers: { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Test' },
    remoteAddress: '203.0.113.9',
  });
  expect(statusCode).toBe(200);
  expect(body?.data).toEqual({ recordedAt: '2026-11-29T10:00:00.000Z' });
  expect(stored()).toEqual([{ time: '2026-11-29T10:00:00.000Z', version, categories: ['analytics', 'chat'], locale: 'ar' }]);
  expect(JSON.stringify(stored())).not.toContain('203.0.113.9');
  expect(headers['set-cookie']).toBe(
    `${consentSettings.cookieName}=${version}.analytics+chat.${Date.UTC(2026, 10, 29, 10) / 1000}; Max-Age=31536000; Expires=${new Date(
      Date.UTC(2027, 10, 29, 10),
    ).toUTCString()}; Path=/; SameSite=Lax`,
  );
});

it('refuses a choice it cannot record with 422 in the language of the request, and stores nothing', async () => {
  const { statusCode, body } = await callFunction(consent, { method: 'POST', body: { version, categories: ['ads'], language: 'de' } });
  expect(statusCode).toBe(422);
  expect(body?.data.message).toBe(
    'Diese Cookie-Auswahl kann nicht gespeichert werden. Bitte laden Sie die Seite neu und wählen Sie erneut.',
  );
  expect(stored()).toEqual([]);
  expect((await callFunction(consent, { method: 'GET' })).statusCode).toBe(405);
});

it('limits how many choices one client records (RATE_LIMIT_CONSENT)', async () => {
  jest.replaceProperty(process, 'env', { ...process.env, RATE_LIMIT_CONSENT: '2/600' });
  const send = () =>
    callFunction(consent, { method: 'POST', body: { version, categories: [], language: 'en' }, remoteAddress: '198.51.100.7' });
  expect((await send()).statusCode).toBe(200);
  expect((await send()).statusCode).toBe(200);
  const refused = await send();
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('600');
  expect(stored()).toHaveLength(2);
});
