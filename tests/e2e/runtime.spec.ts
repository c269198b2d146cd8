/**
 * Runtime services against the production build: the embedded API behind the utility
 * pages, the error page and the error boundary, the update notice, chunk-load recovery,
 * the language suggestion at `/`, and the timing of third-party scripts.
 * Third-party IDs come from .env.test (npm test builds with GATSBY_ACTIVE_ENV=test).
 */
import type { Page, Request, Route } from '@playwright/test';
import { test, expect, brand, grantConsent, hydrated } from './fixtures';
import { CHUNK_RELOAD_MARKER } from '../../src/lib/chunk-reload';
import { UPDATE_POLL_INTERVAL_MS } from '../../src/lib/update-poller';
import { SCRIPT_DELAY_MS, THIRD_PARTY_HOSTS } from '../../src/lib/third-party';
import { localeCookieName } from '../../src/lib/locales';
import arabic from '../../locales/ar/common.json';

/** Removes the console errors a test provokes on purpose (the fixture fails on any other). */
const forgive = (errors: string[], pattern: RegExp) => {
  const kept = errors.filter((error) => !pattern.test(error));
  errors.splice(0, errors.length, ...kept);
};

async function makeVisible(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test.describe('utility pages @mobile', () => {
  test('api/sitemap lists every page of the locale by section, and itself in every language', async ({ page }) => {
    await page.goto('/zh-hans/api/sitemap/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: '交易' })).toBeVisible();
    await expect(main.getByRole('link', { name: '外汇', exact: true })).toHaveAttribute('href', '/zh-hans/trading/forex/');
    await expect(main.getByRole('heading', { level: 2, name: '网站信息' })).toBeVisible();
    const languages = main.getByRole('region', { name: '语言' }).getByRole('link');
    await expect(languages).toHaveCount(20);
    await expect(languages.filter({ hasText: 'العربية' })).toHaveAttribute('href', '/ar/api/sitemap/');
    await expect(languages.filter({ hasText: '简体中文' })).toHaveAttribute('aria-current', 'true');
  });

  test('api/llms shows the llms.txt of the locale', async ({ page }) => {
    await page.goto('/ar/api/llms/');
    const guide = page.getByRole('region', { name: /llms\.txt/ });
    await expect(guide).toContainText(`# ${brand}`);
    await expect(guide).toContainText('/ar/trading/forex/');
    await expect(guide).toContainText(/[\u0600-\u06FF]/);
    await expect(page.getByRole('link', { name: /llms\.txt/ })).toHaveAttribute('href', '/llms.txt');
  });

  test('getRouters catalogues every route with its address rule', async ({ page }) => {
    await page.goto('/en/getRouters/');
    const row = page.getByRole('row', { name: /Trading offer/ });
    await expect(row).toContainText('/{lang}/trading/trading-{id}/');
    await expect(row).toContainText('^[a-z0-9]+(?:-[a-z0-9]+)*$');
    await expect(page.getByRole('link', { name: 'Forex', exact: true }).last()).toHaveAttribute('href', '/en/trading/forex/');
  });

  test('api/sitemap-old-urls says where former pages live now', async ({ page }) => {
    await page.goto('/en/api/sitemap-old-urls/');
    const row = page.getByRole('row', { name: /\/forex-trading\.html/ });
    await expect(row.getByRole('link', { name: 'Forex' })).toHaveAttribute('href', '/en/trading/forex/');
  });

  test('warning and utils/message explain fraud, risk and the site’s messages', async ({ page }) => {
    await page.goto('/en/warning/');
    await expect(page.getByRole('heading', { name: 'Beware of impersonation and investment fraud' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^support@/ })).toBeVisible();
    await page.goto('/en/utils/message/');
    await expect(page.getByText('403 · Access Denied')).toBeVisible();
    await expect(page.getByText(/A new version of this website is available/)).toBeVisible();
  });

  test('utils/request checks each service through the embedded API @nginx', async ({ page }) => {
    await page.goto('/en/utils/request/');
    for (const service of ['Market data', 'Market news', 'Country detection', 'Website version']) {
      await expect(page.getByRole('row', { name: new RegExp(service) })).toContainText(/Operational\s*[\d,]+\s*ms/);
    }
    await expect(page.getByText(/You are using the latest version of the website/)).toBeVisible();
  });

  test('api/user offers the log-in form and the client portal, then shows the signed-in user', async ({ page, pageErrors }) => {
    await page.goto('/en/api/user/');
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the client portal' })).toHaveAttribute('href', /\/login\?language=en$/);
    const login = await page.request.post('/api/user/login', {
      data: { email: 'demo.trader@northwind-markets.example', password: 'DemoTrader-2026' },
    });
    expect(login.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Australia' })).toBeVisible();
    forgive(pageErrors, /status of 401/); // GET /user/info answers 401 before the log-in
  });

  test('api/user explains the client portal under the profile: what it offers, logging in, security, changing details, help', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/en/api/user/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    await expect(main.locator('h2').first()).toHaveText('Log in to your account');
    for (const title of ['What you can do in the client portal', 'Keeping your account secure', 'Changing your details']) {
      await expect(main.getByRole('heading', { name: title })).toBeVisible();
    }
    const logIn = main.getByRole('region', { name: 'How to log in' });
    await expect(logIn.getByRole('link', { name: /^Log in/ })).toHaveAttribute('href', /\/login\?language=en$/);
    await expect(logIn.getByRole('link', { name: /^Open live account/ })).toHaveAttribute('href', /\/register\?language=en$/);
    const help = main.getByRole('region', { name: 'Need help with your account?' });
    await expect(help.getByRole('link', { name: 'Visit the help centre' })).toHaveAttribute('href', '/en/trading/help-center/');
    forgive(pageErrors, /status of 401/);
  });
});

test.describe('error page and error boundary', () => {
  test('Back to Home goes to / ; Go Back without history goes home too', async ({ page, pageErrors }) => {
    await page.goto('/en/missing-page/');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand);

    // A tab opened on the error page has no history (a new Playwright page starts at about:blank).
    const [fresh] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => window.open('/en/missing-page/'))]);
    // The button works once React has hydrated it (the load event may come first).
    await hydrated(fresh, 'main button');
    expect(await fresh.evaluate(() => window.history.length)).toBe(1);
    await fresh.getByRole('button', { name: 'Go Back' }).click();
    await expect(fresh).toHaveURL(/:\d+\/$/);
    await fresh.close();
    forgive(pageErrors, /status of 404/);
  });

  test('an error while the page renders shows the error page, not a blank screen', async ({ page, pageErrors }) => {
    // Page data that does not fit the code (a half-finished deploy) makes the page throw.
    await page.route('**/page-data/en/api/sitemap/page-data.json', async (route) => {
      const response = await route.fetch();
      const pageData = await response.json();
      pageData.result.data.allRoute.nodes[0] = null;
      await route.fulfill({ response, json: pageData });
    });
    await page.goto('/en/api/sitemap/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something Went Wrong');
    await expect(page).toHaveTitle(`Error | ${brand}`);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner')).toBeVisible(); // the site's frame is still there
    forgive(pageErrors, /null|Minified React error/i);
  });

  test('an error in the app’s own setup shows the error page in the page’s language', async ({ page, pageErrors }) => {
    // Broken translations make the translation provider itself throw, above every page.
    await page.route('**/page-data/ar/trading/forex/page-data.json', async (route) => {
      const response = await route.fetch();
      const pageData = await response.json();
      pageData.result.data.locales.edges[0].node.data = '{ not json';
      await route.fulfill({ response, json: pageData });
    });
    await page.goto('/ar/trading/forex/');
    // The error page's code loads when the error happens; the page's own HTML shows until then.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic.error.messages.other);
    await expect(page.getByRole('button', { name: arabic.error.goBack })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    forgive(pageErrors, /JSON|Minified React error|hydrat/i);
  });
});

/**
 * Advances a fake clock in steps shorter than webpack's chunk timeout (120 s), and lets the chunks
 * that timers asked for in a step arrive before the next: one jump of minutes would time out
 * their loads (webpack keeps a <script data-webpack> in the page while one is on its way).
 */
async function runClockFor(page: Page, ms: number) {
  const step = 30_000;
  for (let done = 0; done < ms; done += step) {
    await page.clock.runFor(Math.min(step, ms - done));
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('script[data-webpack]').length)).toBe(0);
  }
}

test.describe('update notice', () => {
  test('appears when builds/latest.json names a newer build, read when the page starts and every 5 minutes, with a timestamp', async ({
    page,
  }) => {
    await page.clock.install();
    const polls: string[] = [];
    let latestId: string | null = null; // null: the real file, the build this page came from
    await page.route('**/builds/latest.json?*', async (route: Route, request: Request) => {
      polls.push(request.url());
      if (latestId === null) return route.continue();
      return route.fulfill({ json: { id: latestId, builtAt: '2026-11-22T06:00:00.000Z' } });
    });
    await page.goto('/en/trading/forex/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forex');

    // The first read (the real file: the build this page came from), then one every 5 minutes.
    await runClockFor(page, UPDATE_POLL_INTERVAL_MS);
    await expect.poll(() => polls.length).toBeGreaterThanOrEqual(1);
    const firstReads = polls.length;
    expect(new URL(polls[0]).searchParams.get('t')).toMatch(/^\d+$/);
    await expect(page.getByRole('status').filter({ hasText: /new version/ })).toHaveCount(0);

    latestId = 'a-newer-build';
    await runClockFor(page, UPDATE_POLL_INTERVAL_MS);
    expect(polls.length).toBe(firstReads + 1);
    const notice = page.getByRole('status').filter({ hasText: /new version/ });
    await expect(notice).toHaveText('A new version of this website is available.');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('status').filter({ hasText: /new version/ })).toHaveCount(0);
  });

  test('also checks when the tab becomes visible again, and stays silent when polling fails', async ({ page, pageErrors }) => {
    let fail = true;
    // A new build's manifest names its scripts, which are not the page's: newer, though the page read no manifest before.
    const newer = { id: 'a-newer-build', builtAt: '2026-11-22T06:00:00.000Z', scripts: 'scripts-of-a-newer-build' };
    await page.route('**/builds/latest.json?*', (route) =>
      fail ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.fulfill({ json: newer }),
    );
    await page.goto('/zh-hans/');
    await makeVisible(page);
    await page.waitForTimeout(500);
    await expect(page.getByRole('status').filter({ hasText: /新版本/ })).toHaveCount(0);
    fail = false;
    await makeVisible(page);
    await expect(page.getByRole('status').filter({ hasText: /新版本/ })).toHaveText('本网站有新版本可用。');
    forgive(pageErrors, /status of 503/);
  });
});

test.describe('chunk load failure', () => {
  test('a page chunk that fails to load reloads the page once, not in a loop', async ({ page, pageErrors }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.route(/component---src-templates-route-tsx-[\w]+\.js$/, (route) => route.abort());
    await page.goto('/en/trading/forex/');
    await expect.poll(() => documents.length).toBe(2);
    await page.waitForTimeout(3000);
    expect(documents).toHaveLength(2);
    const marker = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null'), CHUNK_RELOAD_MARKER);
    expect(marker).toMatchObject({ path: '/en/trading/forex/' });
    forgive(pageErrors, /ERR_FAILED|net::|ChunkLoadError|Loading chunk|page resources for/);
  });

  test.describe('a lazily loaded chunk', () => {
    test.use({ locale: 'ar-AE' });

    test('that fails reloads once, then the page goes on without it', async ({ page, pageErrors }) => {
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.route(/locale-suggestion-[\w]+\.js$/, (route) => route.abort());
      await page.goto('/');
      await expect.poll(() => documents.length).toBe(2);
      await page.waitForTimeout(2000);
      expect(documents).toHaveLength(2);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand);
      forgive(pageErrors, /ERR_FAILED|net::|ChunkLoadError|Loading chunk|Minified React error/);
    });
  });
});

test.describe('language at /', () => {
  test.describe('with an Arabic browser', () => {
    test.use({ locale: 'ar-AE' });

    test('offers Arabic in Arabic without redirecting, and remembers the choice @mobile', async ({ page, context }) => {
      await page.goto('/');
      const banner = page.getByRole('complementary').filter({ hasText: 'هذا الموقع متاح أيضًا بلغتك.' });
      await expect(banner).toHaveAttribute('dir', 'rtl');
      await expect(page).toHaveURL(/:\d+\/$/);
      await banner.getByRole('link', { name: 'العربية' }).click();
      await expect(page).toHaveURL(/\/ar\/$/);
      const cookie = (await context.cookies()).find((candidate) => candidate.name === localeCookieName);
      expect(cookie?.value).toBe('ar');
    });
  });

  test('a language chosen before (cookie) opens its home; a crawler without one stays', async ({ page, context, baseURL }) => {
    await page.goto('/');
    await expect(page.getByRole('complementary')).toHaveCount(0); // English browser: nothing to offer
    await context.addCookies([{ name: localeCookieName, value: 'zh-hans', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh-hans\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});

test.describe('third-party scripts', () => {
  const thirdParty = new RegExp(`^https://(${THIRD_PARTY_HOSTS.map((host) => host.replace(/\./g, '\\.')).join('|')})/`);

  test('load once, after the load event and its 100 ms, with consent defaults first', async ({ page, context, baseURL }) => {
    // A visitor who granted every category on an earlier visit (tests/e2e/consent.spec.ts: before that, nothing loads).
    await grantConsent(context, baseURL);
    const requests: { url: string; at: number }[] = [];
    await page.route(thirdParty, (route) => {
      requests.push({ url: route.request().url(), at: Date.now() });
      return route.fulfill({ contentType: 'application/javascript', body: '/* stub */' });
    });
    // An image that takes 1.5 s holds the load event back while the app itself is long ready.
    await page.route('**/slow-image.png', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ status: 204 });
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const image = document.createElement('img');
        image.src = '/slow-image.png';
        image.alt = '';
        document.body.appendChild(image);
      });
    });
    await page.goto('/en/trading/forex/', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.documentElement.querySelector('#___gatsby main'));
    await page.waitForLoadState('load');
    await expect.poll(() => requests.length).toBe(3);
    const { loadAt, heldBack } = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        loadAt: performance.timeOrigin + navigation.loadEventStart,
        heldBack: navigation.loadEventStart - navigation.domContentLoadedEventEnd,
      };
    });
    expect(heldBack, 'the slow image delayed the load event').toBeGreaterThan(1000);
    for (const { url, at } of requests) expect(at, url).toBeGreaterThanOrEqual(loadAt + SCRIPT_DELAY_MS - 15);
    expect(requests.map(({ url }) => new URL(url).hostname).sort()).toEqual([
      'static.zdassets.com',
      'translate.google.com',
      'www.googletagmanager.com',
    ]);
    const firstCommand = await page.evaluate(() =>
      Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[0]).slice(0, 2),
    );
    expect(firstCommand).toEqual(['consent', 'default']);

    // Once per visit: moving to another page loads nothing again.
    await page.getByRole('link', { name: `${brand} home` }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.waitForTimeout(500);
    expect(requests).toHaveLength(3);
  });

  test('failing to load breaks nothing', async ({ page, context, baseURL, pageErrors }) => {
    await grantConsent(context, baseURL);
    await page.route(thirdParty, (route) => route.abort());
    await page.goto('/en/trading/forex/');
    await page.waitForLoadState('load');
    await page.waitForTimeout(SCRIPT_DELAY_MS * 3);
    await page.getByRole('link', { name: `${brand} home` }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand);
    forgive(pageErrors, /ERR_FAILED|net::/);
  });
});
