/**
 * How a page's first load spends the main thread (README, "Lighthouse"): the work of parts
 * off screen waits until they are near, the header hydrates in slices of its own, and Intl's
 * start-up happens in a worker.
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

/**
 * The first layout's font lookups (README, "Font lookups"): a page's own script has its font
 * right after system-ui, with no other script's fonts tried before it. Korean keeps words whole.
 */
const fontListStarts: Record<string, string> = {
  en: 'system-ui, sans-serif',
  ar: 'system-ui, "Noto Sans Arabic"',
  th: 'system-ui, "Noto Sans Thai"',
  ko: 'system-ui, "Noto Sans CJK KR"',
  'zh-hans': 'system-ui, "Noto Sans CJK SC"',
  cht: 'system-ui, "Noto Sans CJK TC"',
};
test("each script's font list starts with system-ui and the script's own font; Korean breaks lines between words", async ({ page }) => {
  for (const [locale, start] of Object.entries(fontListStarts)) {
    await page.goto(`/${locale}/trading/forex/`);
    const { fontFamily, wordBreak } = await page.locator('main h1').evaluate((heading) => {
      const style = getComputedStyle(heading);
      return { fontFamily: style.fontFamily, wordBreak: style.wordBreak };
    });
    expect(fontFamily.startsWith(start), `/${locale}/: ${fontFamily}`).toBe(true);
    expect(wordBreak, `/${locale}/`).toBe(locale === 'ko' ? 'keep-all' : 'normal');
  }
});

test("a worker loads Intl's data while the page's code starts, and ends itself", async ({ page }) => {
  const warmUps = () => page.workers().filter((worker) => worker.url().startsWith('blob:'));
  const warmUp = page.waitForEvent('worker', { predicate: (worker) => worker.url().startsWith('blob:') });
  await page.goto('/ar/trading/forex/');
  await warmUp;
  await expect.poll(() => warmUps().length).toBe(0);
});
