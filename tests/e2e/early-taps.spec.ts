/**
 * Taps before the page is interactive (docs/performance.md, Taps before hydration), on a
 * phone-like profile: the CPU slowed 4× and Lighthouse's mobile network (1.6 Mbit/s down,
 * 150 ms latency). Each control of the header that needs JavaScript is tapped (clicked, or
 * pressed from the keyboard) as soon as it is painted and must have had its effect, once, by
 * the end of loading; with JavaScript off, each leads to a page that does its job.
 *
 * "Before hydration" must not depend on how busy the machine is: the page's own scripts are
 * held back until the tap has been dispatched (the loader appends them after the first frame),
 * then the page loads on, on the same profile. A last group measures the real window between
 * the first paint and the header's hydration, with nothing held back.
 */
import type { Locator, Page } from '@playwright/test';
import site from '../../data/site.json';
import arCommon from '../../locales/ar/common.json';
import arSearch from '../../locales/ar/search.json';
import arSignup from '../../locales/ar/signup.json';
import enCommon from '../../locales/en/common.json';
import enSearch from '../../locales/en/search.json';
import enSignup from '../../locales/en/signup.json';
import { REPLAY_ATTRIBUTE, REPLAY_GLOBAL } from '../../src/lib/early-taps';
import { test, expect } from './fixtures';

const strings = {
  en: { nav: enCommon.nav, searchTitle: enSearch.title, signUpTitle: enSignup.title },
  ar: { nav: arCommon.nav, searchTitle: arSearch.title, signUpTitle: arSignup.title },
};
type Locale = keyof typeof strings;
type Strings = (typeof strings)[Locale];
const locales = Object.keys(strings) as Locale[];

/** The phone-like profile, in this page's renderer (Lighthouse's mobile preset, applied by DevTools). */
async function phoneLike(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

const hasReactProps = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));

/** The header has hydrated: React has attached its props to the header's first button. */
const headerHydrated = (page: Page) =>
  page.waitForFunction(
    () => Object.keys(document.querySelector('header button') ?? {}).some((key) => key.startsWith('__reactProps')),
    undefined,
    { timeout: 60_000 },
  );

/** Painted: the browser has had its first contentful paint and the control has a box on screen. */
async function painted(page: Page, control: Locator) {
  await expect(control).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
}

type Control = 'menu' | 'search' | 'signUp' | 'language';

/** Once the page has loaded, an effect may still be rendering (a dialog in slices, at a quarter of the CPU). */
const rendering = { timeout: 15_000 };

const banner = (page: Page) => page.getByRole('banner');
const controls: Record<Control, { find: (page: Page, s: Strings) => Locator; effect: (page: Page, s: Strings) => Promise<void> }> = {
  menu: {
    find: (page, s) => banner(page).getByRole('button', { name: s.nav.menu, exact: true }),
    effect: async (page, s) => {
      await expect(page.getByRole('dialog', { name: s.nav.menu })).toBeVisible(rendering);
      await expect(banner(page).getByRole('button', { name: s.nav.menu, exact: true })).toHaveAttribute('aria-expanded', 'true');
    },
  },
  search: {
    find: (page, s) => banner(page).getByRole('button', { name: s.nav.search, exact: true }),
    effect: async (page, s) => {
      await expect(page.getByRole('dialog', { name: s.searchTitle })).toBeVisible(rendering);
    },
  },
  signUp: {
    find: (page, s) => banner(page).getByRole('button', { name: s.nav.signUpLong, exact: true }),
    effect: async (page, s) => {
      const dialog = page.getByRole('dialog', { name: s.signUpTitle });
      await expect(dialog).toBeVisible(rendering);
      await expect(dialog.locator('input[type="email"]')).toBeVisible(rendering);
    },
  },
  language: {
    find: (page, s) => banner(page).getByRole('button', { name: new RegExp(`^${s.nav.language}`) }),
    effect: async (page, s) => {
      await expect(page.getByRole('list', { name: s.nav.language }).getByRole('link')).toHaveCount(21, rendering);
      await expect(controls.language.find(page, s)).toHaveAttribute('aria-expanded', 'true');
    },
  },
};

/** What the header shows at each width (§9): the menu button below 960 px, sign-up from 500, search from 840. */
const widths = [
  { width: 375, height: 740, touch: true, controls: ['menu', 'language'] as Control[] },
  { width: 1280, height: 800, touch: false, controls: ['search', 'signUp', 'language'] as Control[] },
];

/** From the keyboard: the control is focused and Enter or Space pressed before the page hydrates. */
const keyboard: { locale: Locale; width: number; control: Control; key: 'Enter' | 'Space' }[] = [
  { locale: 'en', width: 375, control: 'menu', key: 'Enter' },
  { locale: 'en', width: 1280, control: 'signUp', key: 'Enter' },
  { locale: 'ar', width: 1280, control: 'language', key: 'Space' },
];

for (const { width, height, touch, controls: shown } of widths) {
  test.describe(`a tap as soon as the header is painted, at ${width}px, CPU 4× and 1.6 Mbit/s`, () => {
    test.use({ viewport: { width, height }, hasTouch: touch, isMobile: touch });

    const cases = [
      ...locales.flatMap((locale) => shown.map((control) => ({ locale, control, key: undefined }))),
      ...keyboard.filter((entry) => entry.width === width),
    ];
    for (const { locale, control, key } of cases) {
      test(`/${locale}/: ${control}${key ? ` (${key} key)` : ''} has its effect once the page has loaded`, async ({ page, baseURL }) => {
        test.slow();
        const s = strings[locale];
        await phoneLike(page);
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        const origin = new URL(baseURL ?? '').origin;
        await page.route(
          (url) => url.origin === origin && url.pathname.endsWith('.js'),
          async (route) => {
            await held;
            await route.continue();
          },
        );
        await page.goto(`/${locale}/`, { waitUntil: 'commit' });
        const target = controls[control].find(page, s);
        await painted(page, target);

        // Every control of the header at first paint is a link (which works without the page's code) or replayed.
        const unanswered = await banner(page)
          .locator('button:visible, [role="button"]:visible, a:visible')
          .evaluateAll(
            (elements, attribute) =>
              elements.filter((element) => !element.matches(`a[href], [${attribute}] button`)).map((element) => element.outerHTML),
            REPLAY_ATTRIBUTE,
          );

        expect(await target.evaluate(hasReactProps), 'the control had not hydrated when it was tapped').toBe(false);
        if (key) {
          await target.focus();
          await page.keyboard.press(key);
        } else if (touch) await target.tap();
        else await target.click();
        release();

        await headerHydrated(page);
        await page.waitForLoadState('networkidle');
        await controls[control].effect(page, s);
        expect(unanswered, 'controls of the first paint that are neither links nor replayed').toEqual([]);
      });
    }
  });
}

// Also against nginx (@nginx): its Content-Security-Policy says where a form may lead.
test.describe('without JavaScript, each control leads to a page that does its job @nginx', () => {
  test.use({ javaScriptEnabled: false });

  for (const { width, height, touch, controls: shown } of widths) {
    test.describe(`at ${width}px`, () => {
      test.use({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
      for (const locale of locales) {
        for (const control of shown) {
          test(`/${locale}/: ${control}`, async ({ page, context }) => {
            const s = strings[locale];
            await context.route(`${site.portal.registerUrl}**`, (route) =>
              route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Register</title>' }),
            );
            await phoneLike(page);
            await page.goto(`/${locale}/`, { waitUntil: 'commit' });
            const target = controls[control].find(page, s);
            await painted(page, target);
            if (touch) await target.tap();
            else await target.click();

            const sitemap = new RegExp(`/${locale}/api/sitemap/\\??$`);
            switch (control) {
              case 'menu':
              case 'search':
                // The site map: every page of the language, by the menu's sections.
                await expect(page).toHaveURL(sitemap);
                await expect(page.locator(`main a[href="/${locale}/trading/forex/"]`)).toHaveCount(1);
                break;
              case 'language': {
                await expect(page).toHaveURL(new RegExp(`/${locale}/api/sitemap/\\??#languages$`));
                const languages = page.locator('#languages').getByRole('link');
                await expect(languages).toHaveCount(20);
                await expect(languages.filter({ hasText: 'العربية' })).toHaveAttribute('href', '/ar/api/sitemap/');
                await expect(page.locator('#languages')).toBeInViewport();
                break;
              }
              case 'signUp':
                await expect(page).toHaveURL(`${site.portal.registerUrl}?${site.portal.languageParam}=${locale}`);
                break;
            }
          });
        }
      }
    });
  }
});

/**
 * The window the replay closes, with nothing held back: from the first contentful paint to the
 * first frame in which the header has hydrated (the figures docs/performance.md quotes). The
 * recorder must be in place at the first frame (against nginx too, whose Content-Security-Policy
 * allows inline scripts by hash) and have replayed once the header has hydrated.
 */
test.describe("the window between the first paint and the header's hydration, CPU 4× and 1.6 Mbit/s @nginx", () => {
  for (const { width, height } of widths) {
    for (const locale of locales) {
      test(`/${locale}/ at ${width}px`, async ({ page }) => {
        test.slow();
        await page.setViewportSize({ width, height });
        await page.addInitScript((replayGlobal) => {
          const seen: Record<string, number | boolean> = {};
          Object.assign(window, { earlyTapsWindow: seen });
          const frame = () => {
            const button = document.querySelector('header button');
            if (seen.recorderAtFirstFrame === undefined) seen.recorderAtFirstFrame = typeof (window as never)[replayGlobal] === 'function';
            if (button && Object.keys(button).some((key) => key.startsWith('__reactProps'))) {
              seen.hydratedAt = performance.now();
              return;
            }
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }, REPLAY_GLOBAL);
        await phoneLike(page);
        await page.goto(`/${locale}/`);
        await page.waitForFunction(() => 'hydratedAt' in (window as never as { earlyTapsWindow: object }).earlyTapsWindow, undefined, {
          timeout: 60_000,
        });
        const { recorderAtFirstFrame, hydratedAt, paintAt } = await page.evaluate(() => ({
          ...(window as never as { earlyTapsWindow: { recorderAtFirstFrame: boolean; hydratedAt: number } }).earlyTapsWindow,
          paintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        }));
        const description = `first paint ${Math.round(paintAt)} ms, header hydrated ${Math.round(hydratedAt)} ms: window ${Math.round(hydratedAt - paintAt)} ms`;
        test.info().annotations.push({ type: 'window', description });
        console.log(`early taps /${locale}/ at ${width}px: ${description}`);
        expect(recorderAtFirstFrame, 'the recorder is in place at the first frame').toBe(true);
        expect(hydratedAt).toBeGreaterThan(paintAt);
        // The header's first effect replays and stops the recording.
        await page.waitForFunction((replayGlobal) => (window as never)[replayGlobal] === null, REPLAY_GLOBAL);
      });
    }
  }
});
