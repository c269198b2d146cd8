/**
 * The site as a static host serves it: nginx with the rules the build generated
 * (gatsby/host-rules.ts), run by tests/playwright.nginx.config.ts (`npm run test:nginx`). Under
 * `gatsby serve` these rules do not apply, so the default configuration leaves this file out.
 * Tests of other files tagged @nginx run here too (the search dialog, a registration through the
 * proxied API).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { commonText, uiStates } from './ui-states';
import { findPublishedLocale } from '../../src/lib/locales';
import site from '../../data/site.json';

/** Collects the page's CSP violations from the moment the document starts. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations = []);
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

test.describe('static host rules @nginx', () => {
  for (const code of ['en', 'zh-hans', 'ar']) {
    test(`the ${code} home page loads, hydrates and opens its dialogs without a CSP violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      const response = await page.goto(`/${code}/`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(await htmlLang(page)).toBe(findPublishedLocale(code)?.tag);
      const t = commonText(code);
      for (const state of ['search', 'signUp'] as const) {
        await uiStates[state](page, t);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      expect(await violations()).toEqual([]);
    });
  }

  // A page of each kind whose parts ask the embedded API or load their own code as they hydrate.
  for (const path of [
    '/en/analysis/economic-calendar/',
    '/ar/analysis/market-news/',
    '/zh-hans/analysis/market-news/2026/11/fed-holds-rates/',
    '/en/academy/webinars/',
    '/en/trading/promotions-and-rewards/',
    '/en/platform/trading-calculator/',
    '/en/about/contact-us/',
  ]) {
    test(`${path} loads and hydrates with a clean console and no CSP violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('main')).toBeVisible();
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    });
  }

  test("a client-only URL is answered by its shell (200), in the prefix's language, at its own address", async ({ page }) => {
    const violations = await watchCsp(page);
    const response = await page.goto('/zh-hans/analysis/market-news/an-item-published-after-the-build/', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await htmlLang(page)).toBe('zh-CN');
    expect(page.url()).toContain('/zh-hans/analysis/market-news/an-item-published-after-the-build/');
    expect(await violations()).toEqual([]);
  });

  for (const code of ['zh-hans', 'ar']) {
    test(`an unknown URL under /${code}/ answers 404 with the page in that language, and keeps its address`, async ({
      page,
      pageErrors,
    }) => {
      const violations = await watchCsp(page);
      const response = await page.goto(`/${code}/no/such/page/`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      // The HTML the host sent is already in the prefix's language (no script needed).
      expect(await response?.text()).toContain(`lang="${findPublishedLocale(code)?.tag}"`);
      const t = commonText(code);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(t('error.messages.404'));
      expect(await htmlLang(page)).toBe(findPublishedLocale(code)?.tag);
      expect(new URL(page.url()).pathname).toBe(`/${code}/no/such/page/`);
      expect(await violations()).toEqual([]);
      // The document's own 404 is the only console error the fixture lets through.
      expect(pageErrors).toEqual([]);
    });
  }

  test('a page of the former website is moved permanently (301) to its replacement in the same prefix', async ({ request }) => {
    for (const [from, to] of [
      ['/forex-trading.html', '/en/trading/forex/'],
      ['/ar/company/contact.html', '/ar/about/contact-us/'],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test('hashed files are immutable; page data, the build manifest and robots.txt are revalidated', async ({ request, page }) => {
    await page.goto('/en/');
    const script = await page.locator('script[data-scripts]').getAttribute('data-scripts');
    const app = script?.split(' ').find((url) => /\/app-[0-9a-f]{20}\.js$/.test(url));
    expect(app).toBeTruthy();
    expect((await request.head(app!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of [
      '/page-data/en/page-data.json',
      '/page-data/app-data.json',
      '/builds/latest.json',
      '/robots.txt',
      '/sitemap-index.xml',
    ]) {
      const response = await request.head(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('public, max-age=0, must-revalidate');
      expect(response.headers()['x-content-type-options'], url).toBe('nosniff');
    }
    expect((await request.head('/app-0000.js.map')).status()).toBe(404);
  });

  test('/.well-known/security.txt names the security contact, expires within a year and says where it lives (RFC 9116)', async ({
    request,
  }) => {
    const response = await request.get('/.well-known/security.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const fields = Object.fromEntries(
      (await response.text())
        .split('\n')
        .filter((line) => /^[A-Z][\w-]*: /.test(line))
        .map((line) => line.split(/: (.*)/).slice(0, 2)),
    );
    expect(fields).toEqual({
      Contact: `mailto:security@${site.contact.email.split('@')[1]}`,
      Expires: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      'Preferred-Languages': 'en',
      Canonical: `${site.siteUrl}/.well-known/security.txt`,
    });
    const expires = Date.parse(fields.Expires);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 366 * 86_400_000);
  });
});
