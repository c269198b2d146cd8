/**
 * The features as they meet on a page: the navbar's and the side menu's buttons open the
 * search and sign-up dialogs, and a registration goes through the real embedded API
 * (POST /api/register served by `gatsby serve`, nothing intercepted but the portal's host).
 */
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { test, expect } from './fixtures';
import site from '../../data/site.json';
import { e2eServerEnv } from '../playwright.config';

const applyLive = new URL(site.portal.applyLiveUrl);

test.describe('navbar openers', () => {
  test('the navbar Search button opens the search and gets the focus back on close @nginx', async ({ page }) => {
    await page.goto('/en/', { waitUntil: 'networkidle' });
    const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Search' }).fill('forex');
    await expect(dialog.getByRole('option').first()).toContainText('Forex');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the navbar Sign up button opens the registration pop-up', async ({ page }) => {
    await page.goto('/en/trading/forex/', { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog', { name: 'Open a live account' })).toBeVisible();
  });
});

test.describe('side menu @mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('its Sign up action opens the registration pop-up over it, and closing the pop-up returns to it', async ({ page }) => {
    await page.goto('/en/', { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Sign up' }).click();
    const popUp = page.getByRole('dialog', { name: 'Open a live account' });
    await expect(popUp).toBeVisible();
    // The pop-up is the modal in front: the menu beneath it is inert (it takes no focus).
    const menuClose = menu.getByRole('button', { name: 'Close', includeHidden: true });
    expect(await menuClose.evaluate((button) => (button.focus(), document.activeElement === button))).toBe(false);
    await popUp.getByLabel('First name').fill('Ada');
    await page.keyboard.press('Escape');
    await expect(popUp).toBeHidden();
    await expect(menu.getByRole('button', { name: 'Sign up' })).toBeFocused();
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });
});

test('the pop-up opened while a lazy page section still hydrates keeps the server HTML (no React #421)', async ({ page }) => {
  // Hold back the calculator section's code so that the #open-account link opens the pop-up
  // before that section has hydrated.
  let releaseChunks = () => {};
  const held = new Promise<void>((resolve) => (releaseChunks = resolve));
  await page.route(/\/[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('Calculator-module--')) await held;
    await route.fulfill({ response });
  });
  await page.goto('/en/platform/trading-calculator/#open-account', { waitUntil: 'domcontentloaded' });
  // The pop-up is asked for (the link's hash is dropped) while the calculator's code is held.
  await page.waitForFunction(() => window.location.hash === '');
  releaseChunks();
  await expect(page.getByRole('dialog', { name: 'Open a live account' })).toBeVisible();
  await page.keyboard.press('Escape');
  // The calculator hydrated and works; the fixture fails the test on React's #421 or any hydration error.
  await page.getByLabel('Account currency').selectOption('EUR');
  await expect(page.locator('[data-result="pipValue"] dd > span').first()).toHaveText('€9.22');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a registration goes through the embedded API and opens the portal @nginx', async ({ page, context }) => {
  // The portal is another site, not reachable here: answer its host, and nothing else.
  await context.route(`${applyLive.origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Portal</title>' }),
  );
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto('/en/#open-account', { waitUntil: 'networkidle' });
  const dialog = page.getByRole('dialog', { name: 'Open a live account' });
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Lovelace');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mobile number').fill('412345678');
  const [portal] = await Promise.all([
    context.waitForEvent('page'),
    page.waitForResponse((response) => response.url().endsWith('/api/register') && response.status() === 200),
    dialog.getByRole('button', { name: 'Open account' }).click(),
  ]);
  await expect.poll(() => portal.url()).toContain(`${applyLive.origin}${applyLive.pathname}`);
  // The server the tests start keeps what it stores in its own data directory (playwright.config.ts).
  const db = new DatabaseSync(path.join(e2eServerEnv.EMBEDDED_API_DATA_DIR, 'embedded-api.sqlite'), { readOnly: true });
  const stored = db.prepare("SELECT reference FROM applications WHERE json_extract(payload, '$.email') = ?").all(email);
  db.close();
  expect(stored).toEqual([{ reference: expect.stringMatching(/^NW-[0-9A-F]{8}$/) }]);
});
