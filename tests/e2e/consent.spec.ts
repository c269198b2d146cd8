/**
 * The cookie consent as a new visitor meets it, in English, Arabic and Simplified Chinese, at
 * 1280 and 375 px (@mobile): the question comes with no optional request or cookie; "Reject all"
 * keeps it so across a reload; "Accept all" loads the tag manager with Consent Mode updated;
 * "Settings" grants per category; the footer's "Cookie settings" reopens it and a withdrawal
 * takes effect without a reload. Third parties are stubbed (they are third parties); the
 * embedded API records each choice for real.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { consentSettings } from '../../src/lib/consent/settings';
import { findPublishedLocale } from '../../src/lib/locales';
import { SCRIPT_DELAY_MS, THIRD_PARTY_HOSTS } from '../../src/lib/third-party';
import site from '../../data/site.json';

const thirdParty = new RegExp(`^https://(${THIRD_PARTY_HOSTS.map((host) => host.replace(/\./g, '\\.')).join('|')})/`);
const TAG_MANAGER = 'www.googletagmanager.com';
const CHAT = 'static.zdassets.com';
const TRANSLATE = 'translate.google.com';

/** The strings of one namespace in a locale's set, {{brand}} filled in. */
function texts(locale: string, namespace: string) {
  const set = findPublishedLocale(locale)?.translationSet ?? 'en';
  const strings = JSON.parse(readFileSync(path.resolve(__dirname, '../../locales', set, `${namespace}.json`), 'utf8'));
  return (key: string): string =>
    String(key.split('.').reduce((node, part) => node?.[part], strings)).replace(/\{\{brand\}\}/g, site.brand.name);
}

/**
 * Records every request to a third-party host. The stubs stand in for the vendors: the tag manager's
 * sets an analytics cookie as Google Analytics would, the chat's defines `zE` and logs its calls.
 */
async function watchThirdParties(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(thirdParty, (route) => {
    requests.push(route.request());
    const host = new URL(route.request().url()).hostname;
    const body =
      host === TAG_MANAGER
        ? "document.cookie = '_ga=GA1.1.123.456; path=/';"
        : host === CHAT
          ? 'window.zE = function () { (window.zendeskCalls = window.zendeskCalls || []).push(Array.from(arguments)); };'
          : '/* stub */';
    return route.fulfill({ contentType: 'application/javascript', body });
  });
  return requests;
}

const hostsOf = (requests: Request[]) => [...new Set(requests.map((request) => new URL(request.url()).hostname))].sort();
const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === consentSettings.cookieName);
/** The cookies other than the ones this site needs to work (the consent, the language). */
const optionalCookies = async (context: BrowserContext) =>
  (await context.cookies()).map((cookie) => cookie.name).filter((name) => ![consentSettings.cookieName, 'nw_lang'].includes(name));

/** Consent Mode commands in the data layer: ['consent', 'default' | 'update', state]. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((command) => command[0] === 'consent'),
  );

/** Waits out the window in which granted scripts would load on a later visit (load event + 100 ms), and a margin. */
const afterLoadWindow = async (page: Page) => {
  await page.waitForLoadState('load');
  await page.waitForTimeout(SCRIPT_DELAY_MS + 900);
};

for (const locale of ['en', 'ar', 'zh-hans']) {
  const t = texts(locale, 'consent');
  const common = texts(locale, 'common');
  const home = `/${locale}/`;

  test.describe(`${locale}`, () => {
    const banner = (page: Page) => page.getByRole('region', { name: t('banner.title') });
    const settingsDialog = (page: Page) => page.getByRole('dialog', { name: t('settings.title') });

    test('a first visit is asked, with no optional request or cookie, without moving the layout @mobile', async ({ page, context }) => {
      const requests = await watchThirdParties(page);
      await page.addInitScript(() => {
        const shifts: { value: number; at: number }[] = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; startTime: number }[])
            if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: entry.startTime });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(home);
      const question = banner(page);
      await expect(question).toBeVisible();
      await expect(question.getByRole('button', { name: t('acceptAll') })).toBeVisible();
      await expect(question.getByRole('button', { name: t('rejectAll') })).toBeVisible();
      await expect(question.getByRole('button', { name: t('banner.settings') })).toBeVisible();
      await expect(question.getByRole('link', { name: t('banner.privacy') })).toHaveAttribute('href', `/${locale}/about/privacy-policy/`);
      await expect(page.locator('[data-consent-banner]').locator('xpath=..')).toHaveAttribute(
        'dir',
        findPublishedLocale(locale)?.dir ?? 'ltr',
      );

      // "Accept all" and "Reject all" are the same button: same size, same weight, same colours.
      const look = (name: string) =>
        question.getByRole('button', { name }).evaluate((button) => {
          const style = getComputedStyle(button);
          const box = button.getBoundingClientRect();
          return [Math.round(box.width), Math.round(box.height), style.fontWeight, style.fontSize, style.backgroundColor, style.color];
        });
      expect(await look(t('rejectAll'))).toEqual(await look(t('acceptAll')));

      // Over the page at its bottom edge, no taller than it must be; the page keeps its place.
      const viewport = page.viewportSize() as { width: number; height: number };
      const box = (await question.boundingBox()) as { y: number; height: number };
      expect(Math.round(box.y + box.height)).toBe(viewport.height);
      expect(box.height).toBeLessThanOrEqual(viewport.height * (viewport.width < 600 ? 0.6 : 0.3));
      // The question comes after hydration, so after DOMContentLoaded: a starved CPU can paint the HTML
      // half parsed before that (the header's buttons arriving), which is not the question's doing.
      const shiftAfterParse = () => {
        const parsed = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return (window as unknown as { shifts: { value: number; at: number }[] }).shifts
          .filter((shift) => shift.at >= parsed.domContentLoadedEventEnd)
          .reduce((sum, shift) => sum + shift.value, 0);
      };
      expect(await page.evaluate(shiftAfterParse)).toBe(0);
      // The question is not modal: the page stays usable and focus stays where it was.
      await expect(page.locator('main')).not.toHaveAttribute('inert');
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

      await afterLoadWindow(page);
      expect(hostsOf(requests)).toEqual([]);
      expect(await optionalCookies(context)).toEqual([]);
      expect(await consentCookie(context)).toBeUndefined();
      expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    });

    test('"Reject all" loads nothing optional, records the choice, and holds after a reload @mobile', async ({ page, context }) => {
      const requests = await watchThirdParties(page);
      await page.goto(`${home}?campaign_code=SPRING_24`);
      const recorded = page.waitForResponse((response) => response.url().endsWith('/api/consent'));
      await banner(page)
        .getByRole('button', { name: t('rejectAll') })
        .click();
      const record = await recorded;
      expect(record.status()).toBe(200);
      expect(record.request().postDataJSON()).toEqual({ version: consentSettings.version, categories: [], language: locale });
      await expect(banner(page)).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: t('saved') })).toBeAttached();
      expect((await consentCookie(context))?.value).toMatch(new RegExp(`^${consentSettings.version}\\.-\\.\\d+$`));
      const cookie = await consentCookie(context);
      // 12 months, set by the API's answer as well as by the page.
      expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);

      await page.reload();
      await afterLoadWindow(page);
      await expect(banner(page)).toHaveCount(0);
      expect(hostsOf(requests)).toEqual([]);
      // Not even the campaign code of the address is kept beyond the visit.
      expect(await optionalCookies(context)).toEqual([]);
    });

    test('"Accept all" loads the tag manager, the chat and the translate widget at once, with Consent Mode updated @mobile', async ({
      page,
      context,
    }) => {
      const requests = await watchThirdParties(page);
      await page.goto(home);
      await afterLoadWindow(page);
      expect(hostsOf(requests)).toEqual([]);
      await banner(page)
        .getByRole('button', { name: t('acceptAll') })
        .click();
      await expect.poll(() => hostsOf(requests)).toEqual([CHAT, TRANSLATE, TAG_MANAGER].sort());
      expect(await consentCommands(page)).toEqual([
        [
          'consent',
          'default',
          expect.objectContaining({
            analytics_storage: 'denied',
            ad_storage: 'denied',
            ad_user_data: 'denied',
            ad_personalization: 'denied',
          }),
        ],
        [
          'consent',
          'update',
          { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
        ],
      ]);
      expect((await consentCookie(context))?.value).toMatch(/^\d+\.analytics\+marketing\+chat\+translation\.\d+$/);
    });

    test('"Settings" grants one category at a time, none of them pre-selected @mobile', async ({ page, context }) => {
      const requests = await watchThirdParties(page);
      await page.goto(home);
      await banner(page)
        .getByRole('button', { name: t('banner.settings') })
        .click();
      const dialog = settingsDialog(page);
      await expect(dialog).toBeVisible();
      const switches = dialog.getByRole('switch');
      await expect(switches).toHaveCount(consentSettings.categories.length);
      for (const toggle of await switches.all()) await expect(toggle).not.toBeChecked();
      await expect(dialog.getByText(t('settings.alwaysOn'))).toBeVisible();
      // Modal: the page behind is inert and Tab stays inside.
      for (let step = 0; step < 8; step++) {
        await page.keyboard.press('Tab');
        expect(
          await dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body),
        ).toBe(true);
      }
      await dialog.getByRole('switch', { name: t('categories.chat.name') }).check();
      await dialog.getByRole('button', { name: t('settings.save') }).click();
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => hostsOf(requests)).toEqual([CHAT]);
      await afterLoadWindow(page);
      expect(hostsOf(requests)).toEqual([CHAT]);
      expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
      expect((await consentCookie(context))?.value).toMatch(/^\d+\.chat\.\d+$/);
    });

    test('the footer’s "Cookie settings" reopens the choice, and a withdrawal takes effect without a reload @mobile', async ({
      page,
      context,
    }) => {
      const requests = await watchThirdParties(page);
      await page.goto(home);
      await banner(page)
        .getByRole('button', { name: t('acceptAll') })
        .click();
      await expect.poll(() => hostsOf(requests)).toContain(TAG_MANAGER);
      await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain('_ga');

      const footerButton = page.getByRole('contentinfo').getByRole('button', { name: common('footer.cookieSettings') });
      await footerButton.click();
      const dialog = settingsDialog(page);
      for (const toggle of await dialog.getByRole('switch').all()) await expect(toggle).toBeChecked();
      await dialog.getByRole('switch', { name: t('categories.analytics.name') }).uncheck();
      await dialog.getByRole('switch', { name: t('categories.chat.name') }).uncheck();
      await dialog.getByRole('button', { name: t('settings.save') }).click();
      await expect(dialog).toHaveCount(0);
      // Focus returns to the link that opened it.
      await expect(footerButton).toBeFocused();

      expect((await consentCommands(page)).at(-1)).toEqual([
        'consent',
        'update',
        { analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
      ]);
      expect(await optionalCookies(context)).not.toContain('_ga');
      expect(await page.evaluate(() => (window as unknown as { zendeskCalls?: unknown[] }).zendeskCalls)).toEqual([['messenger', 'hide']]);
      expect((await consentCookie(context))?.value).toMatch(/^\d+\.marketing\+translation\.\d+$/);
    });
  });
}
