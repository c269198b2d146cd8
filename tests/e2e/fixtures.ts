import { test as base, expect } from '@playwright/test';
import site from '../../data/site.json';

export { expect };
export const brand = site.brand.name;
export const origin = site.siteUrl;

/**
 * Every browser test fails on an uncaught page error or a console error (hydration
 * mismatches show up as React errors #418/#423 there).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
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
