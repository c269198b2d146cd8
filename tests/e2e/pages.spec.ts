/**
 * The home, trading and platform pages: real content in English and both Chinese sets,
 * the trading calculator computed in the browser, the API-backed sections, tabs and
 * the trading-{id} landing pages.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, brand, forgiveFailedResponses, hydrated } from './fixtures';
import { HAN, expectRealContent } from './real-content';
import manifest from '../../data/routes.json';
import type { Promotion } from '../../src/lib/api/types';
import { currentPromotions } from '../../src/lib/promotions';
import site from '../../data/site.json';

const withBrand = (routePath: string) => routePath.split('{brand}').join(site.brand.slug);
/** Every static home, trading and platform route that has a page body in data/pages/. */
const bodies = new Set(readdirSync(path.resolve(__dirname, '../../data/pages')).map((file) => file.replace(/\.json$/, '')));
const routes = manifest.routes.filter(
  (route) => ['home', 'trading', 'platform'].includes(route.section) && !('param' in route) && bodies.has(route.id),
);

const calculatorReady = (page: Page) => hydrated(page, '#calculator select');

for (const code of ['en', 'zh-hans', 'zh-hant']) {
  test.describe(`real content in ${code}`, () => {
    for (const route of routes) {
      const url = route.path ? `/${code}/${withBrand(route.path)}/` : `/${code}/`;
      test(`${url}`, async ({ page }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expectRealContent(page, code, ['sections', 'trading', 'platform', 'home', 'common']);
      });
    }
  });
}

test.describe('trading calculator @mobile', () => {
  test('computes a pip value, a margin and a profit in the browser', async ({ page }) => {
    await page.goto('/en/platform/trading-calculator/');
    await calculatorReady(page);
    const result = (name: string) => page.locator(`[data-result="${name}"] dd > span`).first();
    // The default trade: 1 lot EURUSD bought at 1.08500, closed at 1.09000, 1:500, USD account.
    await expect(result('pipValue')).toHaveText('$10.00');
    await expect(result('margin')).toHaveText('$217.00');
    await expect(result('profit')).toHaveText('$500.00');

    // 2 lots sold from 1.0850 to 1.0800 at 1:100 in a EUR account:
    // pip value 2 × 10 USD = 20 USD = €18.43; margin 217,000 ÷ 100 = 2,170 USD = €2,000.00;
    // profit 0.0050 × 200,000 = 1,000 USD = €921.66.
    await page.getByLabel('Account currency').selectOption('EUR');
    await page.getByLabel('Account leverage').selectOption('100');
    await page.getByLabel('Sell (short)').check();
    await page.getByLabel('Volume in lots').fill('2');
    await page.getByLabel('Open price (USD)').fill('1.0850');
    await page.getByLabel('Close price (USD)').fill('1.0800');
    await expect(result('pipValue')).toHaveText('€18.43');
    await expect(result('margin')).toHaveText('€2,000.00');
    await expect(result('profit')).toHaveText('€921.66');

    // A JPY pair: 1 lot USDJPY in a JPY account is worth 1,000 yen a pip.
    await page.getByLabel('Instrument').selectOption('USDJPY');
    await page.getByLabel('Account currency').selectOption('JPY');
    await page.getByLabel('Volume in lots').fill('1');
    await expect(result('pipValue')).toHaveText('¥1,000');
  });

  test('keeps what was typed and explains what it cannot read', async ({ page }) => {
    await page.goto('/en/platform/trading-calculator/');
    await calculatorReady(page);
    const lots = page.getByLabel('Volume in lots');
    await lots.fill('abc');
    await expect(lots).toHaveValue('abc');
    await expect(lots).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a volume from 0.01 to 100 lots.')).toBeVisible();
  });

  test('formats in the page language (Simplified Chinese)', async ({ page }) => {
    await page.goto('/zh-hans/platform/trading-calculator/');
    await calculatorReady(page);
    await expect(page.getByLabel('交易品种')).toHaveValue('EURUSD');
    await expect(page.locator('[data-result="pipValue"] dd > span').first()).toHaveText('US$10.00');
  });
});

test.describe('sections', () => {
  test('the home hero image loads at once and is the largest contentful paint @mobile', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('#hero picture img[loading="eager"]').first();
    await expect(hero).toBeVisible();
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // The last LCP candidate reported after the image has loaded is the page's LCP element.
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
            const element = entries[entries.length - 1]?.element;
            resolve(element?.tagName === 'IMG' && element.closest('#hero') ? 'hero image' : String(element?.outerHTML.slice(0, 80)));
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(lcp).toBe('hero image');
  });

  test('the instrument table filters and sorts', async ({ page }) => {
    await page.goto('/en/trading/range-of-markets/');
    await hydrated(page, '#instruments input');
    await page.getByLabel('Search instruments').fill('gold');
    await expect(page.getByRole('rowheader')).toHaveText(['XAUUSD', 'XAUEUR', 'XAUAUD']);
    await page.getByLabel('Search instruments').fill('');
    await page.getByLabel('Show').selectOption('indices');
    await page
      .getByRole('columnheader', { name: /Max. leverage/ })
      .getByRole('button')
      .click();
    await expect(page.getByRole('columnheader', { name: /Max. leverage/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  test('trading conditions open their tabs by keyboard, and each tab has its own route', async ({ page }) => {
    await page.goto('/en/trading/trading-conditions/');
    await hydrated(page, '[role="tab"]');
    await page.getByRole('tab', { name: 'Spreads and swaps' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Trading hours' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Mon 00:05 – Fri 23:55');
    await page.goto('/en/trading/components/leveroge/');
    await expect(page.getByRole('heading', { level: 2, name: 'Maximum leverage by entity' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('ASIC, Australia');
  });

  test('promotions list what GET /api/promotions runs now and next, with dates and terms, in the page’s language', async ({
    page,
    request,
  }) => {
    // The list is built into the page: the page itself asks the API nothing.
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/')) asked.push(sent.url());
    });
    for (const [code, dateLocale] of [
      ['en', 'en-US'],
      ['zh-hant', 'zh-Hant'],
    ]) {
      const answer = (await (await request.get(`/api/promotions?lang=${code}`)).json()) as { data: { items: Promotion[] } };
      const shown = currentPromotions(answer.data.items);
      expect(shown.length).toBeGreaterThan(0);
      await page.goto(`/${code}/trading/promotions-and-rewards/`);
      await expect(page.locator('#current h3')).toHaveText(shown.map((promotion) => promotion.title));
      const [first] = shown;
      const card = page
        .locator('#current li')
        .filter({ has: page.getByRole('heading', { name: first.title }) })
        .first();
      const until = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(first.endsAt));
      if (first.status === 'active') await expect(card).toContainText(until);
      await card.locator('summary').click();
      await expect(card.getByRole('listitem').filter({ hasText: first.terms[0] })).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  test('home/user logs a demo user in, changes their details and logs them out', async ({ page, pageErrors }) => {
    await page.goto('/en/home/user/');
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    await page.getByLabel('E-mail address').fill('li.wei@northwind-markets.example');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is incorrect.');
    await page.getByLabel('Password').fill('DemoTrader-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Wei' })).toBeVisible();
    await expect(page.getByText('li.wei@northwind-markets.example')).toBeVisible();

    // The session is a cookie: another page of the site knows the visitor too.
    await page.goto('/zh-hans/home/user/');
    await expect(page.getByRole('heading', { name: '欢迎回来，Wei' })).toBeVisible();
    const lastName = page.getByLabel('姓氏');
    await lastName.fill('L');
    await page.getByRole('button', { name: '保存修改' }).click();
    await expect(lastName).toHaveAccessibleDescription('请输入2至50个字符的姓名。');
    await lastName.fill('Li-Chen');
    await page.getByRole('button', { name: '保存修改' }).click();
    await expect(page.getByRole('status').filter({ hasText: '您的资料已保存。' })).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: 'Wei Li-Chen' })).toBeVisible();
    await page.reload();
    await expect(page.locator('dd').filter({ hasText: 'Wei Li-Chen' })).toBeVisible();

    // Put the demo user back as the data has it, for the next run against the same server.
    await page.getByLabel('姓氏').fill('Li');
    await page.getByRole('button', { name: '保存修改' }).click();
    await expect(page.getByRole('status').filter({ hasText: '您的资料已保存。' })).toBeVisible();
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByText('您已退出登录。')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: '登录您的账户' })).toBeVisible();
    // Nobody signed in, and the wrong password: GET /user/info and the login answer 401.
    forgiveFailedResponses(pageErrors, 401);
  });

  test('downloads link every device of a platform @mobile', async ({ page }) => {
    await page.goto('/en/platform/metatrader-5/');
    const downloads = page.locator('#downloads');
    await expect(downloads.getByRole('heading', { level: 3 })).toHaveText([
      'Windows',
      'macOS',
      'Web browser',
      'iPhone and iPad',
      'Android',
    ]);
    await expect(downloads.getByRole('link', { name: /Download for Windows/ })).toHaveAttribute('target', '_blank');
  });
});

test.describe('trading-{id} landing pages @mobile', () => {
  test('an allowed id is a prebuilt page with its own content', async ({ page }) => {
    const response = await page.goto('/en/trading/trading-gold/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Trade gold with ${brand}`);
    await expect(page).toHaveTitle(`Trade gold with ${brand} | ${brand}`);
    await expect(page.getByRole('rowheader').first()).toHaveText('XAUUSD');
    await page.goto('/zh-hant/trading/trading-crypto/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HAN);
  });

  test('an id that fits the pattern but is not listed shows the 404 page', async ({ page }) => {
    await page.goto('/en/trading/trading-silver-offer/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveTitle(`Error 404 | ${brand}`);
  });
});
