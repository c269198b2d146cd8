/**
 * The trading calculator's all-in cost per account type, as a trader uses it: inputs in the
 * address (shared, bookmarked, Back and Forward), a link with values it cannot use, the built
 * page without JavaScript, and the account types page's link to it; in en, ar and zh-hans.
 */
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import locales from '../../data/locales.json';

const tagOf = (code: string) => locales.locales.find((locale) => locale.code === code)?.tag ?? code;
const calculator = (code: string) => `/${code}/platform/trading-calculator/`;
const ready = (page: Page) => hydrated(page, '#calculator select');

/** An amount as the page's language writes it (the browser's own Intl, as the page uses). */
const usd = (page: Page, code: string, amount: number) =>
  page.evaluate(
    ([tag, value]) => new Intl.NumberFormat(tag as string, { style: 'currency', currency: 'USD' }).format(value as number),
    [tagOf(code), amount],
  );

/** A number as the calculator shows it in a field (the page's digits, no grouping). */
const plain = (page: Page, code: string, value: number) =>
  page.evaluate(
    ([tag, number]) => new Intl.NumberFormat(tag as string, { useGrouping: false }).format(number as number),
    [tagOf(code), value],
  );

const total = (page: Page, account: string) => page.locator(`[data-account="${account}"] [data-cost="total"] dd > span`).first();
const cheapest = (page: Page) => page.locator('[data-account][data-cheapest]');
const lots = (page: Page) => page.locator('#calculator input[name="lots"]');
const nights = (page: Page) => page.locator('#calculator input[name="nights"]');

for (const code of ['en', 'ar', 'zh-hans']) {
  test.describe(`all-in cost in ${code} @mobile`, () => {
    test('compares Standard and Raw for 2 lots of EURUSD held 3 nights; the address opens the same result, Back restores the inputs', async ({
      page,
      context,
    }) => {
      await page.goto(calculator(code));
      await ready(page);
      await lots(page).fill('2');
      await lots(page).blur();
      await nights(page).fill('3');
      await nights(page).blur();
      // docs/trading-costs.md: Standard 24 + 0 + 408, Raw 2 + 14 + 408, Pro 6 + 8 + 408 (the cheapest).
      await expect(total(page, 'standard')).toHaveText(await usd(page, code, 432));
      await expect(total(page, 'raw')).toHaveText(await usd(page, code, 424));
      await expect(total(page, 'pro')).toHaveText(await usd(page, code, 422));
      await expect(cheapest(page)).toHaveAttribute('data-account', 'pro');
      await expect(page.locator('[data-account="raw"] [data-cost="commission"] dd > span').first()).toHaveText(await usd(page, code, 14));
      await expect(page).toHaveURL(/\?symbol=EURUSD&currency=USD&leverage=500&side=buy&lots=2&nights=3$/);

      // Shared: the address alone gives the same inputs and results in a new page.
      const shared = await context.newPage();
      await shared.goto(page.url());
      await ready(shared);
      await expect(lots(shared)).toHaveValue(await plain(page, code, 2));
      await expect(nights(shared)).toHaveValue(await plain(page, code, 3));
      await expect(total(shared, 'raw')).toHaveText(await usd(page, code, 424));
      await expect(shared.locator('#calculator [role="status"]')).toHaveCount(0);

      // Back: the entry before nights were typed (2 lots, 1 night), then the defaults; Forward again.
      await page.goBack();
      await expect(page).toHaveURL(/lots=2&nights=1$/);
      await expect(nights(page)).toHaveValue(await plain(page, code, 1));
      await expect(lots(page)).toHaveValue(await plain(page, code, 2));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${calculator(code)}$`));
      await expect(lots(page)).toHaveValue(await plain(page, code, 1));
      await page.goForward();
      await page.goForward();
      await expect(nights(page)).toHaveValue(await plain(page, code, 3));
      await expect(total(page, 'standard')).toHaveText(await usd(page, code, 432));
    });

    test('a link with values it cannot use opens with the defaults for them and says so', async ({ page }) => {
      const response = await page.goto(`${calculator(code)}?symbol=NOPE&lots=lots&nights=3&campaign_code=spring`);
      expect(response?.status()).toBe(200);
      await ready(page);
      const note = page.locator('#calculator [role="status"]').first();
      await expect(note).toBeVisible();
      const labels = await page.locator('#calculator label').allInnerTexts();
      await expect(note).toContainText(labels[0]);
      await expect(lots(page)).toHaveValue(await plain(page, code, 1));
      await expect(nights(page)).toHaveValue(await plain(page, code, 3));
      await expect(page.locator('#calculator select').first()).toHaveValue('EURUSD');
      // The note goes once the trader changes something, and the address then holds usable values only.
      await lots(page).fill('2');
      await expect(note).toBeHidden();
      await expect(page).toHaveURL(/\?campaign_code=spring&symbol=EURUSD&.*lots=2&nights=3$/);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the built page shows the default example on every account, the cheapest marked', async ({ page }) => {
    await page.goto(calculator('en'));
    // 1 lot of EURUSD bought, held a night: Standard 12 + 0 + 68, Raw 1 + 7 + 68, Pro 3 + 4 + 68.
    await expect(total(page, 'standard')).toHaveText('$80.00');
    await expect(total(page, 'raw')).toHaveText('$76.00');
    await expect(total(page, 'pro')).toHaveText('$75.00');
    await expect(cheapest(page)).toHaveAttribute('data-account', 'pro');
    await expect(page.locator('[data-account="raw"] [data-cost="spread"]')).toContainText('0.1 pips typical spread × pip value $10.00');
  });
});

test('the account types page links to the cost comparison with a day trade of 1 lot EURUSD @mobile', async ({ page }) => {
  await page.goto('/en/trading/account-types/');
  await page.getByRole('link', { name: /What a trade costs on each account/ }).click();
  await expect(page).toHaveURL(/\/en\/platform\/trading-calculator\/\?symbol=EURUSD&lots=1&nights=0#calculator-costs$/);
  await ready(page);
  await expect(page.locator('#calculator [role="status"]')).toHaveCount(0);
  await expect(nights(page)).toHaveValue('0');
  await expect(page.locator('#calculator-costs')).toBeInViewport();
  await expect(total(page, 'standard')).toHaveText('$12.00');
  await expect(total(page, 'raw')).toHaveText('$8.00');
  await expect(total(page, 'pro')).toHaveText('$7.00');
  await expect(page.locator('[data-account="pro"] [data-cost="swap"]')).toContainText('No swap');
});
