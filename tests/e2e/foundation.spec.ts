import { test, expect, brand, origin, hydrated } from './fixtures';

test.describe('pages in every language @mobile', () => {
  test('/ is the English home page with the full hreflang set', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle(`Home | ${brand}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(21);
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand);
  });

  test('/en/ links its language versions and x-default', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/en/`);
    await expect(page.locator('link[hreflang="zh-Hant-HK"]')).toHaveAttribute('href', `${origin}/cht/`);
    await expect(page.locator('link[hreflang="en-HK"]')).toHaveAttribute('href', `${origin}/eng/`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${origin}/og-image.png`);
  });

  test('/ar/trading/forex/ reads right to left in Arabic', async ({ page }) => {
    await page.goto('/ar/trading/forex/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle(new RegExp(`^[\\u0600-\\u06FF ]+ \\| ${brand}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    await expect(page.locator('link[hreflang="ar"]')).toHaveAttribute('href', `${origin}/ar/trading/forex/`);
  });

  test('/zh-hans/ pages are in Simplified Chinese', async ({ page }) => {
    await page.goto('/zh-hans/about/regulatory-supervision/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle(new RegExp(`^[\\u4e00-\\u9fff]+ \\| ${brand}$`));
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(21);
  });

  test('regional prefixes use their translation set (zh-hant-tw, en-in)', async ({ page }) => {
    await page.goto('/zh-hant-tw/trading/account-types/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u4e00-\u9fff]/);
    await page.goto('/en-in/trading/account-types/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account types');
  });

  test('a noindex route says so to robots', async ({ page }) => {
    await page.goto('/en/home/user/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});

test.describe('catch-all routes and 404 @mobile', () => {
  test('a catch-all route shows the page of an id its data knows, and the 404 page for another', async ({ page }) => {
    const response = await page.goto('/en/about/sponsorship/football/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour City FC');
    await page.goto('/en/about/sponsorship/football-club/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('/en/about/sponsorship/football-club/')).toBeVisible();
  });

  test('a multi-segment id with any characters reaches its route, which asks for that very id', async ({ page }) => {
    const asked = page.waitForRequest((request) => request.url().includes('/api/acuity-api/getNewsById'));
    await page.goto('/en/analysis/market-news/2026/11/fed-holds%3F/');
    expect(new URL((await asked).url()).searchParams.get('id')).toBe('2026/11/fed-holds?');
    // No story has that id: the page shows the 404 view.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('/en/analysis/market-news/2026/11/fed-holds%3F/')).toBeVisible();
  });

  test('a static route wins over the catch-all beside it', async ({ page }) => {
    await page.goto('/en/about/sponsorship/northwind-and-nets/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${brand} and the Nets`);
  });

  test('a failed validation shows the 404 page with the full path', async ({ page }) => {
    await page.goto('/en/trading/trading-Not_Valid!/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('/en/trading/trading-Not_Valid!/')).toBeVisible();
    await expect(page).toHaveTitle(`Error 404 | ${brand}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('an unknown path answers HTTP 404 with the error page', async ({ page }) => {
    const response = await page.goto('/en/no-such-page/?from=test');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('/en/no-such-page/?from=test')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('an unknown path under a prefix shows the 404 page in that language', async ({ page }) => {
    const response = await page.goto('/ar/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    await expect(page.getByText('/ar/no-such-page/')).toBeVisible();
  });

  test('Go Back returns to the previous page', async ({ page }) => {
    await page.goto('/en/trading/forex/');
    await page.goto('/en/missing/');
    // The path appears once the page has hydrated; a click before that has no handler yet.
    await expect(page.getByText('/en/missing/')).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/en\/trading\/forex\/$/);
  });
});

test.describe('regional overrides @mobile', () => {
  test("Taiwan's pages use Taiwan's wording where it differs from Hong Kong's, in the page and in its Head", async ({ page }) => {
    await page.goto('/cht/trading/account-types/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('賬戶類型');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '私隱政策' }).first()).toBeAttached();
    await page.goto('/zh-hant-tw/trading/account-types/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('帳戶類型');
    await expect(page).toHaveTitle(/^帳戶類型/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '隱私權政策' }).first()).toBeAttached();
    // Keys Taiwan does not override read as in the shared set.
    await expect(page.getByRole('contentinfo')).toContainText('風險警告');
  });

  test("Taiwan's sign-up form says 帳戶 and 電子郵件 and suggests Taiwan's dial code; Hong Kong's keeps its own", async ({ page }) => {
    await page.goto('/zh-hant-tw/#open-account');
    const taiwan = page.getByRole('dialog');
    await expect(taiwan.getByRole('heading', { name: '開立真實帳戶' })).toBeVisible();
    await expect(taiwan.getByLabel('電子郵件')).toBeVisible();
    await taiwan.getByRole('combobox', { name: '電話區號' }).click();
    await expect(taiwan.getByRole('combobox', { name: '電話區號' })).toHaveAttribute('placeholder', '輸入區號，例如 886');
    await page.goto('/cht/#open-account');
    await expect(page.getByRole('dialog').getByRole('heading', { name: '開立真實賬戶' })).toBeVisible();
  });

  test("ms is Brunei's: its language option shows Brunei's flag and its sign-up form suggests +673", async ({ page }) => {
    await page.goto('/ms/#open-account');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Kod telefon' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Kod telefon' })).toHaveAttribute('placeholder', 'Taip kod dail, cth. 673');
    await page.keyboard.press('Escape');
    await page.goto('/ms/');
    // The language button opens its list once the header has hydrated.
    await hydrated(page, 'header button');
    await page.getByRole('button', { name: /^Bahasa/ }).click();
    const malay = page.getByRole('list', { name: 'Bahasa' }).getByRole('link', { name: 'Bahasa Melayu' });
    await expect(malay.locator('[aria-hidden="true"]')).toHaveText('bn');
  });

  test("India's pages add the Indian residents' notice to the footer", async ({ page }) => {
    await page.goto('/en-in/');
    await expect(page.getByRole('contentinfo')).toContainText('Residents of India');
    await page.goto('/en/');
    await expect(page.getByRole('contentinfo')).not.toContainText('Residents of India');
  });
});
