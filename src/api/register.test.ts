/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { examplePayload } from '../../tests/registration-example';
import { callFunction, type FakeRequest } from '../../tests/function-request';
import { MAX_BODY_BYTES } from '../lib/server/handler';
import register, { REGISTRATIONS_FILE } from './register';

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
  rmSync(dataDir, { recursive: true, force: true });
  process.env = { ...env };
  jest.restoreAllMocks();
});

const stored = () =>
  readFileSync(path.join(dataDir, REGISTRATIONS_FILE), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

describe('POST /api/register without an upstream', () => {
  it('stores the checked application and answers with the portal address in the form’s language', async () => {
    const { statusCode, body } = await call({ ...valid, language: 'cht' });
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      status: 200,
      data: { redirect_address: 'https://portal.northwind-markets.example/apply-live-ta?language=cht' },
    });
    const [record] = stored();
    expect(record).toMatchObject({ first_name: 'Ada', country: '德國', countryValue: 'Germany', classname: 'de', language: 'cht' });
    expect(record).not.toHaveProperty('token');
    expect(Date.parse(record.receivedAt)).not.toBeNaN();
  });

  it('reads a body that Gatsby has parsed already', async () => {
    expect((await call(valid, { parsed: true })).statusCode).toBe(200);
    expect(stored()[0]).toMatchObject({ first_name: 'Ada', email: 'ada@example.com' });
  });

  it('appends one line per application, in the data directory read when the request arrives', async () => {
    await call(valid);
    await call({ ...valid, email: 'grace@example.com' });
    expect(stored().map((record) => record.email)).toEqual(['ada@example.com', 'grace@example.com']);
  });

  it('rebuilds the derived fields instead of trusting them', async () => {
    await call({ ...valid, country: 'Atlantis', countryValue: 'Atlantis', send_email: 1, redirect: 'elsewhere' });
    expect(stored()[0]).toMatchObject({ country: 'Germany', countryValue: 'Germany', send_email: 0, redirect: 'apply-live-ta' });
  });

  it('answers 500 with registrationFailed, and logs why, when it cannot store the application', async () => {
    process.env.EMBEDDED_API_DATA_DIR = path.join(dataDir, REGISTRATIONS_FILE, 'not-a-directory');
    await call(valid); // creates registrations.jsonl as a file, so the directory below it cannot exist
    process.env.EMBEDDED_API_DATA_DIR = path.join(dataDir, 'file', 'below');
    require('node:fs').writeFileSync(path.join(dataDir, 'file'), '');
    const { statusCode, body } = await call(valid);
    expect(statusCode).toBe(500);
    expect(body?.data.message).toBe('We could not submit your application. Please check your connection and try again.');
    expect(logged.join('\n')).toMatch(/register-store-failed/);
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
    expect(existsSync(path.join(dataDir, REGISTRATIONS_FILE))).toBe(false);
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
    expect((await call()).body).toMatchObject({
      status: 400,
      data: { message: 'We could not submit your application. Please check your connection and try again.' },
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
    expect(existsSync(path.join(dataDir, REGISTRATIONS_FILE))).toBe(false);
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
    expect(existsSync(path.join(dataDir, REGISTRATIONS_FILE))).toBe(false);
  });
});

describe('forwarding (REGISTER_UPSTREAM_URL set when the request arrives)', () => {
  const json = (answer: unknown, status = 200) => ({ status, json: () => Promise.resolve(answer) });

  beforeEach(() => {
    process.env.REGISTER_UPSTREAM_URL = 'https://crm.example/register';
  });

  it('forwards the rebuilt payload with the request id, and relays the upstream answer', async () => {
    const answer = { status: 200, data: { redirect_address: 'https://portal.example/apply?id=7' } };
    fetchMock.mockResolvedValue(json(answer));
    const { body, headers } = await call(valid);
    expect(body).toEqual(answer);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://crm.example/register');
    expect(JSON.parse(init.body)).toEqual({ ...valid, first_name: 'Ada' });
    expect(init.headers['X-Request-Id']).toBe(headers['x-request-id']);
    expect(existsSync(path.join(dataDir, REGISTRATIONS_FILE))).toBe(false);
  });

  it('relays an upstream refusal with its message', async () => {
    fetchMock.mockResolvedValue(json({ status: 409, data: { message: 'Already registered' } }, 409));
    expect(await call(valid)).toMatchObject({ statusCode: 409, body: { status: 409, data: { message: 'Already registered' } } });
  });

  it.each([
    [
      'is refused',
      () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })),
      /unreachable \(ECONNREFUSED\)/,
    ],
    ['times out', () => Promise.reject(Object.assign(new Error('timeout'), { name: 'TimeoutError' })), /timeout after 30000 ms/],
    ['answers 500', () => Promise.resolve(json({ status: 500, data: {} }, 500)), /upstream answered 500/],
    [
      'answers something other than JSON',
      () => Promise.resolve({ status: 200, json: () => Promise.reject(new SyntaxError('x')) }),
      /without JSON/,
    ],
    ['answers JSON without the envelope', () => Promise.resolve(json({ ok: true })), /without a \{ status, data \} envelope/],
  ])(
    'answers 502 with registrationFailed when the upstream %s, and logs the reason without personal data',
    async (_case, answer, reason) => {
      fetchMock.mockImplementation(answer);
      const { statusCode, body, headers } = await call({ ...valid, language: 'ko' });
      expect(statusCode).toBe(502);
      expect(body?.data.message).toBe('신청서를 제출할 수 없습니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.');
      expect(body?.data.requestId).toBe(headers['x-request-id']);
      const line = JSON.parse(logged.find((entry) => entry.includes('register-forward-failed')) as string);
      expect(line).toMatchObject({
        requestId: headers['x-request-id'],
        event: 'register-forward-failed',
        reason: expect.stringMatching(reason),
      });
      expect(JSON.stringify(logged)).not.toMatch(/ada@example\.com|Lovelace|15123456789/);
    },
  );

  it('waits UPSTREAM_TIMEOUT_MS for the upstream', async () => {
    process.env.UPSTREAM_TIMEOUT_MS = '5';
    fetchMock.mockImplementation(
      (_url, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    expect((await call(valid)).statusCode).toBe(502);
    expect(logged.join('\n')).toMatch(/timeout after 5 ms/);
  });
});

it('answers 404 to everything when EMBEDDED_API=off', async () => {
  process.env.EMBEDDED_API = 'off';
  expect((await call(valid)).statusCode).toBe(404);
  expect(existsSync(path.join(dataDir, REGISTRATIONS_FILE))).toBe(false);
});
