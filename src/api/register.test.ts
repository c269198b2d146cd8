/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { examplePayload } from '../../tests/registration-example';
import { callFunction, type FakeRequest } from '../../tests/function-request';
import { MAX_BODY_BYTES } from '../lib/server/handler';
import { closeDatabase, pendingEntries, storedLeads } from '../lib/server/store';
import { database } from '../lib/server/store/database';
import register from './register';

const valid = { ...examplePayload, first_name: ' Ada ', token: 'captcha-token' };
const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const call = (body?: unknown, request: FakeRequest = {}) =>
  callFunction(register, { method: 'POST', body, headers: { 'x-forwarded-for': '203.0.113.9' }, ...request });

const env = { ...process.env };
let dataDir: string;
const fetchMock = jest.fn();
let logged: string[];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'register-'));
  process.env.EMBEDDED_API_DATA_DIR = dataDir;
  process.env.RATE_LIMIT_SUBMISSIONS = '1000/60';
  fetchMock.mockReset();
  global.fetch = fetchMock;
  logged = [];
  jest.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line));
});
afterEach(() => {
  closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
  process.env = { ...env };
  jest.restoreAllMocks();
});

/** The applications in the store, as an operator's export shows them. */
const storedLeadsOf = () => [...storedLeads()].filter((lead) => lead.kind === 'application');
const stored = (): Record<string, any>[] =>
  storedLeadsOf().map((lead) => ({ ...lead.payload, receivedAt: lead.receivedAt, reference: lead.reference }));

describe('POST /api/register without an upstream', () => {
  it('stores the checked application and answers with the portal address in the form’s language', async () => {
    const { statusCode, body } = await call({ ...valid, language: 'cht' });
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      status: 200,
      data: {
        redirect_address: 'https://portal.northwind-markets.example/apply-live-ta?language=cht',
        reference: expect.stringMatching(/^NW-[0-9A-F]{8}$/),
      },
    });
    const [record] = stored();
    expect(record.reference).toBe(body?.data.reference);
    expect(record).toMatchObject({ first_name: 'Ada', country: '德國', countryValue: 'Germany', classname: 'de', language: 'cht' });
    expect(record).not.toHaveProperty('token');
    expect(Date.parse(record.receivedAt)).not.toBeNaN();
  });

  it('reads a body that Gatsby has parsed already', async () => {
    expect((await call(valid, { parsed: true })).statusCode).toBe(200);
    expect(stored()[0]).toMatchObject({ first_name: 'Ada', email: 'ada@example.com' });
  });

  it('stores one row per application, in the data directory read when the request arrives', async () => {
    await call(valid);
    await call({ ...valid, email: 'grace@example.com' });
    expect(stored().map((record) => record.email)).toEqual(['ada@example.com', 'grace@example.com']);
  });

  it('rebuilds the derived fields instead of trusting them', async () => {
    await call({ ...valid, country: 'Atlantis', countryValue: 'Atlantis', send_email: 1, redirect: 'elsewhere' });
    expect(stored()[0]).toMatchObject({ country: 'Germany', countryValue: 'Germany', send_email: 0, redirect: 'apply-live-ta' });
  });

  it('answers 503 in the visitor’s language, claims nothing and logs why, when the store cannot take it', async () => {
    writeFileSync(path.join(dataDir, 'file'), '');
    process.env.EMBEDDED_API_DATA_DIR = path.join(dataDir, 'file', 'below');
    const { statusCode, body, headers } = await call({ ...valid, language: 'de' });
    expect(statusCode).toBe(503);
    expect(headers['retry-after']).toBe('60');
    expect(body?.data).toEqual({
      message:
        'Wir konnten Ihre Angaben nicht speichern, daher wurde nichts übermittelt. Bitte versuchen Sie es in einigen Minuten erneut.',
      requestId: headers['x-request-id'],
    });
    expect(body?.data).not.toHaveProperty('redirect_address');
    expect(logged.join('\n')).toMatch(/"event":"store-unavailable".*ENOTDIR/);
  });

  it('keeps one application per idempotency key (header or body): a repeat answers as the first did', async () => {
    const first = await call(valid, { headers: { 'x-forwarded-for': '203.0.113.9', 'idempotency-key': 'form-7f3a9c21' } });
    const again = await call({ ...valid, first_name: 'Changed' }, { headers: { 'idempotency-key': 'form-7f3a9c21' } });
    const byBody = await call({ ...valid, idempotency_key: 'form-7f3a9c21' });
    expect(again.body).toEqual(first.body);
    expect(byBody.body).toEqual(first.body);
    expect(stored()).toHaveLength(1);
    expect(stored()[0]).toMatchObject({ first_name: 'Ada' });
    expect(stored()[0]).not.toHaveProperty('idempotency_key');
    expect((await call(valid, { headers: { 'idempotency-key': 'no spaces allowed' } })).statusCode).toBe(400);
  });
});

describe('invalid input', () => {
  it('answers 422 with the first error translated into the payload’s language, and stores nothing', async () => {
    const { statusCode, body } = await call({ ...valid, first_name: ' ', email: 'nope', language: 'de' });
    expect(statusCode).toBe(422);
    expect(body?.data.message).toBe('Bitte geben Sie Ihren Vornamen ein.');
    expect(body?.data.errors).toEqual({
      first_name: 'Bitte geben Sie Ihren Vornamen ein.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
    });
    expect(stored()).toEqual([]);
  });

  it('answers a regional locale in its own wording (zh-hant-tw over zh-hant)', async () => {
    const { body } = await call({ ...valid, email: 'nope', language: 'zh-hant-tw' });
    expect(body?.data.errors).toEqual({ email: '請輸入有效的電子郵件地址，例如 name@example.com。' });
    expect((await call({ ...valid, email: 'nope', language: 'cht' })).body?.data.errors).toEqual({
      email: '請輸入有效的電郵地址，例如 name@example.com。',
    });
  });

  it('fills in the minimum length and falls back to English for an unknown language', async () => {
    expect((await call({ ...valid, last_name: 'L', language: 'xx' })).body).toMatchObject({
      status: 422,
      data: { message: 'Your last name must have at least 2 characters.' },
    });
    expect((await call({ ...valid, mobile: '', language: 'zh-hans' })).body?.data.message).toBe('请输入您的手机号码。');
  });

  it('answers 400 to a body that is not a JSON object', async () => {
    expect((await call(undefined, { rawBody: 'not json' })).statusCode).toBe(400);
    expect((await call([1, 2])).statusCode).toBe(400);
    expect((await call(undefined, { rawBody: '{"language": "fr", broken', headers: { 'accept-language': 'fr' } })).body).toMatchObject({
      status: 400,
      data: { message: 'Nous n’avons pas pu lire ce que vous avez envoyé. Veuillez recharger la page et réessayer.' },
    });
  });
});

describe('limits', () => {
  it.each(['GET', 'PUT', 'DELETE'])('answers 405 to %s with an Allow header', async (method) => {
    const { statusCode, headers } = await callFunction(register, { method });
    expect(statusCode).toBe(405);
    expect(headers.allow).toBe('POST');
  });

  it('answers 413 to a body over 16 KB, declared or not', async () => {
    const large = { ...valid, middle_name: 'x'.repeat(MAX_BODY_BYTES) };
    expect((await call(large)).statusCode).toBe(413);
    expect((await call(large, { chunked: true })).statusCode).toBe(413);
    expect((await call(large, { parsed: true })).statusCode).toBe(413);
    const justUnder = { ...valid, middle_name: 'x'.repeat(MAX_BODY_BYTES - JSON.stringify(valid).length - 10) };
    expect((await call(justUnder)).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After and a translated message past RATE_LIMIT_SUBMISSIONS, per client', async () => {
    process.env.RATE_LIMIT_SUBMISSIONS = '2/60';
    const from = (ip: string, language = 'en') => call({ ...valid, language }, { headers: { 'x-forwarded-for': ip } });
    expect((await from('198.51.100.1')).statusCode).toBe(200);
    expect((await from('198.51.100.1')).statusCode).toBe(200);
    const refused = await from('198.51.100.1', 'fr');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body?.data.message).toMatch(/Trop de demandes/);
    expect((await from('198.51.100.2')).statusCode).toBe(200);
    expect(stored()).toHaveLength(3);
  });
});

describe('captcha verification (RECAPTCHA_SECRET set when the request arrives)', () => {
  const verdict = (result: object) => ({ json: () => Promise.resolve(result) });

  beforeEach(() => {
    process.env.RECAPTCHA_SECRET = 'secret';
  });

  it('sends the token to the verifier and accepts a passing LOGIN verdict', async () => {
    fetchMock.mockResolvedValue(verdict({ success: true, action: 'LOGIN', score: 0.9 }));
    expect((await call(valid)).statusCode).toBe(200);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(VERIFY_URL);
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      secret: 'secret',
      response: 'captcha-token',
      remoteip: '203.0.113.9',
    });
  });

  it('asks the verifier set in RECAPTCHA_VERIFY_URL, with the score of RECAPTCHA_MIN_SCORE', async () => {
    process.env.RECAPTCHA_VERIFY_URL = 'http://127.0.0.1:9/verify';
    process.env.RECAPTCHA_MIN_SCORE = '0.95';
    fetchMock.mockResolvedValue(verdict({ success: true, action: 'LOGIN', score: 0.9 }));
    expect((await call(valid)).statusCode).toBe(422);
    expect(fetchMock.mock.calls[0][0]).toBe('http://127.0.0.1:9/verify');
    expect(logged.join('\n')).toMatch(/"event":"captcha-refused".*score 0\.9 < 0\.95/);
  });

  it.each([
    ['a failed check', { success: false }],
    ['another action', { success: true, action: 'OTHER', score: 0.9 }],
    ['a low score', { success: true, action: 'LOGIN', score: 0.1 }],
  ])('refuses %s with verifyIdentity, and stores nothing', async (_case, result) => {
    fetchMock.mockResolvedValue(verdict(result));
    const { statusCode, body } = await call({ ...valid, language: 'fr' });
    expect(statusCode).toBe(422);
    expect(body?.data.message).toBe('Nous n’avons pas pu vérifier que cette demande émane de vous. Veuillez réessayer.');
    expect(stored()).toEqual([]);
  });

  it('refuses a missing token without asking the verifier', async () => {
    expect((await call({ ...valid, token: '' })).statusCode).toBe(422);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses with 503 when the verifier cannot be reached or times out', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect((await call(valid)).statusCode).toBe(503);
    fetchMock.mockRejectedValueOnce(Object.assign(new Error('timed out'), { name: 'TimeoutError' }));
    expect((await call(valid)).statusCode).toBe(503);
    expect(stored()).toEqual([]);
  });
});

describe('forwarding (REGISTER_UPSTREAM_URL set when the request arrives)', () => {
  const json = (answer: unknown, status = 200) => ({ status, json: () => Promise.resolve(answer) });

  beforeEach(() => {
    process.env.REGISTER_UPSTREAM_URL = 'https://crm.example/register';
  });

  it('stores the application, forwards it with its key and request id, and relays the upstream’s redirect', async () => {
    const answer = { status: 200, data: { redirect_address: 'https://portal.example/apply?id=7' } };
    fetchMock.mockResolvedValue(json(answer));
    const { body, headers } = await call(valid, { headers: { 'idempotency-key': 'form-0c1d2e3f' } });
    const [lead] = storedLeadsOf();
    expect(body).toEqual({ status: 200, data: { ...answer.data, reference: lead.reference } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://crm.example/register');
    const { token: _token, ...withoutToken } = valid;
    expect(JSON.parse(init.body)).toEqual({
      ...withoutToken,
      first_name: 'Ada',
      reference: lead.reference,
      received_at: lead.receivedAt,
      idempotency_key: 'form-0c1d2e3f',
    });
    expect(init.headers).toMatchObject({ 'X-Request-Id': headers['x-request-id'], 'Idempotency-Key': 'form-0c1d2e3f' });
    expect(lead.delivery).toMatchObject({ state: 'sent', attempts: 1, answer });
  });

  it('relays an upstream refusal with its message, and does not try again', async () => {
    fetchMock.mockResolvedValue(json({ status: 409, data: { message: 'Already registered' } }, 409));
    expect(await call(valid)).toMatchObject({ statusCode: 409, body: { status: 409, data: { message: 'Already registered' } } });
    expect(storedLeadsOf()[0].delivery).toMatchObject({ state: 'refused', answer: { status: 409 } });
    expect(pendingEntries()).toEqual([]);
  });

  it.each([
    [
      'is refused',
      () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })),
      /unreachable \(ECONNREFUSED\)/,
    ],
    ['times out', () => Promise.reject(Object.assign(new Error('timeout'), { name: 'TimeoutError' })), /timeout after 30000 ms/],
    ['answers 500', () => Promise.resolve(json({ status: 500, data: {} }, 500)), /upstream answered 500/],
    ['answers 429', () => Promise.resolve(json({ status: 429, data: {} }, 429)), /upstream answered 429/],
    [
      'answers something other than JSON',
      () => Promise.resolve({ status: 200, json: () => Promise.reject(new SyntaxError('x')) }),
      /without JSON/,
    ],
    ['answers JSON without the envelope', () => Promise.resolve(json({ ok: true })), /without a \{ status, data \} envelope/],
  ])(
    'answers 202 “received” in the visitor’s language when the upstream %s, keeps the application pending and logs why without personal data',
    async (_case, answer, reason) => {
      fetchMock.mockImplementation(answer);
      const { statusCode, body, headers } = await call({ ...valid, language: 'ko' });
      expect(statusCode).toBe(202);
      const [lead] = storedLeadsOf();
      expect(body?.data).toEqual({ reference: lead.reference, message: expect.stringContaining(lead.reference) });
      expect(body?.data.message).toMatch(/[\uac00-\ud7af]/);
      expect(body?.data).not.toHaveProperty('redirect_address');
      const [pending] = pendingEntries();
      expect(pending).toMatchObject({ reference: lead.reference, attempts: 1, lastError: expect.stringMatching(reason), leaseUntil: null });
      // The next attempt comes after the first wait of OUTBOX_BACKOFF (10 s: between 5 and 10).
      const wait = Date.parse(pending.nextAttemptAt as string) - Date.parse(pending.lastAttemptAt as string);
      expect(wait).toBeGreaterThanOrEqual(5000);
      expect(wait).toBeLessThanOrEqual(10_000);
      const line = JSON.parse(logged.find((entry) => entry.includes('outbox-attempt-failed')) as string);
      expect(line).toMatchObject({ requestId: headers['x-request-id'], reference: lead.reference, reason: expect.stringMatching(reason) });
      expect(JSON.stringify(logged)).not.toMatch(/ada@example\.com|Lovelace|15123456789/);
    },
  );

  it('answers “received” when the upstream accepts without an address to continue at', async () => {
    fetchMock.mockResolvedValue(json({ status: 200, data: { accepted: true } }));
    const { statusCode, body } = await call(valid);
    expect(statusCode).toBe(202);
    expect(body?.data.message).toContain('We have received your application'.replace('We', 'we'));
    expect(storedLeadsOf()[0].delivery).toMatchObject({ state: 'sent' });
  });

  it('waits UPSTREAM_TIMEOUT_MS for the upstream, then answers “received”', async () => {
    process.env.UPSTREAM_TIMEOUT_MS = '5';
    fetchMock.mockImplementation(
      (_url, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    expect((await call(valid)).statusCode).toBe(202);
    expect(logged.join('\n')).toMatch(/timeout after 5 ms/);
  });

  it('tells the truth when the CRM took the application but the store took no note of it: the redirect, and the row sent again later', async () => {
    fetchMock.mockImplementation(() => {
      // The disk turns read-only while the CRM answers.
      database().exec('PRAGMA query_only = ON');
      return Promise.resolve(json({ status: 200, data: { redirect_address: 'https://portal.example/apply?id=9' } }));
    });
    const { statusCode, body } = await call(valid, { headers: { 'idempotency-key': 'form-record-0001' } });
    database().exec('PRAGMA query_only = OFF');
    expect(statusCode).toBe(200);
    expect(body?.data.redirect_address).toBe('https://portal.example/apply?id=9');
    expect(logged.join('\n')).toMatch(/"event":"outbox-record-failed"/);
    // Still held by the request that sent it; pending again once the hold runs out, under the same key.
    expect(pendingEntries()).toEqual([
      expect.objectContaining({ idempotencyKey: 'form-record-0001', attempts: 0, leaseUntil: expect.any(String) }),
    ]);
  });

  it('sends a repeated submission of a pending application again at once, under the same key, and stores it once', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 503, data: {} }, 503));
    const first = await call(valid, { headers: { 'idempotency-key': 'form-retry-0001' } });
    expect(first.statusCode).toBe(202);
    fetchMock.mockResolvedValueOnce(json({ status: 200, data: { redirect_address: 'https://portal.example/apply?id=8' } }));
    const again = await call(valid, { headers: { 'idempotency-key': 'form-retry-0001' } });
    expect(again.body?.data).toMatchObject({
      redirect_address: 'https://portal.example/apply?id=8',
      reference: first.body?.data.reference,
    });
    expect(fetchMock.mock.calls.map(([, init]) => init.headers['Idempotency-Key'])).toEqual(['form-retry-0001', 'form-retry-0001']);
    expect(storedLeadsOf()).toHaveLength(1);
    expect(pendingEntries()).toEqual([]);
  });
});

it('answers 404 to everything when EMBEDDED_API=off', async () => {
  process.env.EMBEDDED_API = 'off';
  expect((await call(valid)).statusCode).toBe(404);
  expect(stored()).toEqual([]);
});
