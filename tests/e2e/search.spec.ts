import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import ts from 'typescript';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * The search modal (§2). Until the navbar's Search button exists it is opened the way
 * keyboard users open it anywhere on the site: the "/" shortcut.
 */
async function pressSlash(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  // A key pressed before the page has hydrated does nothing: press again until it opens.
  // (Once the shortcut has worked, it is off until the dialog closes, so nothing is pressed twice.)
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.keyboard.press('/');
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  return dialog;
}

async function openSearch(page: Page) {
  const dialog = await pressSlash(page, 'Search');
  const input = dialog.getByRole('combobox', { name: 'Search' });
  await expect(input).toBeFocused();
  // The popular searches appear once the index is in.
  await expect(dialog.getByRole('heading', { name: 'Popular searches' })).toBeVisible();
  return { dialog, input, results: dialog.getByRole('listbox', { name: 'Results' }) };
}

test.describe('search modal', () => {
  test('nothing of the search is loaded before the modal opens', async ({ page }) => {
    const requested: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.goto('/en/trading/forex/', { waitUntil: 'networkidle' });
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.startsWith('/search-index/'))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((source) => source.includes('/search-index/'))).toEqual([]);

    const indexRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/search-index/en.json');
    await openSearch(page);
    await indexRequest;
  });

  test('typing shows at most 10 results with title, category and path; a click opens the page', async ({ page }) => {
    await page.goto('/en/', { waitUntil: 'networkidle' });
    const { dialog, input, results } = await openSearch(page);
    await expect(results).toBeHidden();
    await input.fill('   ');
    await expect(results).toBeHidden();

    await input.fill('a');
    await expect(dialog.getByRole('status')).toHaveText('Results: 10');
    await expect(results.getByRole('option')).toHaveCount(10);

    await input.fill('forex');
    const forex = results.getByRole('option').first();
    await expect(forex).toContainText('Forex');
    await expect(forex).toContainText('Trading');
    await expect(forex).toContainText('/en/trading/forex/');
    await forex.click();
    await expect(page).toHaveURL(/\/en\/trading\/forex\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forex');
    await expect(dialog).toBeHidden();
  });

  test('a keyword tag runs its search; a popular search opens its page', async ({ page }) => {
    await page.goto('/en/', { waitUntil: 'networkidle' });
    const { dialog, input, results } = await openSearch(page);
    await dialog.getByRole('button', { name: 'Metals' }).click();
    await expect(input).toHaveValue('Metals');
    await expect(input).toBeFocused();
    await expect(results.getByRole('option').first()).toContainText('Precious metals');

    await input.fill('');
    await dialog.getByRole('link', { name: 'MetaTrader 5' }).click();
    await expect(page).toHaveURL(/\/en\/platform\/metatrader-5\/$/);
    await expect(dialog).toBeHidden();
  });

  test('the category filter narrows the results; its list closes on Escape and on an outside click', async ({ page }) => {
    await page.goto('/en/', { waitUntil: 'networkidle' });
    const { dialog, input, results } = await openSearch(page);
    await input.fill('trading');
    await expect(results.getByRole('option')).toHaveCount(10);
    const firstEverywhere = (await results.getByRole('option').first().textContent()) ?? '';

    const category = dialog.getByRole('combobox', { name: 'Category' });
    await expect(category).toHaveText('All categories');
    await category.click();
    const choices = dialog.getByRole('listbox', { name: 'Category' });
    await expect(choices.getByRole('option')).toHaveText([
      'All categories',
      'Trading',
      'Platforms',
      'Academy',
      'Analysis',
      'About us',
      'Partners',
      'Glossary',
      'Lesson',
      'Help centre',
      'News',
      'Article',
      'Instrument',
    ]);
    await page.keyboard.press('Escape');
    await expect(choices).toBeHidden();
    await expect(dialog).toBeVisible();

    await category.click();
    await dialog.getByRole('heading', { name: 'Search' }).click();
    await expect(choices).toBeHidden();

    await category.click();
    await choices.getByRole('option', { name: 'Platforms' }).click();
    await expect(category).toHaveText('Platforms');
    const narrowed = results.getByRole('option');
    await expect(narrowed.first()).not.toHaveText(firstEverywhere);
    for (const option of await narrowed.all()) await expect(option).toContainText('Platforms');
  });

  test('the category list works from the keyboard', async ({ page }) => {
    await page.goto('/en/', { waitUntil: 'networkidle' });
    const { dialog, input, results } = await openSearch(page);
    await input.fill('trading');
    const category = dialog.getByRole('combobox', { name: 'Category' });
    await category.focus();
    await page.keyboard.press('ArrowDown');
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(category).toHaveText('Trading');
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    for (const option of await results.getByRole('option').all()) await expect(option).toContainText('Trading');
  });

  test('arrow keys move through the results and Enter opens the active one', async ({ page }) => {
    await page.goto('/en/', { waitUntil: 'networkidle' });
    const { input, results } = await openSearch(page);
    await input.fill('forex');
    const options = results.getByRole('option');
    await expect(options.nth(0)).toHaveText(/^Forex/);
    await expect(options.nth(1)).toHaveText(/^Forex VPS/);
    await page.keyboard.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id')) ?? '');
    await page.keyboard.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/platform\/forex-vps\/$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('Escape, the close button and the backdrop close it; focus returns where it was', async ({ page }) => {
    await page.goto('/en/', { waitUntil: 'networkidle' });
    const logo = page.getByRole('link', { name: 'Northwind Markets home' });
    await logo.focus();
    const { dialog } = await openSearch(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(logo).toBeFocused();

    await logo.focus();
    await openSearch(page);
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(dialog).toBeHidden();
    await expect(logo).toBeFocused();

    await openSearch(page);
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
  });

  test('focus stays in the modal, and "/" typed in the input is text', async ({ page }) => {
    await page.goto('/en/', { waitUntil: 'networkidle' });
    const { dialog, input } = await openSearch(page);
    await input.pressSequentially('a/b');
    await expect(input).toHaveValue('a/b');
    await expect(dialog).toBeVisible();
    for (let step = 0; step < 15; step += 1) {
      await page.keyboard.press('Tab');
      const outside = await page.evaluate(() => {
        const focused = document.activeElement;
        return focused !== null && focused !== document.body && !focused.closest('dialog');
      });
      expect(outside, `focus left the dialog after ${step + 1} Tab presses`).toBe(false);
    }
  });

  test('passes axe with results and with the category list open @mobile', async ({ page }) => {
    await page.goto('/en/', { waitUntil: 'networkidle' });
    const { dialog, input, results } = await openSearch(page);
    const violations = async () =>
      (
        await new AxeBuilder({ page })
          .include('dialog')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze()
      ).violations;
    expect(await violations()).toEqual([]);
    await input.fill('a');
    await expect(results.getByRole('option')).toHaveCount(10);
    await page.keyboard.press('ArrowDown');
    expect(await violations()).toEqual([]);
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await expect(dialog.getByRole('listbox', { name: 'Category' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('searches Arabic titles right to left in the Arabic index', async ({ page }) => {
    await page.goto('/ar/', { waitUntil: 'networkidle' });
    const indexRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/search-index/ar.json');
    const dialog = await pressSlash(page, 'البحث');
    await indexRequest;
    await dialog.getByRole('button', { name: 'الفوركس' }).click();
    const first = dialog.getByRole('listbox').getByRole('option').first();
    await expect(first).toContainText('الفوركس');
    await expect(first).toContainText('/ar/trading/forex/');
    await first.click();
    await expect(page).toHaveURL(/\/ar\/trading\/forex\/$/);
  });

  test('searches Chinese titles without word breaks @mobile', async ({ page }) => {
    await page.goto('/zh-hans/', { waitUntil: 'networkidle' });
    const dialog = await pressSlash(page, '搜索');
    const input = dialog.getByRole('combobox', { name: '搜索' });
    await expect(input).toBeFocused();
    await input.fill('日历');
    const options = dialog.getByRole('listbox', { name: '搜索结果' }).getByRole('option');
    await expect(options.first()).toContainText('财经日历');
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  });
});

/** A string of a translation set (locales/{set}/{file}.json), by its path of keys. */
function translated(set: string, file: string, ...keys: string[]): string {
  let value: unknown = JSON.parse(readFileSync(path.resolve('locales', set, `${file}.json`), 'utf8'));
  for (const key of keys) value = (value as Record<string, unknown>)[key];
  if (typeof value !== 'string') throw new Error(`No string ${file}:${keys.join('.')} in ${set}`);
  return value;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A news story's title in a translation set (data/content/news.json), and its page below the prefix. */
function newsStory(set: string) {
  const [story] = (
    JSON.parse(readFileSync(path.resolve('data/content/news.json'), 'utf8')) as {
      news: { id: string; text: Record<string, { title: string }> }[];
    }
  ).news;
  return { query: (story.text[set] ?? story.text.en).title, page: `analysis/market-news/${story.id}/` };
}

/** The whole-site search: in each language, a glossary term (to its own entry), a lesson topic, a help-centre question and a news story lead to the page that answers them. */
const wholeSite = ['en', 'th', 'zh-hans', 'ar'].map((code) => ({
  code,
  searchTitle: translated(code, 'search', 'title'),
  menu: translated(code, 'common', 'nav', 'menu'),
  searchMenu: translated(code, 'common', 'nav', 'searchMenu'),
  queries: [
    { query: translated(code, 'glossary', 'terms', 'margin-call', 'term'), page: 'academy/terminology/#margin-call' },
    {
      query: translated(code, 'academy', 'academy-beginner-trading-forex', 'firstTrade', 'items', 'protect', 'title'),
      page: 'academy/beginner/trading-forex/#firstTrade',
    },
    { query: translated(code, 'trading', 'trading-help-center', 'faq', 'items', 'open', 'q'), page: 'trading/help-center/#faq' },
    newsStory(code),
  ],
  kinds: [
    translated(code, 'search', 'kinds', 'glossary'),
    translated(code, 'search', 'kinds', 'lesson'),
    translated(code, 'search', 'kinds', 'help'),
    translated(code, 'search', 'kinds', 'news'),
  ],
}));

/** The page answers the query: the section or item the result names holds it, in view, or the page's heading does. */
async function expectAnswer(page: Page, target: string, query: string) {
  const anchor = target.split('#')[1];
  await expect(anchor ? page.locator(`[id="${anchor}"]`) : page.getByRole('heading', { level: 1 })).toContainText(query);
  if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
}

test.describe('whole-site search', () => {
  for (const { code, searchTitle, menu, searchMenu, queries, kinds } of wholeSite) {
    test(`finds the glossary, the lessons, the help centre and the news in /${code}/ from the modal`, async ({ page }) => {
      for (const [position, { query, page: target }] of queries.entries()) {
        await page.goto(`/${code}/`, { waitUntil: 'networkidle' });
        const dialog = await pressSlash(page, searchTitle);
        await dialog.getByRole('combobox', { name: searchTitle }).fill(query);
        const first = dialog.getByRole('listbox').getByRole('option').first();
        await expect(first).toContainText(query);
        await expect(first).toContainText(`/${code}/${target}`);
        await expect(first).toContainText(kinds[position]);
        await first.click();
        await expect(page).toHaveURL(new RegExp(`/${code}/${escaped(target)}$`));
        await expectAnswer(page, target, query);
      }
    });

    test(`finds the glossary, the lessons, the help centre and the news in /${code}/ from the mobile menu @mobile`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      for (const [position, { query, page: target }] of queries.entries()) {
        await page.goto(`/${code}/`, { waitUntil: 'networkidle' });
        await page.getByRole('banner').getByRole('button', { name: menu }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('searchbox', { name: searchMenu }).fill(query);
        const first = dialog.getByRole('link', { name: new RegExp(`^${escaped(query)}`) }).first();
        await expect(first).toHaveAttribute('href', `/${code}/${target}`);
        await expect(first).toContainText(kinds[position]);
        await first.click();
        await expect(page).toHaveURL(new RegExp(`/${code}/${escaped(target)}$`));
        await expectAnswer(page, target, query);
      }
    });
  }
});

test('finds a mistyped word and marks the word it found, in the modal and in the mobile menu', async ({ page }) => {
  await page.goto('/en/', { waitUntil: 'networkidle' });
  const dialog = await pressSlash(page, 'Search');
  await dialog.getByRole('combobox', { name: 'Search' }).fill('withdrawl');
  const first = dialog.getByRole('listbox').getByRole('option').first();
  await expect(first).toContainText(/withdrawal/i);
  // The words of the index the typo stands for are marked ("withdraw", "withdrawal").
  await expect(first.locator('mark').first()).toHaveText(/^withdraw/i);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog').getByRole('searchbox', { name: 'Search the menu' }).fill('leverge');
  const link = page.getByRole('dialog').getByRole('link').first();
  await expect(link).toContainText('Leverage');
});

/**
 * The query time in Chromium (issue 30: ≤ 10 ms at the 95th percentile with the whole index
 * loaded): the search module itself, transpiled as the build does not split it, run in the page
 * over each index as the browser loads it, with the queries of the JavaScript budget gate.
 */
test('answers a query within the budget in Chromium with the whole index loaded', async ({ page }) => {
  const { timingQueries, readIndex } = await import('../../scripts/quality/search-queries.mjs');
  const budget = JSON.parse(readFileSync(path.resolve('tests/quality/budget.json'), 'utf8')) as { searchIndex: { queryP95Ms: number } };
  const source = ts.transpileModule(readFileSync(path.resolve('src/lib/search.ts'), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  await page.goto('/en/', { waitUntil: 'networkidle' });
  for (const name of ['en', 'th', 'zh-hans', 'ar', 'de']) {
    const queries: string[] = timingQueries(name, readIndex(name).entries);
    const p95 = await page.evaluate(
      async ({ source, name, queries }) => {
        const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
        const { searchEntries } = (await import(/* webpackIgnore: true */ url)) as typeof import('../../src/lib/search');
        const [file, texts] = await Promise.all(
          [`/search-index/${name}.json`, `/search-index/${name}.texts.json`].map((file) => fetch(file).then((response) => response.json())),
        );
        const entries = file.entries.map((entry: object, position: number) =>
          texts[position] ? { ...entry, text: texts[position] } : entry,
        );
        searchEntries(entries, 'x');
        const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
        const times = queries.map((query) =>
          median(
            Array.from({ length: 5 }, () => {
              const start = performance.now();
              searchEntries(entries, query);
              return performance.now() - start;
            }),
          ),
        );
        return times.sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * 0.95))];
      },
      { source, name, queries },
    );
    console.log(`search in Chromium, ${name}: ${queries.length} queries over the whole index, p95 ${p95.toFixed(2)} ms`);
    expect(p95).toBeLessThanOrEqual(budget.searchIndex.queryP95Ms);
  }
});
