/**
 * The trading glossary (academy/terminology): every term in the HTML, a letter index in the
 * page language's script, the instant filter with its announced count, and term anchors.
 */
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import glossary from '../../data/content/glossary.json';

const TERMS = glossary.terms.length;
const url = (code: string) => `/${code}/academy/terminology/`;
const entries = (page: Page) => page.locator('main dl > div');

async function openGlossary(page: Page, code = 'en', hash = '') {
  await page.goto(`${url(code)}${hash}`);
  await hydrated(page, 'main input[type="search"]');
  return {
    filter: page.getByRole('searchbox'),
    status: page.locator('main').getByRole('status'),
    index: page.getByRole('navigation', { name: 'Glossary index' }),
  };
}

test.describe('trading glossary', () => {
  for (const code of ['en', 'zh-hans', 'cht', 'th', 'ko', 'vi', 'ar']) {
    test(`the ${code} HTML holds every term and its structured data, for crawlers`, async ({ request }) => {
      expect(TERMS).toBeGreaterThanOrEqual(130);
      const html = await (await request.get(url(code))).text();
      expect(html.match(/<dt[ >]/g)).toHaveLength(TERMS);
      // Parsed as a crawler would, from the raw HTML (no stray control characters allowed).
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(([, json]) => JSON.parse(json));
      const data = blocks.find((block) => block['@type'] === 'DefinedTermSet');
      expect(data.hasDefinedTerm).toHaveLength(TERMS);
      expect(data.hasDefinedTerm).toContainEqual(
        expect.objectContaining({ url: expect.stringMatching(new RegExp(`/${code}/academy/terminology/#leverage$`)) }),
      );
    });
  }

  test('the glossary strings come with the terminology page only', async ({ request }) => {
    const namespaces = async (path: string) => {
      const pageData = await (await request.get(`/page-data${path}page-data.json`)).json();
      return pageData.result.data.locales.edges.map(({ node }: { node: { ns: string } }) => node.ns);
    };
    expect(await namespaces(url('en'))).toContain('glossary');
    expect(await namespaces('/en/academy/webinars/')).not.toContain('glossary');
    expect(await namespaces('/en/')).not.toContain('glossary');
  });

  test('the filter narrows the list, matching terms and definitions, and says how many are shown @mobile', async ({ page }) => {
    const { filter, status } = await openGlossary(page);
    await expect(entries(page)).toHaveCount(TERMS);
    await expect(status).toHaveText(`Terms: ${TERMS}`);
    await expect(status).toHaveAttribute('role', 'status');

    await filter.fill('MARGIN');
    await expect(status).toHaveText(/^Terms shown: \d+ of \d+$/);
    const shown = await entries(page).count();
    expect(shown).toBeGreaterThan(3);
    expect(shown).toBeLessThan(TERMS);
    await expect(status).toHaveText(`Terms shown: ${shown} of ${TERMS}`);
    // Each entry shown says "margin" in its term or its definition (not just in a see-also link).
    const texts = await entries(page).evaluateAll((items) => items.map((item) => `${item.querySelector('dt')?.textContent} ${item.querySelector('dd > p')?.textContent}`));
    for (const text of texts) expect(text.toLowerCase()).toContain('margin');
    // A match in the definition counts too: "Leverage" is explained with margin.
    await expect(page.getByRole('term').filter({ hasText: /^Leverage$/ })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Ask price$/ })).toHaveCount(0);
  });

  test('the filter ignores accents in the page language', async ({ page }) => {
    const { filter, status } = await openGlossary(page, 'vi');
    await filter.fill('don bay');
    await expect(page.getByRole('term').filter({ hasText: 'Đòn bẩy' })).toBeVisible();
    await expect(status).toContainText(String(await entries(page).count()));
  });

  test('says when nothing matches, and shows everything again on request', async ({ page }) => {
    const { filter, index } = await openGlossary(page);
    await filter.fill('zzqx');
    await expect(entries(page)).toHaveCount(0);
    await expect(page.getByText('No term or definition contains “zzqx”.')).toBeVisible();
    // The index keeps every letter in place, none of them a link while nothing is shown.
    await expect(index.getByRole('link')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show all terms' }).click();
    await expect(entries(page)).toHaveCount(TERMS);
    await expect(filter).toHaveValue('');
  });

  test('the letter index jumps to its group @mobile', async ({ page }) => {
    const { index, filter } = await openGlossary(page);
    const letters = await index.getByRole('link').allInnerTexts();
    expect(letters.slice(0, 3)).toEqual(['A', 'B', 'C']);
    await index.getByRole('link', { name: 'S', exact: true }).click();
    await expect(page).toHaveURL(/#letter-s$/);
    const group = page.getByRole('heading', { level: 2, name: 'S', exact: true });
    await expect(group).toBeInViewport();
    // Its first term follows the heading.
    await expect(page.locator('#letter-s + dl dt').first()).toBeInViewport();
    await expect(page.locator('#letter-s + dl dt').first()).toHaveText(/^S/);

    // Letters whose terms the filter hides stay in the index, but not as links.
    await filter.fill('swap');
    await expect(index.getByRole('link', { name: 'S', exact: true })).toBeVisible();
    await expect(index.getByRole('link', { name: 'Q', exact: true })).toHaveCount(0);
    await expect(index.getByText('Q', { exact: true })).toHaveAttribute('aria-disabled', 'true');
  });

  test('a term has an anchor a link can point to @mobile', async ({ page }) => {
    await openGlossary(page, 'en', '#leverage');
    const leverage = page.locator('#leverage');
    await expect(leverage).toBeInViewport();
    await expect(leverage.getByRole('term')).toHaveText('Leverage');
    expect(await leverage.evaluate((element) => element.matches(':target'))).toBe(true);
  });

  test('a see-also link to a term the filter hides clears the filter and goes there', async ({ page }) => {
    const { filter } = await openGlossary(page);
    await filter.fill('margin call');
    await expect(page.locator('#stop-out')).toHaveCount(0);
    await page.locator('#margin-call').getByRole('link', { name: 'Stop out' }).click();
    await expect(filter).toHaveValue('');
    await expect(page).toHaveURL(/#stop-out$/);
    await expect(page.locator('#stop-out')).toBeInViewport();
    expect(await page.locator('#stop-out').evaluate((element) => element.matches(':target'))).toBe(true);
  });

  test('an address naming a term the filter hides clears the filter and goes there', async ({ page }) => {
    const { filter } = await openGlossary(page);
    await filter.fill('swap');
    await expect(page.locator('#leverage')).toHaveCount(0);
    await page.evaluate(() => {
      window.location.hash = 'leverage';
    });
    await expect(filter).toHaveValue('');
    await expect(page.locator('#leverage')).toBeInViewport();
    expect(await page.locator('#leverage').evaluate((element) => element.matches(':target'))).toBe(true);
  });

  test('Arabic reads right to left, indexed by Arabic letters @mobile', async ({ page }) => {
    const { status } = await openGlossary(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(entries(page)).toHaveCount(TERMS);
    await expect(status).toContainText(String(TERMS));
    const nav = page.getByRole('navigation', { name: 'فهرس المصطلحات' });
    await expect(nav.getByRole('link').first()).toHaveText('ا');
    // The first letter sits at the right-hand side of the index.
    const [first, second] = await nav.getByRole('link').evaluateAll((links) => links.slice(0, 2).map((link) => link.getBoundingClientRect().left));
    expect(first).toBeGreaterThan(second);
  });

  test('Chinese is one list in pinyin order, with no letter index', async ({ page }) => {
    await openGlossary(page, 'zh-hans');
    await expect(entries(page)).toHaveCount(TERMS);
    await expect(page.getByRole('navigation', { name: '术语索引' })).toHaveCount(0);
    const terms = await page.getByRole('term').allInnerTexts();
    // bǎo (保证金) comes before gàng (杠杆), which comes before zhǐ (止损).
    expect(terms.indexOf('保证金')).toBeLessThan(terms.indexOf('杠杆'));
    expect(terms.indexOf('杠杆')).toBeLessThan(terms.indexOf('止损'));
  });
});
