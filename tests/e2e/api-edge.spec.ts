/**
 * The embedded API behind nginx, as an operator runs it (npm run serve:nginx): every error in the
 * envelope and the visitor's language, whether the API or nginx answers it; health and readiness;
 * request limits at the edge that hold across API processes; nginx's own 502 and 504; a process
 * that drains on SIGTERM. The shared server of tests/playwright.nginx.config.ts answers the first
 * group; the others start instances of their own (scripts/serve-nginx.mjs) with other settings,
 * beside a local stand-in of the broker's CRM (a third party).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures';
import { examplePayload } from '../registration-example';
import { StandIn, continueAt, type Received } from '../stand-in';

const run = promisify(execFile);
const envelope = { status: expect.any(Number), data: { message: expect.any(String), requestId: expect.stringMatching(/^[0-9a-f]{32}$/) } };
const application = { ...examplePayload, token: '' };

test.describe('the API behind nginx @nginx', () => {
  test('health and readiness answer in the envelope, never cached and never limited', async ({ request }) => {
    for (let attempt = 0; attempt < 30; attempt++) {
      const health = await request.get('/api/health');
      expect(health.status()).toBe(200);
      expect(health.headers()['cache-control']).toBe('no-store');
    }
    const ready = await request.get('/api/ready');
    expect(ready.status()).toBe(200);
    expect(ready.headers()['cache-control']).toBe('no-store');
    expect(await ready.json()).toEqual({
      status: 200,
      data: expect.objectContaining({
        ready: true,
        database: { writable: true },
        outbox: expect.objectContaining({ pending: expect.any(Number), lastSentAt: null }),
      }),
    });
  });

  test('the API’s own errors are in the envelope and in the language asked for', async ({ request }) => {
    const calendar = await request.get('/api/economic-calendar?from=xx&lang=ar');
    expect(calendar.status()).toBe(400);
    expect(await calendar.json()).toEqual({
      ...envelope,
      status: 400,
      data: { ...envelope.data, message: 'يجب أن يكون «from» تاريخًا بالصيغة YYYY-MM-DD.' },
    });
    const unknown = await request.get('/api/no/such/call?lang=de');
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).data.message).toBe(
      'Das Gesuchte wurde nicht gefunden. Es wurde möglicherweise verschoben oder entfernt.',
    );
    const wrongMethod = await request.fetch('/api/location?lang=ko', { method: 'PUT' });
    expect(wrongMethod.status()).toBe(405);
    expect((await wrongMethod.json()).data.message).toBe('이 주소는 이러한 유형의 요청을 받지 않습니다.');
    const broken = await request.post('/api/register', {
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'fr' },
      data: '{"first_name": "Ada",',
    });
    expect(broken.status()).toBe(400);
    expect(await broken.json()).toMatchObject({
      status: 400,
      data: { message: 'Nous n’avons pas pu lire ce que vous avez envoyé. Veuillez recharger la page et réessayer.' },
    });
  });

  test('a body over 16 KB is refused by nginx itself, in the envelope and the page’s language', async ({ request }) => {
    const refused = await request.post('/api/signUp', {
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'zh-Hant' },
      data: JSON.stringify({ kind: 'contact', message: 'x'.repeat(20_000) }),
    });
    expect(refused.status()).toBe(413);
    expect(refused.headers()['content-type']).toBe('application/json');
    expect(await refused.json()).toEqual({
      ...envelope,
      status: 413,
      data: { ...envelope.data, message: '您提交的內容過長，請縮短後再試。' },
    });
  });
});

/** The broker's CRM: accepts every lead after `delayMs`, with the address where it continues. */
class Crm extends StandIn {
  delayMs = 0;
  answer = (received: Received) => continueAt(received, this.delayMs);
}

const nginxPort = Number(process.env.E2E_NGINX_PORT ?? process.env.E2E_PORT ?? 9080);

/** An instance of npm run serve:nginx on a port of its own, with these settings; its API processes' log in `log`. */
async function serveNginx(offset: number, settings: Record<string, string>, apiProcesses = 2) {
  const { startNginx } = await import('../../scripts/serve-nginx.mjs');
  const log: string[] = [];
  const env = { EMBEDDED_API_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'api-edge-')), ...settings };
  const server = await startNginx({
    env: { ...process.env, ...env },
    port: nginxPort + offset,
    apiProcesses,
    quiet: true,
    onLog: (text: string) => log.push(text),
  });
  return { ...server, log, env };
}

test.describe('instances of its own @nginx', () => {
  test.describe.configure({ mode: 'serial' });
  const crm = new Crm();
  test.beforeAll(() => crm.start());
  test.afterAll(() => crm.stop());

  test('the submissions’ limit holds at the edge across two API processes, in the visitor’s language', async ({ request }) => {
    const served = await serveNginx(5, { RATE_LIMIT_SUBMISSIONS: '2/600' });
    try {
      const send = () =>
        request.post(`${served.url}/api/register`, { headers: { 'Accept-Language': 'it-IT' }, data: { ...application, email: 'nope' } });
      expect((await send()).status()).toBe(422);
      expect((await send()).status()).toBe(422);
      // Each process alone would let a third through (it counts its own share): nginx does not.
      const refused = await send();
      expect(refused.status()).toBe(429);
      expect(Number(refused.headers()['retry-after'])).toBe(300);
      expect((await refused.json()).data.message).toBe('Troppi tentativi dalla tua connessione. Attendi 5 min e riprova.');
      expect(served.log.join('').match(/"route":"\/api\/register"/g)).toHaveLength(2);
      // Reads are not limited.
      for (let attempt = 0; attempt < 5; attempt++) expect((await request.get(`${served.url}/api/location`)).status()).toBe(200);
    } finally {
      await served.stop();
    }
  });

  test('nginx answers 502 when no API process is there, and 504 when the API is too slow, in the envelope', async ({ request }) => {
    test.setTimeout(60_000);
    const served = await serveNginx(6, { UPSTREAM_TIMEOUT_MS: '1000' }, 1);
    try {
      const [api] = served.apis;
      api.process.kill('SIGSTOP');
      const started = Date.now();
      const slow = await request.post(`${served.url}/api/register?lang=th`, { data: application, timeout: 40_000 });
      expect(slow.status()).toBe(504);
      // nginx waits UPSTREAM_TIMEOUT_MS and 15 s more (scripts/nginx-api-rules.cjs).
      expect(Date.now() - started).toBeGreaterThan(15_000);
      expect(await slow.json()).toEqual({
        ...envelope,
        status: 504,
        data: { ...envelope.data, message: 'บริการใช้เวลาตอบนานเกินไป โปรดลองอีกครั้งในอีกไม่กี่นาที' },
      });
      api.process.kill('SIGCONT');
      await api.stop();
      const down = await request.get(`${served.url}/api/location?lang=vi`);
      expect(down.status()).toBe(502);
      expect(await down.json()).toEqual({
        ...envelope,
        status: 502,
        data: { ...envelope.data, message: 'Dịch vụ hiện không khả dụng. Vui lòng thử lại sau vài phút.' },
      });
    } finally {
      await served.stop();
    }
  });

  test('SIGTERM: the request in flight is answered, then the process exits and is started again', async ({ request }) => {
    const served = await serveNginx(7, { REGISTER_UPSTREAM_URL: `${crm.url}/leads`, UPSTREAM_TIMEOUT_MS: '10000' }, 1);
    try {
      crm.delayMs = 3000;
      const inFlight = request.post(`${served.url}/api/register`, { data: application, headers: { 'Idempotency-Key': 'drain-test-0001' } });
      await expect.poll(() => crm.keys().length).toBe(1);
      const [api] = served.apis;
      const exited = new Promise((resolve) => api.process.once('exit', (code: number | null) => resolve(code)));
      api.process.kill('SIGTERM');
      const answer = await inFlight;
      expect(answer.status()).toBe(200);
      expect((await answer.json()).data.redirect_address).toMatch(/^https:\/\/portal\.example\/continue\/NW-/);
      expect(await exited).toBe(0);
      expect(served.log.join('')).toContain('serve-api: SIGTERM: finishing the requests and deliveries in flight');
      // serve:nginx starts it again (as a service manager would), and it is ready once more.
      crm.delayMs = 0;
      await expect.poll(async () => (await request.get(`${served.url}/api/ready`)).status(), { timeout: 20_000 }).toBe(200);
    } finally {
      await served.stop();
    }
  });

  test('the operator’s command lists the pending leads, sends them once the CRM is back, and exports them', async ({ request }) => {
    test.setTimeout(90_000);
    const later = new Crm();
    await later.start();
    await later.stop();
    const settings = { REGISTER_UPSTREAM_URL: `${later.url}/leads`, OUTBOX_BACKOFF: '3600/3600' };
    const served = await serveNginx(8, settings);
    // Asynchronous: the stand-in CRM answers from this process while the command runs.
    const outbox = async (...args: string[]) =>
      (
        await run(process.execPath, ['scripts/outbox.mjs', ...args], {
          cwd: path.resolve(__dirname, '../..'),
          env: { ...process.env, ...served.env },
        })
      ).stdout;
    try {
      const references: string[] = [];
      for (const key of ['operator-0001', 'operator-0002']) {
        const answer = await request.post(`${served.url}/api/register`, { data: application, headers: { 'Idempotency-Key': key } });
        expect(answer.status()).toBe(202);
        references.push((await answer.json()).data.reference);
      }
      const listed = await outbox();
      for (const reference of references)
        expect(listed).toMatch(new RegExp(`${reference}\\s+\\d+ s\\s+1\\s+in (\\d+ h )?\\d+ min\\s+unreachable \\(ECONNREFUSED\\)`));
      expect(listed).toContain('outbox: 2 pending');
      await later.start(later.port);
      expect(await outbox('retry')).toContain('outbox: 2 of 2 taken by the upstream (sent or refused); 0 still pending');
      expect(later.keys().sort()).toEqual(['operator-0001', 'operator-0002']);
      expect(await outbox()).toContain('outbox: nothing pending');
      const exported = (await outbox('export'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(exported.map((lead) => [lead.reference, lead.delivery.state, lead.payload.email])).toEqual(
        references.map((reference) => [reference, 'sent', application.email]),
      );
    } finally {
      await served.stop();
      await later.stop();
    }
  });
});
