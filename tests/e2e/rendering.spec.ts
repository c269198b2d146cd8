/**
 * How a page's first load spends the main thread (docs/performance.md, Main-thread work on load): its own scripts load
 * after its first frame, the work of parts off screen waits until they are near, the header
 * hydrates in slices of its own, and Intl's start-up happens in a worker.
 */
import type { Locator } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';

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

for (const path of ['/en/', '/ar/']) {
  test(`${path}: the footer is laid out once near the viewport, over backgrounds of its own bands @mobile`, async ({ page }) => {
    await page.goto(path);
    const footer = page.locator('footer');
    const lastTitle = footer.locator('h2').last();
    expect(await rendered(lastTitle)).toBe(false);
    await expect(lastTitle).toHaveText(/\S/);
    // While it is skipped, a tool that reads a text's contrast from the boxes under it (Lighthouse's
    // axe) finds no footer box there: each band must paint the footer's dark colour itself.
    const bandsWithoutBackground = await footer.evaluate((node) =>
      [...node.children]
        .filter((band) => getComputedStyle(band).backgroundColor === 'rgba(0, 0, 0, 0)' && getComputedStyle(band).backgroundImage === 'none')
        .map((band) => band.className),
    );
    expect(bandsWithoutBackground).toEqual([]);

    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(lastTitle)).toBe(true);
  });
}

test('the header is a hydration boundary of its own: React hydrates it apart from the page frame', async ({ request }) => {
  // React writes <!--$--> … <!--/$--> around a Suspense boundary's server HTML.
  const html = await (await request.get('/en/trading/forex/')).text();
  expect(html).toMatch(/<!--\$--><header[^>]*>/);
});

/**
 * The first layout's font lookups (docs/performance.md, Fonts): a page's own script has its font
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

test("the page's own scripts and its template's are requested after its first frame, then hydrate it", async ({ page }) => {
  // The first frame's time, from a callback registered before any of the page's own code.
  await page.addInitScript(() => requestAnimationFrame(() => Object.assign(window, { firstFrameAt: performance.now() })));
  await page.goto('/ar/');
  // The template's scripts (its chunk group) are listed on the body, by the SSR hook.
  const templateScripts = await page.evaluate(() => document.body.dataset.scripts?.split(' ') ?? []);
  expect(templateScripts.some((url) => /^\/component---src-templates-route-tsx-\w+\.js$/.test(url)), templateScripts.join(' ')).toBe(true);
  const requests = () =>
    page.evaluate(() => performance.getEntriesByType('resource').map(({ name, startTime }) => ({ path: new URL(name).pathname, startTime })));
  const requestedAt = async (pattern: RegExp) => (await requests()).filter(({ path }) => pattern.test(path)).map(({ startTime }) => startTime);
  await expect.poll(async () => (await requestedAt(/\/(webpack-runtime|framework|app)-\w+\.js$/)).length).toBe(3);
  await expect.poll(async () => (await requests()).filter(({ path }) => templateScripts.includes(path)).length).toBe(templateScripts.length);
  // Hydrated, the page has had its data too, so every request below is on record.
  await hydrated(page, 'footer a');
  const firstFrameAt = await page.evaluate(() => (window as unknown as { firstFrameAt: number }).firstFrameAt);
  for (const startTime of await requestedAt(/\/(webpack-runtime|framework|app)-\w+\.js$/)) expect(startTime).toBeGreaterThan(firstFrameAt);
  // With the app's scripts, not once the app has asked for the page's data (one round trip later).
  const [pageDataAt] = await requestedAt(/^\/page-data\/ar\/page-data\.json$/);
  for (const { path, startTime } of (await requests()).filter(({ path }) => templateScripts.includes(path))) {
    expect(startTime, path).toBeGreaterThan(firstFrameAt);
    expect(startTime, path).toBeLessThan(pageDataAt);
  }
});

test("a worker loads Intl's data while the page's code starts, and ends itself", async ({ page }) => {
  const warmUps = () => page.workers().filter((worker) => worker.url().startsWith('data:'));
  const warmUp = page.waitForEvent('worker', { predicate: (worker) => worker.url().startsWith('data:') });
  await page.goto('/ar/trading/forex/');
  await warmUp;
  await expect.poll(() => warmUps().length).toBe(0);
});

/**
 * Each size, weight and font a page shows is one more font the browser prepares in the layouts
 * after the first paint (docs/performance.md, Fonts). Text keeps to the type scale of global.css in two
 * weights (a heading without a size of its own included), and is drawn by Noto Sans and its
 * script's font alone: a character they lack (the instrument table's sort arrows did) makes the
 * browser search the system's fonts.
 */
const typePages: Record<string, RegExp> = {
  '/en/': /^Noto Sans$/,
  '/en/trading/forex/': /^Noto Sans$/,
  '/en/warning/': /^Noto Sans$/,
  '/ar/trading/forex/': /^Noto Sans( Arabic)?$/,
  '/zh-hans/academy/terminology/': /^Noto Sans( CJK SC)?$/,
};
test('text keeps to the type scale, two weights and its script\'s fonts', async ({ page }) => {
  test.slow();
  for (const [path, fonts] of Object.entries(typePages)) {
    await page.goto(path);
    const offScale = await page.evaluate(() => {
      document.querySelectorAll<HTMLElement>('main section').forEach((section) => (section.style.contentVisibility = 'visible'));
      const root = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).find((rule) => rule instanceof CSSStyleRule && rule.selectorText === ':root') as CSSStyleRule;
      const probe = document.body.appendChild(document.createElement('span'));
      const sizes = new Set(
        [...root.style].filter((name) => name.startsWith('--text-')).map((name) => {
          probe.style.fontSize = `var(${name})`;
          return getComputedStyle(probe).fontSize;
        }),
      );
      probe.remove();
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!node.textContent?.trim() || !element?.checkVisibility()) continue;
        const { fontSize, fontWeight } = getComputedStyle(element);
        if (!sizes.has(fontSize) || !['400', '700'].includes(fontWeight)) found.add(`${element.localName}.${element.classList[0] ?? ''} ${fontSize} ${fontWeight}`);
      }
      return [...found];
    });
    expect(offScale, path).toEqual([]);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    type DomNode = { nodeId: number; nodeType: number; nodeValue: string; children?: DomNode[] };
    const withText = (node: DomNode): DomNode[] => [
      ...(node.children?.some((child) => child.nodeType === 3 && child.nodeValue.trim()) ? [node] : []),
      ...(node.children ?? []).flatMap(withText),
    ];
    const families = new Set<string>();
    for (const node of withText(root as DomNode)) {
      const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId });
      used.forEach((font) => families.add(font.familyName));
    }
    await cdp.detach();
    expect([...families].filter((family) => !fonts.test(family)), path).toEqual([]);
    expect(families.size, path).toBeGreaterThan(0);
  }
});

/**
 * Nothing animates while a page loads: every frame of an animation or transition is drawn and
 * composited on the cores the page's code needs (gatsby-plugin-image's fades made the forex page
 * draw 35 frames on load where it needs 5). Lists still loading may pulse their loading shapes.
 */
for (const path of ['/en/platform/metatrader-5/', '/ar/trading/forex/', '/zh-hans/trading/forex/']) {
  test(`${path}: nothing animates while the page loads and hydrates`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    const started: string[] = [];
    cdp.on('Animation.animationStarted', ({ animation }) => started.push(`${animation.type} ${animation.name || animation.cssId || ''}`));
    await cdp.send('Animation.enable');
    await page.goto(path, { waitUntil: 'networkidle' });
    // Hydration and the images in view have settled by now (each takes a few hundred ms here).
    await page.waitForTimeout(1000);
    expect(await page.locator('img[data-main-image]').evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).complete).length)).toBeGreaterThan(0);
    expect(started).toEqual([]);
  });
}
