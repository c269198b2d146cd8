/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { examplePayload } from '../../tests/registration-example';
import register, { CAPTCHA_VERIFY_URL, MAX_BODY_BYTES, REGISTRATIONS_FILE } from './register';

const valid = { ...examplePayload, first_name: ' Ada ', token: 'captcha-token' };

function request(method: string, body?: string | object, headers: Record<string, string> = {}) {
  const raw = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const stream = Readable.from(raw ? [Buffer.from(raw)] : []);
  return Object.assign(stream, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    query: {},
    params: {},
    cookies: {},
    body: undefined,
    socket: { remoteAddress: '203.0.113.9' },
  }) as unknown as GatsbyFunctionRequest;
}

function response() {
  const sent: { status?: number; body?: { status: number; data: Record<string, unknown> }; headers: Record<string, string> } = {
    headers: {},
  };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: typeof sent.body) {
      sent.body = body;
    },
    setHeader(name: string, value: string) {
      sent.headers[name] = value;
    },
  };
  return { res: res as unknown as GatsbyFunctionResponse, sent };
}

async function call(method: string, body?: string | object, headers?: Record<string, string>) {
  const { res, sent } = response();
  await register(request(method, body, headers), res);
  return sent;
}

const env = { ...process.env };
let workdir: string;
const cwd = process.cwd();
const fetchMock = jest.fn();

beforeEach(() => {
  workdir = mkdtempSync(path.join(tmpdir(), 'register-'));
  process.chdir(workdir);
  delete process.env.RECAPTCHA_SECRET;
  delete process.env.REGISTER_UPSTREAM_URL;
  fetchMock.mockReset();
  global.fetch = fetchMock;
});
afterEach(() => {
  process.chdir(cwd);
  rmSync(workdir, { recursive: true, force: true });
  process.env = { ...env };
});

const stored = () =>
  readFileSync(path.join(workdir, REGISTRATIONS_FILE), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

describe('POST /api/register without an upstream', () => {
  it('stores the checked application and answers with the portal address in the form’s language', async () => {
    const sent = await call('POST', { ...valid, language: 'cht' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      status: 200,
      data: { redirect_address: 'https://portal.northwind-markets.example/apply-live-ta?language=cht' },
    });
    const [record] = stored();
    expect(record).toMatchObject({ first_name: 'Ada', country: '德國', countryValue: 'Germany', classname: 'de', language: 'cht' });
    expect(record).not.toHaveProperty('token');
    expect(Date.parse(record.receivedAt)).not.toBeNaN();
  });

  it('reads a body that Gatsby has parsed already', async () => {
    const { res, sent } = response();
    const parsed = { method: 'POST', headers: {}, body: { ...valid }, readable: false, readableEnded: true, socket: {} };
    await register(parsed as unknown as GatsbyFunctionRequest, res);
    expect(sent.status).toBe(200);
    expect(stored()[0]).toMatchObject({ first_name: 'Ada', email: 'ada@example.com' });
  });

  it('appends one line per application', async () => {
    await call('POST', valid);
    await call('POST', { ...valid, email: 'grace@example.com' });
    expect(stored().map((record) => record.email)).toEqual(['ada@example.com', 'grace@example.com']);
  });

  it('rebuilds the derived fields instead of trusting them', async () => {
    await call('POST', { ...valid, country: 'Atlantis', countryValue: 'Atlantis', send_email: 1, redirect: 'elsewhere' });
    expect(stored()[0]).toMatchObject({ country: 'Germany', countryValue: 'Germany', send_email: 0, redirect: 'apply-live-ta' });
  });
});

describe('invalid input', () => {
  it('answers 422 with the first error translated into the payload’s language, and stores nothing', async () => {
    const sent = await call('POST', { ...valid, first_name: ' ', email: 'nope', language: 'de' });
    expect(sent.status).toBe(422);
    expect(sent.body?.data.message).toBe('Bitte geben Sie Ihren Vornamen ein.');
    expect(sent.body?.data.errors).toEqual({
      first_name: 'Bitte geben Sie Ihren Vornamen ein.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
    });
    expect(existsSync(path.join(workdir, REGISTRATIONS_FILE))).toBe(false);
  });

  it('fills in the minimum length and falls back to English for an unknown language', async () => {
    const sent = await call('POST', { ...valid, last_name: 'L', language: 'xx' });
    expect(sent.body).toMatchObject({ status: 422, data: { message: 'Your last name must have at least 2 characters.' } });
    const simplified = await call('POST', { ...valid, mobile: '', language: 'zh-hans' });
    expect(simplified.body?.data.message).toBe('请输入您的手机号码。');
  });

  it('answers 400 to a body that is not a JSON object', async () => {
    expect((await call('POST', 'not json')).status).toBe(400);
    expect((await call('POST', '[1,2]')).status).toBe(400);
    expect((await call('POST')).body).toEqual({
      status: 400,
      data: { message: 'We could not submit your application. Please check your connection and try again.' },
    });
  });
});

describe('limits', () => {
  it.each(['GET', 'PUT', 'DELETE'])('answers 405 to %s with an Allow header', async (method) => {
    const sent = await call(method);
    expect(sent.status).toBe(405);
    expect(sent.headers.Allow).toBe('POST');
    expect(sent.body?.status).toBe(405);
  });

  it('answers 413 to a body over 16 KB, declared or not', async () => {
    const large = { ...valid, middle_name: 'x'.repeat(MAX_BODY_BYTES) };
    expect((await call('POST', large)).status).toBe(413);
    expect((await call('POST', valid, { 'content-length': String(MAX_BODY_BYTES + 1) })).body).toEqual({
      status: 413,
      data: { message: 'Payload Too Large' },
    });
    const justUnder = { ...valid, middle_name: 'x'.repeat(MAX_BODY_BYTES - JSON.stringify(valid).length - 10) };
    expect((await call('POST', justUnder)).status).toBe(200);
    const { res, sent } = response();
    const parsed = { method: 'POST', headers: {}, body: large, readable: false, socket: {} };
    await register(parsed as unknown as GatsbyFunctionRequest, res);
    expect(sent.status).toBe(413);
  });
});

describe('captcha verification (RECAPTCHA_SECRET set)', () => {
  const verdict = (result: object) => ({ json: () => Promise.resolve(result) });

  beforeEach(() => {
    process.env.RECAPTCHA_SECRET = 'secret';
  });

  it('sends the token to Google and accepts a passing LOGIN verdict', async () => {
    fetchMock.mockResolvedValue(verdict({ success: true, action: 'LOGIN', score: 0.9 }));
    expect((await call('POST', valid)).status).toBe(200);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(CAPTCHA_VERIFY_URL);
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      secret: 'secret',
      response: 'captcha-token',
      remoteip: '203.0.113.9',
    });
  });

  it.each([
    ['a failed check', { success: false }],
    ['another action', { success: true, action: 'OTHER', score: 0.9 }],
    ['a low score', { success: true, action: 'LOGIN', score: 0.1 }],
  ])('answers verifyIdentity to %s', async (_case, result) => {
    fetchMock.mockResolvedValue(verdict(result));
    const sent = await call('POST', { ...valid, language: 'fr' });
    expect(sent.body).toEqual({
      status: 422,
      data: { message: 'Nous n’avons pas pu vérifier que cette demande émane de vous. Veuillez réessayer.' },
    });
  });

  it('answers verifyIdentity without asking Google when the token is missing', async () => {
    expect((await call('POST', { ...valid, token: '' })).status).toBe(422);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers 503 when Google cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect((await call('POST', valid)).status).toBe(503);
  });
});

describe('forwarding (REGISTER_UPSTREAM_URL set)', () => {
  beforeEach(() => {
    process.env.REGISTER_UPSTREAM_URL = 'https://crm.example/register';
  });

  it('forwards the rebuilt payload and relays the upstream answer', async () => {
    const answer = { status: 200, data: { redirect_address: 'https://portal.example/apply?id=7' } };
    fetchMock.mockResolvedValue({ json: () => Promise.resolve(answer) });
    const sent = await call('POST', valid);
    expect(sent.body).toEqual(answer);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://crm.example/register');
    expect(JSON.parse(init.body)).toEqual({ ...valid, first_name: 'Ada' });
    expect(existsSync(path.join(workdir, REGISTRATIONS_FILE))).toBe(false);
  });

  it('relays an upstream refusal with its message', async () => {
    fetchMock.mockResolvedValue({ json: () => Promise.resolve({ status: 409, data: { message: 'Already registered' } }) });
    expect(await call('POST', valid)).toMatchObject({ status: 409, body: { status: 409, data: { message: 'Already registered' } } });
  });

  it('answers 502 with registrationFailed when the upstream fails or answers nonsense', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect((await call('POST', valid)).status).toBe(502);
    fetchMock.mockResolvedValueOnce({ json: () => Promise.resolve({ ok: true }) });
    expect((await call('POST', { ...valid, language: 'ko' })).body).toEqual({
      status: 502,
      data: { message: '신청서를 제출할 수 없습니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.' },
    });
  });
});
