import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import site from '../../data/site.json';
import { choiceValue } from '../../src/lib/consent/choice';
import { categoryIds, consentSettings } from '../../src/lib/consent/settings';
import { THIRD_PARTY_HOSTS } from '../../src/lib/third-party';

export { expect };
export const brand = site.brand.name;
export const origin = site.siteUrl;

/** Third-party scripts cannot load here (no internet): they get an empty script instead. */
const stubThirdParties = (page: Page) =>
  Promise.all(
    THIRD_PARTY_HOSTS.map((host) =>
      page.route(`https://${host}/**`, (route) => route.fulfill({ contentType: 'application/javascript', body: '/* stub */' })),
    ),
  );

/**
 * Every browser test fails on an uncaught page error or a console error (hydration
 * mismatches show up as React errors #418/#423 there). A test that causes errors on
 * purpose removes the ones it expects from `pageErrors`.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      await stubThirdParties(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // A 404 document is expected where a test asks for one; the browser logs it as a failed resource.
        if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'console and page errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Takes the console errors a test causes on purpose out of the error check: the browser's
 * "Failed to load resource … status of 401" for each answer of these statuses.
 */
export function forgiveFailedResponses(pageErrors: string[], ...statuses: number[]) {
  const expected = new RegExp(`status of (${statuses.join('|')})\\b`);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((message) => !expected.test(message)));
}

/**
 * Waits until React has hydrated the element a selector names: sections that load with
 * their own chunk (the calculator, the glossary) hydrate after the page, and answer input only then.
 */
export const hydrated = (page: Page, selector = 'main') =>
  page.waitForFunction(
    (target) => Object.keys(document.querySelector(target) ?? {}).some((key) => key.startsWith('__reactProps')),
    selector,
  );

/**
 * A choice of an earlier visit (every optional category unless named): the cookie the consent
 * dialog writes, for tests of what a granted category brings. Tests of the dialog itself start
 * without one, as a new visitor does.
 */
export async function grantConsent(context: BrowserContext, baseURL: string | undefined, granted: string[] = categoryIds()) {
  const value = choiceValue({ version: consentSettings.version, granted, decidedAt: Date.now() });
  await context.addCookies([{ name: consentSettings.cookieName, value, url: baseURL ?? '' }]);
}
