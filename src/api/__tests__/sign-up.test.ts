/**
 * @jest-environment node
 *
 * POST /api/signUp checks what it receives with the forms' schema, stores what it accepts
 * (and forwards it when SIGNUP_UPSTREAM_URL is set), and answers every invalid field with 422
 * and a translated message.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import signUp from '../signUp';
import { closeDatabase, pendingEntries, storedLeads } from '../../lib/server/store';
import { callFunction } from '../../../tests/function-request';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'embedded-api-'));
  process.env.EMBEDDED_API_DATA_DIR = dataDir;
  jest.useFakeTimers({ now: new Date('2026-11-22T05:00:00Z'), doNotFake: ['setImmediate', 'nextTick'] });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
  delete process.env.EMBEDDED_API_DATA_DIR;
  delete process.env.SIGNUP_UPSTREAM_URL;
});

const leads = () => [...storedLeads()].filter((lead) => lead.kind === 'request');
const stored = () => leads().map((lead) => ({ ...lead.payload, reference: lead.reference }));

const valid = { kind: 'ebook', name: '  Ana Lima ', email: 'ana@example.com', language: 'pt', utm: 'dropped' };

it('accepts a valid request, stores it trimmed, and answers a reference', async () => {
  const { statusCode, body } = await callFunction(signUp, { method: 'POST', body: valid });
  expect(statusCode).toBe(200);
  expect(body?.data.reference).toMatch(/^NW-[0-9A-F]{8}$/);
  expect(body?.data.message).toContain(body?.data.reference);
  expect(body?.data.message).not.toMatch(/Thank you/); // Portuguese, the request's language
  expect(stored()).toEqual([
    expect.objectContaining({ reference: body?.data.reference, kind: 'ebook', name: 'Ana Lima', email: 'ana@example.com', language: 'pt' }),
  ]);
  expect(stored()[0]).not.toHaveProperty('utm');
});

it('registers for an upcoming webinar, and refuses a past or unknown one', async () => {
  const webinar = { ...valid, kind: 'webinar', language: 'en' };
  expect((await callFunction(signUp, { method: 'POST', body: { ...webinar, webinarId: 'forex-basics-first-trade' } })).statusCode).toBe(
    200,
  );
  for (const webinarId of ['reading-the-economic-calendar', 'no-such-webinar', undefined]) {
    const { statusCode, body } = await callFunction(signUp, { method: 'POST', body: { ...webinar, webinarId } });
    expect(statusCode).toBe(422);
    expect(body?.data.message).toBe('This webinar is not open for registration.');
  }
});

it.each([
  ['kind', { kind: 'newsletter' }, 'This form cannot be sent. Please reload the page and try again.'],
  ['name (missing)', { name: ' ' }, 'Please enter your name.'],
  ['name (short)', { name: 'A' }, 'Your name must be at least 2 characters long.'],
  ['email (missing)', { email: '' }, 'Please enter your e-mail address.'],
  ['email (invalid)', { email: 'ana@' }, 'Please enter a valid e-mail address.'],
  ['phone', { phone: 'call me' }, 'Please enter a valid phone number.'],
  ['subject (contact without one)', { kind: 'contact', message: 'Hello' }, 'Please choose what your message is about.'],
  ['subject (not on the list)', { kind: 'contact', subject: 'complaints', message: 'Hello' }, 'Please choose what your message is about.'],
  ['message (contact without one)', { kind: 'contact', subject: 'funding' }, 'Please write your message.'],
  [
    'message (too long)',
    { kind: 'contact', subject: 'other', message: 'x'.repeat(2001) },
    'Your message must be at most 2000 characters long.',
  ],
  ['experience', { experience: 'guru' }, 'Please choose your trading experience from the list.'],
])('rejects an invalid %s with 422 and its message', async (_field, change, message) => {
  const { statusCode, body } = await callFunction(signUp, { method: 'POST', body: { ...valid, language: 'en', ...change } });
  expect(statusCode).toBe(422);
  expect(body).toEqual({ status: 422, data: { message, requestId: expect.any(String) } });
});

it('stores a contact message with its subject and phone, and an e-book request with the reader’s experience', async () => {
  const message = {
    ...valid,
    kind: 'contact',
    phone: ' +61 2 8000 0000 ',
    subject: 'funding',
    message: ' How long does a withdrawal take? ',
  };
  expect((await callFunction(signUp, { method: 'POST', body: message })).statusCode).toBe(200);
  expect((await callFunction(signUp, { method: 'POST', body: { ...valid, experience: 'new' } })).statusCode).toBe(200);
  expect(stored()).toEqual([
    expect.objectContaining({ kind: 'contact', phone: '+61 2 8000 0000', subject: 'funding', message: 'How long does a withdrawal take?' }),
    expect.objectContaining({ kind: 'ebook', experience: 'new' }),
  ]);
});

it('translates the message into the language of the request', async () => {
  const { body } = await callFunction(signUp, { method: 'POST', body: { ...valid, email: '', language: 'ar' } });
  expect(body?.data.message).toMatch(/[\u0600-\u06FF]/);
  const byHeader = await callFunction(signUp, {
    method: 'POST',
    body: { ...valid, email: '', language: undefined },
    headers: { 'accept-language': 'zh-TW,zh;q=0.9' },
  });
  expect(byHeader.body?.data.message).toMatch(/[\u4e00-\u9fff]/);
});

it('stores nothing when it rejects', async () => {
  await callFunction(signUp, { method: 'POST', body: { ...valid, email: 'x' } });
  expect(stored()).toEqual([]);
});

describe('with SIGNUP_UPSTREAM_URL set', () => {
  const fetchMock = jest.fn();
  const envelope = (status: number, data: object) => ({ status, json: () => Promise.resolve({ status, data }) });
  beforeEach(() => {
    process.env.SIGNUP_UPSTREAM_URL = 'https://crm.example/requests';
    global.fetch = fetchMock;
    fetchMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('forwards the stored request with its reference and key, and answers 200 once the upstream took it', async () => {
    fetchMock.mockResolvedValue(envelope(200, { accepted: true }));
    const { statusCode, body } = await callFunction(signUp, {
      method: 'POST',
      body: valid,
      headers: { 'idempotency-key': 'lead-4d2c9e01' },
    });
    expect(statusCode).toBe(200);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
      kind: 'ebook',
      email: 'ana@example.com',
      reference: body?.data.reference,
      idempotency_key: 'lead-4d2c9e01',
    });
    expect(leads()[0].delivery).toMatchObject({ state: 'sent' });
  });

  it('answers 202 with the same “received” message when the upstream is down, and keeps the request pending', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }));
    const { statusCode, body } = await callFunction(signUp, { method: 'POST', body: valid });
    expect(statusCode).toBe(202);
    expect(body?.data.message).toContain(body?.data.reference);
    expect(pendingEntries()).toEqual([expect.objectContaining({ reference: body?.data.reference, attempts: 1 })]);
  });

  it('relays the upstream’s refusal and keeps the request as refused', async () => {
    fetchMock.mockResolvedValue(envelope(422, { message: 'Adresse refusée' }));
    const { statusCode, body } = await callFunction(signUp, { method: 'POST', body: valid });
    expect({ statusCode, message: body?.data.message }).toEqual({ statusCode: 422, message: 'Adresse refusée' });
    expect(leads()[0].delivery).toMatchObject({ state: 'refused' });
  });
});
