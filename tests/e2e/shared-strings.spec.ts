/**
 * The strings every page shares come once per language (src/lib/shared-strings.ts): each page's
 * data holds only its own, the head preloads the language's file, navigations in the same
 * language reuse it, and a move to another language loads that language's file first.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import { SHARED_NAMESPACES } from '../../src/lib/shared-strings';
import english from '../../locales/en/common.json';
import arabic from '../../locales/ar/common.json';

/** Requests for shared strings files (`/strings/{language}.{hash}.json`; a dialog's own strings are in folders below). */
const stringsRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (/^\/strings\/[^/]+$/.test(pathname)) urls.push(pathname);
  });
  return urls;
};

test.describe('shared strings', () => {
  test("a page's data holds its own namespaces only, and names its language's file", async ({ request }) => {
    const pageData = await (await request.get('/page-data/de/trading/forex/page-data.json')).json();
    const namespaces = pageData.result.data.locales.edges.map(({ node }: { node: { ns: string } }) => node.ns);
    expect(namespaces).toEqual(['trading']);
    // Only this route's part of its section's namespace.
    const trading = JSON.parse(pageData.result.data.locales.edges[0].node.data);
    expect(Object.keys(trading)).toContain('trading-forex');
    expect(Object.keys(trading)).not.toContain('trading-indices');
    const file = pageData.result.pageContext.i18n.sharedStrings;
    expect(file).toMatch(/^\/strings\/de\.[0-9a-f]{12}\.json$/);
    const response = await request.get(file);
    expect(response.headers()['content-type']).toContain('json');
    const shared = await response.json();
    expect([...new Set(shared.map(({ node }: { node: { ns: string } }) => node.ns))]).toEqual([...SHARED_NAMESPACES]);
  });

  test('one request per language: the first page preloads it, the next pages in that language reuse it', async ({ page }) => {
    const requested = stringsRequests(page);
    await page.goto('/en/trading/forex/');
    await hydrated(page);
    // The server's HTML preloads it (the browser's render of the head leaves the link out: it would fetch again).
    const html = await (await page.request.get('/en/trading/forex/')).text();
    expect(html).toMatch(
      /<link rel="preload" as="fetch" href="\/strings\/en\.[0-9a-f]{12}\.json" crossorigin="anonymous" data-shared-strings=""/,
    );
    await page.getByRole('contentinfo').getByRole('link', { name: english.routes['about-company'] }).first().click();
    await expect(page).toHaveURL(/\/en\/about\/company\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^${english.nav.language}`) })).toBeVisible();
    expect(requested).toEqual([expect.stringMatching(/^\/strings\/en\.[0-9a-f]{12}\.json$/)]);
  });

  test("a move to another language loads that language's file before the page shows @mobile", async ({ page }) => {
    const requested = stringsRequests(page);
    await page.goto('/en/trading/forex/');
    await hydrated(page);
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('link', { name: /العربية/ }).click();
    await expect(page).toHaveURL(/\/ar\/trading\/forex\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^${arabic.nav.language}`) })).toBeVisible();
    expect(requested).toEqual([expect.stringMatching(/^\/strings\/en\./), expect.stringMatching(/^\/strings\/ar\./)]);
    // Back in English: already here, no request.
    await page.goBack();
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^${english.nav.language}`) })).toBeVisible();
    expect(requested).toHaveLength(2);
  });

  test("when the other language's file cannot be fetched, the page loads in full, in its language", async ({ page, pageErrors }) => {
    await page.goto('/en/trading/forex/');
    await hydrated(page);
    await page.route('**/strings/ar.*.json', (route) => route.abort('internetdisconnected'), { times: 1 });
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('link', { name: /العربية/ }).click();
    await expect(page).toHaveURL(/\/ar\/trading\/forex\/$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^${arabic.nav.language}`) })).toBeVisible();
    // The aborted request is the browser's one console error.
    expect(pageErrors.splice(0)).toEqual([expect.stringContaining('ERR_INTERNET_DISCONNECTED')]);
  });
});
