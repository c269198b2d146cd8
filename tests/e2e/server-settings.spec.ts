/**
 * The embedded API's settings are read by the running server, not compiled into the build:
 * the one build under test is served again here (scripts/serve.mjs, as an operator starts
 * it) with other settings, against local stand-ins of the broker's services: a CRM that takes
 * the applications and requests, and Google's token verifier.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import site from '../../data/site.json';
import { test, expect, forgiveFailedResponses } from './fixtures';
import { RECAPTCHA_SCRIPT, recaptchaStub } from './recaptcha';
import { StandIn, continueAt, envelope } from '../stand-in';

test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '../..');
const basePort = Number(process.env.E2E_PORT ?? 9000) + 10;
const SECRET = 'e2e-recaptcha-secret-value';

/** `node scripts/serve.mjs` on a port of its own with these settings; resolves once it answers. */
async function serveBuild(port: number, env: Record<string, string>) {
  const output: string[] = [];
  const server: ChildProcess = spawn('node', ['scripts/serve.mjs', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, EMBEDDED_API_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'settings-e2e-')), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (chunk) => output.push(String(chunk)));
  server.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`The server on ${port} did not start:\n${output.join('')}`);
    const ready = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    output,
    stop: () => {
      // The whole process group: serve.mjs and the gatsby serve it started.
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    },
  };
}

async function fillApplication(page: Page, origin: string) {
  await page.goto(`${origin}/en/#open-account`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Lovelace');
  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByLabel('Mobile number').fill('15123456789');
  return dialog;
}

test.describe('an operator’s settings, read when the server runs', () => {
  const crm = new StandIn();
  const verifier = new StandIn();
  let served: Awaited<ReturnType<typeof serveBuild>>;

  test.beforeAll(async () => {
    await Promise.all([crm.start(), verifier.start()]);
    served = await serveBuild(basePort, {
      REGISTER_UPSTREAM_URL: `${crm.url}/leads`,
      SIGNUP_UPSTREAM_URL: `${crm.url}/requests`,
      RECAPTCHA_SECRET: SECRET,
      RECAPTCHA_VERIFY_URL: `${verifier.url}/siteverify`,
      UPSTREAM_TIMEOUT_MS: '1500',
      OUTBOX_BACKOFF: '1/2',
      RATE_LIMIT_SUBMISSIONS: '100/60',
    });
  });
  test.afterAll(async () => {
    served?.stop();
    await Promise.all([crm.stop(), verifier.stop()]);
  });
  test.beforeEach(async ({ page }) => {
    crm.received = [];
    verifier.received = [];
    verifier.answer = ({ body }) => ({
      status: 200,
      body: JSON.stringify(
        new URLSearchParams(body).get('response') === 'good-token' ? { success: true, action: 'LOGIN', score: 0.9 } : { success: false },
      ),
    });
    await page.addInitScript(() => {
      window.__RECAPTCHA_SITE_KEY__ = 'e2e-site-key';
    });
    await page.route(RECAPTCHA_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: recaptchaStub('good-token') }));
    await page
      .context()
      .route(`${new URL(site.portal.applyLiveUrl).origin}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Portal</title>' }),
      );
  });

  test('the server says which settings it runs with, never a secret’s value', () => {
    const said = served.output.join('');
    expect(said).toMatch(/RECAPTCHA_SECRET\s+set\n/);
    expect(said).toContain(`REGISTER_UPSTREAM_URL    set: ${crm.url}/leads`);
    expect(said).not.toContain(SECRET);
  });

  test('a verified application reaches the upstream, and the visitor goes where it answers', async ({ page }) => {
    crm.answer = () => envelope(200, { redirect_address: `${site.portal.applyLiveUrl}?lead=crm-7` });
    const dialog = await fillApplication(page, served.origin);
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Open account' }).click();
    expect((await popup).url()).toBe(`${site.portal.applyLiveUrl}?lead=crm-7`);
    expect(Object.fromEntries(new URLSearchParams(verifier.received[0].body))).toMatchObject({ secret: SECRET, response: 'good-token' });
    expect(crm.received).toHaveLength(1);
    expect(crm.received[0].path).toBe('/leads');
    const forwarded = JSON.parse(crm.received[0].body);
    expect(forwarded).toMatchObject({
      first_name: 'Ada',
      email: 'ada@example.com',
      language: 'en',
      reference: expect.stringMatching(/^NW-/),
    });
    // The captcha token was checked here: the CRM gets the application, not the token.
    expect(forwarded).not.toHaveProperty('token');
    expect(crm.received[0].headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(crm.received[0].headers['idempotency-key']).toBe(forwarded.idempotency_key);
  });

  for (const [failure, answer] of [
    ['answers 500', () => envelope(500, { message: 'database down' })],
    ['answers something other than JSON', () => ({ status: 200, body: '<html>maintenance</html>' })],
    ['takes longer than UPSTREAM_TIMEOUT_MS', () => ({ ...envelope(200, { redirect_address: site.portal.applyLiveUrl }), delayMs: 3000 })],
  ] as const) {
    test(`the visitor is told the application was received, and the CRM gets it once, when it ${failure}`, async ({ page, pageErrors }) => {
      crm.answer = answer;
      let popups = 0;
      page.on('popup', () => popups++);
      const dialog = await fillApplication(page, served.origin);
      await dialog.getByRole('button', { name: 'Open account' }).click();
      await expect(dialog.getByRole('heading', { name: 'Application received' })).toBeFocused();
      await expect(dialog.getByText(/we have received your application \(reference .NW-[0-9A-F]{8}.\)/)).toBeVisible();
      expect(popups).toBe(0);
      expect(served.output.join('')).toMatch(/"event":"outbox-attempt-failed"/);
      expect(served.output.join('')).not.toContain('ada@example.com');
      // The CRM is back: the outbox's worker sends the application again, under the same key.
      crm.answer = (received) => continueAt(received);
      await expect.poll(() => served.output.join('').match(/"event":"outbox-sent"/g)?.length ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
      const keys = crm.keys();
      expect(new Set(keys).size).toBe(1);
      expect(keys.length).toBeGreaterThanOrEqual(2);
      served.output.splice(0);
      forgiveFailedResponses(pageErrors, 502);
    });
  }

  test('a token the verifier does not accept is refused, and nothing reaches the upstream', async ({ page, pageErrors }) => {
    await page.route(RECAPTCHA_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: recaptchaStub('bogus-token') }));
    const dialog = await fillApplication(page, served.origin);
    await dialog.getByRole('button', { name: 'Open account' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'We could not verify that this request comes from you.' })).toBeVisible();
    await expect(dialog.getByLabel('First name')).toHaveValue('Ada');
    expect(verifier.received).toHaveLength(1);
    expect(crm.received).toHaveLength(0);
    forgiveFailedResponses(pageErrors, 422);
  });

  test('a contact request reaches the upstream; when the upstream is down, it is stored and sent later', async ({ page }) => {
    crm.answer = () => envelope(200, { accepted: true });
    await page.goto(`${served.origin}/de/about/contact-us/`);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Nachricht senden' }) });
    await form.getByLabel('Vollständiger Name').fill('Grace Hopper');
    await form.getByLabel('E-Mail').fill('grace@example.com');
    await form.getByLabel('Betreff').selectOption('account');
    await form.getByLabel('Nachricht').fill('Welche Unterlagen brauche ich für ein Konto?');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByText(/NW-[0-9A-F]{8}/).first()).toBeVisible();
    expect(crm.received.map((received) => received.path)).toEqual(['/requests']);
    expect(JSON.parse(crm.received[0].body)).toMatchObject({ kind: 'contact', email: 'grace@example.com', language: 'de' });

    crm.answer = () => envelope(503, {});
    await page.reload();
    await form.getByLabel('Vollständiger Name').fill('Grace Hopper');
    await form.getByLabel('E-Mail').fill('grace@example.com');
    await form.getByLabel('Betreff').selectOption('account');
    await form.getByLabel('Nachricht').fill('Zweiter Versuch');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    const reference = (
      await page
        .getByText(/NW-[0-9A-F]{8}/)
        .first()
        .textContent()
    )?.match(/NW-[0-9A-F]{8}/)?.[0];
    expect(reference).toBeTruthy();
    crm.answer = () => envelope(200, { accepted: true });
    await expect
      .poll(() => crm.received.filter((received) => JSON.parse(received.body).reference === reference).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    expect(JSON.parse(crm.received.at(-1)?.body ?? '{}')).toMatchObject({ kind: 'contact', message: 'Zweiter Versuch', language: 'de' });
  });
});

test.describe('abuse limits', () => {
  let served: Awaited<ReturnType<typeof serveBuild>>;
  test.beforeAll(async () => {
    served = await serveBuild(basePort + 1, { RATE_LIMIT_SUBMISSIONS: '1/600', LOGIN_LOCKOUT: '2/600' });
  });
  test.afterAll(() => served?.stop());

  test('a second application within the limit’s window is refused with 429, Retry-After and a translated message', async ({
    page,
    pageErrors,
  }) => {
    await page
      .context()
      .route(`${new URL(site.portal.applyLiveUrl).origin}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Portal</title>' }),
      );
    const dialog = await fillApplication(page, served.origin);
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Open account' }).click();
    await popup;
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/register'));
    const again = await fillApplication(page, served.origin);
    await again.getByRole('button', { name: 'Open account' }).click();
    const response = await refused;
    expect(response.status()).toBe(429);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(500);
    await expect(
      again.getByRole('alert').filter({ hasText: 'Too many attempts from your connection. Please wait 10 min and try again.' }),
    ).toBeVisible();
    forgiveFailedResponses(pageErrors, 429);
  });

  test('an e-mail address that failed to log in twice is locked, even with the right password', async ({ page, pageErrors }) => {
    await page.goto(`${served.origin}/fr/home/user/`);
    const email = page.getByLabel('Adresse e-mail');
    await email.fill('demo.trader@northwind-markets.example');
    for (const attempt of [1, 2]) {
      await page.getByLabel('Mot de passe').fill(`wrong-${attempt}`);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('alert')).toHaveText('L’adresse e-mail ou le mot de passe est incorrect.');
    }
    await page.getByLabel('Mot de passe').fill('DemoTrader-2026');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Trop de demandes depuis votre connexion\. Veuillez patienter (9|10) min/);
    await expect(email).toHaveValue('demo.trader@northwind-markets.example');
    forgiveFailedResponses(pageErrors, 401, 429);
  });
});

test('EMBEDDED_API=off leaves /api/ to another backend: every function answers 404', async ({ request }) => {
  const served = await serveBuild(basePort + 2, { EMBEDDED_API: 'off' });
  try {
    expect(served.output.join('')).toContain('warning: EMBEDDED_API=off');
    for (const call of ['/api/location', '/api/promotions?lang=en', '/api/user/info']) {
      expect((await request.get(`${served.origin}${call}`)).status(), call).toBe(404);
    }
    expect((await request.post(`${served.origin}/api/register`, { data: {} })).status()).toBe(404);
    expect((await request.get(`${served.origin}/en/`)).status()).toBe(200);
  } finally {
    served.stop();
  }
});
