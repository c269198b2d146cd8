/**
 * How a page's first load spends the main thread (README, "Lighthouse"): the work of parts
 * off screen waits until they are near, and the header hydrates in slices of its own.
 */
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';

/** Whether the browser has rendered an element, or skips it for now (content-visibility: auto). */
const rendered = (element: Locator) => element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));

for (const path of ['/en/', '/ar/']) {
  test(`${path}: sections below the first are laid out once near the viewport, and anchors still reach them @mobile`, async ({ page }) => {
    await page.goto(path);
    const last = page.locator('main section[id]:has(h2)').last();
    const lastTitle = last.locator('h2');
    expect(await rendered(page.locator('main h1'))).toBe(true);
    expect(await rendered(lastTitle)).toBe(false);
    // The content is in the document all along (crawlers, screen readers, find in page).
    await expect(lastTitle).toHaveText(/\S/);

    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(lastTitle)).toBe(true);

    // An address with a section's anchor shows that section.
    await page.goto(`${path}#${await last.getAttribute('id')}`);
    await expect(last).toBeInViewport();
  });
}

test('the header is a hydration boundary of its own: React hydrates it apart from the page frame', async ({ request }) => {
  // React writes <!--$--> … <!--/$--> around a Suspense boundary's server HTML.
  const html = await (await request.get('/en/trading/forex/')).text();
  expect(html).toMatch(/<!--\$--><header[^>]*>/);
});
