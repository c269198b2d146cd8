import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import site from '../../data/site.json';
import { test, expect, brand } from './fixtures';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const navItem = (page: Page, name: string) => mainNav(page).getByRole('link', { name, exact: true });
const panelOf = async (page: Page, item: Locator) => page.locator(`[id="${await item.getAttribute('aria-controls')}"]`);
const heightOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().height);
const languageButton = (page: Page) => page.getByRole('button', { name: /^Language/ });
const languageOptions = (page: Page) => page.getByRole('list', { name: 'Language' }).getByRole('link');
/**
 * Opens a page and waits until React has hydrated the header: before that a click or a
 * hover reaches markup without handlers. React attaches its props to a node when it hydrates it.
 */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const button = document.querySelector('header button');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
}
const endsWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test.describe('navbar', () => {
  test('shows each button from its breakpoint (§9: sign-up 500/640, search 840, menu hidden from 960)', async ({ page }) => {
    await visit(page, '/en/');
    const signUp = page.getByRole('button', { name: 'Sign up' });
    const search = page.getByRole('button', { name: 'Search' });
    const menu = page.getByRole('button', { name: 'Menu' });
    const login = page.getByRole('link', { name: /^Log in/ });
    const widths = [
      { width: 499, signUp: null, search: false, menu: true, nav: false },
      { width: 500, signUp: 'Sign up', search: false, menu: true, nav: false },
      { width: 640, signUp: 'Sign up now', search: false, menu: true, nav: false },
      { width: 840, signUp: 'Sign up now', search: true, menu: true, nav: false },
      { width: 960, signUp: 'Sign up now', search: true, menu: false, nav: true },
      { width: 1440, signUp: 'Sign up now', search: true, menu: false, nav: true },
    ];
    for (const expected of widths) {
      await page.setViewportSize({ width: expected.width, height: 800 });
      if (expected.signUp) await expect(signUp).toHaveAccessibleName(expected.signUp);
      else await expect(signUp).toBeHidden();
      await expect(search).toBeVisible({ visible: expected.search });
      await expect(menu).toBeVisible({ visible: expected.menu });
      await expect(mainNav(page)).toBeVisible({ visible: expected.nav });
      await expect(languageButton(page)).toBeVisible();
      // Nothing in the bar overflows the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(expected.width);
    }
    await expect(login).toHaveAttribute('href', `${site.portal.loginUrl}?${site.portal.languageParam}=en`);
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: `${brand} home` })).toHaveAttribute('href', '/');
  });

  test('a mega-menu opens on hover to 480px over the page, and closes when the pointer leaves or on Escape', async ({ page }) => {
    await visit(page, '/en/trading/forex/');
    const trading = navItem(page, 'Trading');
    await expect(trading).toHaveAttribute('aria-current', 'true');
    const panel = await panelOf(page, trading);
    const main = page.locator('main');
    const mainTop = (await main.boundingBox())?.y;
    expect(await heightOf(panel)).toBe(0);

    await trading.hover();
    await expect(trading).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => heightOf(panel)).toBe(480);
    await expect(panel.getByRole('link', { name: 'Precious metals' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Learn more: Trading' })).toHaveAttribute('href', '/en/trading/range-of-markets/');
    expect((await main.boundingBox())?.y, 'the page below does not move').toBe(mainTop);

    // Moving along the bar swaps the menu.
    await navItem(page, 'Platforms').hover();
    await expect(trading).toHaveAttribute('aria-expanded', 'false');
    await expect(navItem(page, 'Platforms')).toHaveAttribute('aria-expanded', 'true');

    const platformsPanel = await panelOf(page, navItem(page, 'Platforms'));
    await page.mouse.move(640, 760);
    await expect(navItem(page, 'Platforms')).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => heightOf(platformsPanel)).toBe(0);

    await trading.hover();
    await expect.poll(() => heightOf(panel)).toBe(480);
    await page.keyboard.press('Escape');
    await expect.poll(() => heightOf(panel)).toBe(0);
    await expect(panel.getByRole('link', { name: 'Precious metals' })).toBeHidden();
  });

  test('a mega-menu opens on keyboard focus, its links follow in the tab order, and Escape returns to the item', async ({ page }) => {
    await visit(page, '/en/');
    await page.getByRole('link', { name: `${brand} home` }).focus();
    await page.keyboard.press('Tab');
    const trading = navItem(page, 'Trading');
    await expect(trading).toBeFocused();
    await expect(trading).toHaveAttribute('aria-expanded', 'true');
    const panel = await panelOf(page, trading);
    await expect.poll(() => heightOf(panel)).toBe(480);
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Learn more: Trading' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trading).toBeFocused();
    await expect(trading).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => heightOf(panel)).toBe(0);
  });

  test('partners opens the partner site in a new window and has no mega-menu', async ({ page, context }) => {
    await context.route(`${site.externalLinks.partners}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Partners</title>' }),
    );
    await visit(page, '/en/');
    const partners = mainNav(page).getByRole('link', { name: /^Partners/ });
    await expect(partners).not.toHaveAttribute('aria-expanded');
    await expect(partners).toHaveAttribute('rel', 'noopener');
    const [popup] = await Promise.all([context.waitForEvent('page'), partners.click()]);
    await expect(popup).toHaveURL(new RegExp(`^${site.externalLinks.partners}/?$`));
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('sign-up and search are buttons for the dialogs of the site', async ({ page }) => {
    await visit(page, '/en/');
    await expect(page.getByRole('button', { name: 'Sign up' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Search' })).toBeEnabled();
  });
});

test.describe('language selector @mobile', () => {
  test('opens and closes, also on an outside click and on Escape', async ({ page }) => {
    await visit(page, '/en/');
    await languageButton(page).click();
    await expect(languageOptions(page)).toHaveCount(21);
    await page.locator('main').click({ position: { x: 10, y: 10 } });
    await expect(languageOptions(page)).toHaveCount(0);
    await languageButton(page).click();
    await page.keyboard.press('Escape');
    await expect(languageOptions(page)).toHaveCount(0);
    await expect(languageButton(page)).toBeFocused();
    await languageButton(page).click();
    await languageButton(page).click();
    await expect(languageOptions(page)).toHaveCount(0);
  });

  test('switching language keeps the route, changes the prefix and remembers the choice', async ({ page, context }) => {
    await visit(page, '/en/trading/forex/');
    await languageButton(page).click();
    await expect(languageOptions(page).filter({ hasText: 'English' }).first()).toHaveAttribute('aria-current', 'true');
    await page.getByRole('link', { name: /العربية/ }).click();
    await expect(page).toHaveURL(/\/ar\/trading\/forex\/$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'nw_lang');
    expect(cookie).toMatchObject({ value: 'ar', path: '/', sameSite: 'Lax' });
    const yearFromNow = Date.now() / 1000 + 365 * 24 * 3600;
    expect(Math.abs((cookie?.expires ?? 0) - yearFromNow)).toBeLessThan(3600);

    await page.getByRole('button', { name: /^اللغة/ }).click();
    await expect(page.getByRole('link', { name: /العربية/ })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('link', { name: /简体中文/ }).click();
    await expect(page).toHaveURL(/\/zh-hans\/trading\/forex\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('a language the site does not build (es) sends the browser to /es', async ({ page }) => {
    await visit(page, '/en/about/company/');
    await languageButton(page).click();
    await page.getByRole('link', { name: /Español/ }).click();
    await expect(page).toHaveURL(/\/es$/);
  });

  const regional = [
    { code: 'en-in', names: ['India (English)'] },
    { code: 'cht', names: ['English (Hong Kong)', '繁體中文（香港）'] },
    { code: 'zh-hant-tw', names: ['繁體中文（台灣）'] },
  ];
  for (const { code, names } of regional) {
    test(`offers on /${code}/ only ${names.join(' and ')}`, async ({ page }) => {
      await visit(page, `/${code}/`);
      await page.getByRole('button', { name: /^(Language|語言)/ }).click();
      await expect(page.getByRole('list', { name: /^(Language|語言)$/ }).getByRole('link')).toHaveText(names.map(endsWith));
    });
  }

  test('offers the full list of 21 on /en/', async ({ page }) => {
    await visit(page, '/en/');
    await languageButton(page).click();
    await expect(languageOptions(page)).toHaveCount(21);
    await expect(languageOptions(page).last()).toHaveText(/Español$/);
  });
});

test.describe('mobile menu @mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const openMenu = async (page: Page) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  test('is a full-screen dialog that keeps focus and the page still, and gives focus back on close', async ({ page }) => {
    await visit(page, '/en/');
    const dialog = await openMenu(page);
    // Measured once its opening animation has ended (it slides in).
    const box = async () => Object.values((await dialog.boundingBox()) ?? {}).map(Math.round);
    await expect.poll(box).toEqual([0, 0, 375, 740]);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // The page behind is inert: Tab cycles through the dialog (and the browser's own controls), never the page.
    const stops: string[] = [];
    for (let step = 0; step < 15; step++) {
      await page.keyboard.press('Tab');
      stops.push(
        await dialog.evaluate((element) =>
          element.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page',
        ),
      );
    }
    expect(stops).not.toContain('page');
    expect(stops.filter((stop) => stop === 'dialog').length).toBeGreaterThan(10);
    await expect(dialog.getByRole('link', { name: /^Log in/ })).toHaveAttribute('href', `${site.portal.loginUrl}?language=en`);
    await expect(dialog.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('searches the menu by title or breadcrumb and says when nothing matches', async ({ page }) => {
    await visit(page, '/en/');
    const dialog = await openMenu(page);
    const input = dialog.getByRole('searchbox', { name: 'Search the menu' });
    const results = dialog
      .getByRole('list')
      .filter({ has: page.locator('a[href]') })
      .first()
      .getByRole('link');
    // The whole site answers (docs/search.md), at most 10 results, the menu's entries first.
    await input.fill('METATRADER');
    await expect(results.first()).toContainText('Platforms > Trading platforms > MetaTrader 4');
    await expect(results.nth(1)).toContainText('Platforms > Trading platforms > MetaTrader 5');
    expect(await results.count()).toBeLessThanOrEqual(10);
    await input.fill('conditions and support');
    for (const position of [0, 1, 2]) await expect(results.nth(position)).toContainText('Conditions and support');
    await input.fill('no such page');
    await expect(dialog.getByText('No matching pages')).toBeVisible();
    await input.fill('');
    await expect(dialog.getByRole('button', { name: 'Trading' })).toBeVisible();
    await expect(dialog.getByText('No matching pages')).toBeHidden();
  });

  test('expands a section, turning its indicator, and a chosen leaf closes the menu', async ({ page }) => {
    await visit(page, '/en/');
    const dialog = await openMenu(page);
    const trading = dialog.getByRole('button', { name: 'Trading' });
    const indicator = trading.locator('svg');
    const transform = () => indicator.evaluate((element) => getComputedStyle(element).transform);
    expect(await transform()).toBe('none');
    await expect(dialog.getByRole('link', { name: 'Precious metals' })).toBeHidden();
    await trading.click();
    await expect(trading).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(transform).not.toBe('none');
    await dialog.getByRole('link', { name: 'Precious metals' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/en\/trading\/precious-metals\/$/);
  });

  test('choosing a search result goes to its page and closes the menu', async ({ page }) => {
    await visit(page, '/ar/');
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'القائمة' }).click();
    await dialog.getByRole('searchbox').fill('الفوركس');
    // The menu's entry comes first; the whole site's follow it (a lesson on forex, say).
    await dialog
      .getByRole('link')
      .filter({ hasText: /^الفوركس/ })
      .first()
      .click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/ar\/trading\/forex\/$/);
  });
});

test.describe('footer @mobile', () => {
  test('links only to pages that exist, in the page language', async ({ page, request }) => {
    for (const path of ['/en/', '/ar/about/company/']) {
      await visit(page, path);
      const footer = page.locator('footer');
      const internal = await footer.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(internal.length).toBeGreaterThan(40);
      expect(internal.every((href) => href.startsWith(path.slice(0, 4)))).toBe(true);
      for (const href of new Set(internal)) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
    }
  });

  test('shows the call to action, contact, risk warning, the 5 entities and the copyright of this year', async ({ page }) => {
    await visit(page, '/en/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Try a demo' })).toHaveAttribute('href', /register_type=demo/);
    await expect(footer.getByRole('link', { name: 'Start trading' })).toHaveAttribute('href', /\/register\?language=en$/);
    await expect(footer.getByRole('link', { name: site.contact.email })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Risk warning' })).toBeVisible();
    for (const entity of site.entities) await expect(footer.getByText(entity.name, { exact: false }).first()).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${brand}`)).toBeVisible();
    await expect(footer.getByRole('link', { name: `Why choose ${brand}` })).toBeVisible();
    await expect(footer.getByRole('link', { name: `${brand} and the Nets` })).toBeVisible();
  });

  test('links the Partners page (about/about) in every language, as the menu does', async ({ page }) => {
    for (const { lang, footer, partners } of [
      { lang: 'en', footer: 'Footer', partners: 'Partners' },
      { lang: 'ar', footer: 'تذييل الصفحة', partners: 'الشركاء' },
    ]) {
      await visit(page, `/${lang}/`);
      const link = page.getByRole('navigation', { name: footer }).getByRole('link', { name: partners, exact: true });
      await expect(link).toHaveAttribute('href', `/${lang}/about/about/`);
      await link.scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('footer a[href^="/"]') ?? {}).some((key) => key.startsWith('__reactProps')),
      );
      await link.click();
      await expect(page).toHaveURL(endsWith(`/${lang}/about/about/`));
      await expect(page.getByRole('heading', { level: 1, name: partners })).toBeVisible();
    }
  });

  test('is no part of the first load: its code comes while the page hydrates, then its links navigate in the page', async ({ page }) => {
    const html = await (await page.request.get('/en/')).text();
    expect(html).toContain('<footer');
    expect(html).not.toMatch(/<(script|link)[^>]+site-footer-/);
    const footerCode = page.waitForResponse(/\/site-footer-\w+\.js$/);
    await page.goto('/en/');
    await footerCode;
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('footer a[href^="/"]') ?? {}).some((key) => key.startsWith('__reactProps')),
    );
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await footer.getByRole('link', { name: `Why choose ${brand}` }).click();
    await expect(page).toHaveURL(endsWith(`/en/about/why-choose-${site.brand.slug}/`));
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});

test.describe('accessibility @mobile', () => {
  const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  const pages = [
    { path: '/', language: /^Language/, menu: 'Menu' },
    { path: '/ar/', language: /^اللغة/, menu: 'القائمة' },
  ];
  for (const { path, language, menu } of pages) {
    test(`no axe violations on ${path}, also with the language list and the menus open`, async ({ page }) => {
      const expectNoViolations = async () => expect((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations).toEqual([]);
      await visit(page, path);
      await expectNoViolations();
      await page.getByRole('button', { name: language }).click();
      await expectNoViolations();
      await page.keyboard.press('Escape');
      if ((page.viewportSize()?.width ?? 0) < 960) {
        await page.getByRole('button', { name: menu }).click();
        await page.getByRole('dialog').getByRole('button', { expanded: false }).first().click();
      } else {
        const first = page.locator('header nav a[aria-controls]').first();
        await first.hover();
        await expect.poll(async () => heightOf(await panelOf(page, first))).toBe(480);
      }
      await expectNoViolations();
    });
  }
});
