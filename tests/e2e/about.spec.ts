/**
 * The about pages: real content in English and both Chinese sets, the company and
 * sponsorship pages of a catch-all route (known, multi-segment, empty and unknown ids),
 * the regulated entities from data/site.json, the privacy policy's table of contents,
 * the awards by year, the legal documents and their links, the note of a translated legal
 * text that the English version prevails, Arabic right to left and phone widths.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, brand } from './fixtures';
import { expectRealContent } from './real-content';
import manifest from '../../data/routes.json';
import site from '../../data/site.json';
import awards from '../../data/content/awards.json';
import offices from '../../data/content/offices.json';
import legalDocuments from '../../data/content/legal-documents.json';
import en from '../../locales/en/about.json';
import ar from '../../locales/ar/about.json';
import zhHant from '../../locales/zh-hant/about.json';
import commonEn from '../../locales/en/common.json';
import commonZhHans from '../../locales/zh-hans/common.json';

const withBrand = (routePath: string) => routePath.split('{brand}').join(site.brand.slug);
const pagesDir = path.resolve(__dirname, '../../data/pages');
const declared = (routeId: string) => readdirSync(pagesDir).includes(`${routeId}.json`);

/** Every about page with a body: the static routes, then the declared pages of the catch-all routes. */
const aboutPages = manifest.routes
  .filter((route) => route.section === 'about' && declared(route.id))
  .flatMap((route) => {
    if (!('param' in route)) return [withBrand(route.path)];
    const { params } = JSON.parse(readFileSync(path.join(pagesDir, `${route.id}.json`), 'utf8')) as { params: Record<string, unknown> };
    return Object.keys(params).map((param) => withBrand(route.path).replace('{id}', param));
  });

/** Waits until React has hydrated an element (lazily loaded sections hydrate after the page). */
const hydrated = (page: Page, selector: string) =>
  page.waitForFunction(
    (target) => Object.keys(document.querySelector(target) ?? {}).some((key) => key.startsWith('__reactProps')),
    selector,
  );

test('every about route has a body, the catch-all routes several pages', () => {
  const routes = manifest.routes.filter((route) => route.section === 'about' && !('param' in route));
  expect(routes.filter((route) => !declared(route.id)).map((route) => route.id)).toEqual([]);
  expect(aboutPages).toEqual(
    expect.arrayContaining(['about/company/history', 'about/company/global-presence/africa', 'about/sponsorship/football']),
  );
});

for (const code of ['en', 'zh-hans', 'zh-hant']) {
  test.describe(`about pages in ${code}`, () => {
    for (const pagePath of aboutPages) {
      test(`/${code}/${pagePath}/`, async ({ page }) => {
        const response = await page.goto(`/${code}/${pagePath}/`);
        expect(response?.status()).toBe(200);
        await expectRealContent(page, code, ['about', 'sections', 'common'], { en: 400, zh: 150 });
      });
    }
  });
}

test.describe('company sections (about/company/{id}) @mobile', () => {
  test('a multi-segment id shows that region’s offices from the data', async ({ page }) => {
    const response = await page.goto('/en/about/company/global-presence/africa/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['about-company-detail']['global-presence/africa'].title);
    const cities = offices.offices
      .filter((office) => office.region === 'africa')
      .map((office) => en.offices[office.id as keyof typeof en.offices]);
    expect(cities.length).toBe(3);
    const main = page.locator('main');
    for (const city of cities) await expect(main.getByRole('heading', { name: city, exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: en.offices.sydney, exact: true })).toHaveCount(0);
    await expect(main.getByText(site.entities.find((entity) => entity.id === 'kenya')?.address ?? '-')).toBeVisible();
  });

  test('the empty id is the company overview, linking to every section', async ({ page }) => {
    await page.goto('/en/about/company/');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Our company');
    await expect(main.getByRole('link', { name: 'Our history' })).toHaveAttribute('href', '/en/about/company/history/');
    await expect(main.getByRole('link', { name: 'Global presence' })).toHaveAttribute('href', '/en/about/company/global-presence/');
    await expect(main.getByRole('link', { name: /^See open positions/ }).first()).toHaveAttribute('href', site.externalLinks.careers);
    await hydrated(page, 'main a[href="/en/about/company/leadership/"]');
    await main.getByRole('link', { name: 'Leadership' }).click();
    await expect(page).toHaveURL(/\/en\/about\/company\/leadership\/$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Board of directors' })).toBeVisible();
  });

  for (const id of ['no-such-section', 'global-presence/mars']) {
    test(`an unknown id (${id}) shows the 404 page`, async ({ page }) => {
      await page.goto(`/en/about/company/${id}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page.getByText(`/en/about/company/${id}/`)).toBeVisible();
      await expect(page).toHaveTitle(`Error 404 | ${brand}`);
    });
  }
});

test.describe('sponsorships (about/sponsorship/{id}) @mobile', () => {
  test('a known id shows its sponsorship with its external site', async ({ page }) => {
    const response = await page.goto('/en/about/sponsorship/football/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour City FC');
    await expect(page.getByRole('heading', { level: 2, name: 'The partnership so far' })).toBeVisible();
    const partnershipSite = page.locator('main').getByRole('link', { name: /^Visit the football site/ });
    await expect(partnershipSite).toHaveAttribute('href', site.externalLinks['sponsorship-football']);
    await expect(partnershipSite).toHaveAttribute('target', '_blank');
  });

  test('an unknown id shows the 404 page', async ({ page }) => {
    await page.goto('/en/about/sponsorship/curling/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('/en/about/sponsorship/curling/')).toBeVisible();
  });

  test('the overview links to every sponsorship, the Nets story and the partnership sites', async ({ page }) => {
    await page.goto('/en/about/sponsorship/');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: `${brand} and the Nets` })).toHaveAttribute(
      'href',
      '/en/about/sponsorship/northwind-and-nets/',
    );
    await expect(main.getByRole('link', { name: 'Meridian Racing' })).toHaveAttribute('href', '/en/about/sponsorship/motorsport/');
    await expect(main.getByRole('link', { name: /^Motorsport partnership site/ })).toHaveAttribute(
      'href',
      site.externalLinks['sponsorship-motorsport'],
    );
  });
});

test.describe('regulation and supervision @mobile', () => {
  for (const code of ['en', 'zh-hans']) {
    test(`lists the 5 entities of data/site.json with their licences and addresses (${code})`, async ({ page }) => {
      await page.goto(`/${code}/about/regulatory-supervision/`);
      const cards = page.locator('main [data-entity]');
      await expect(cards).toHaveCount(site.entities.length);
      for (const entity of site.entities) {
        const card = page.locator(`main [data-entity="${entity.id}"]`);
        await expect(card.getByRole('heading', { name: entity.name })).toBeVisible();
        await expect(card.locator('[data-licence]')).toHaveText(entity.licence);
        await expect(card).toContainText(entity.address);
        await expect(card).toContainText(entity.regulator);
      }
      const { footer } = code === 'en' ? commonEn : commonZhHans;
      await expect(page.locator('main').getByRole('complementary').filter({ hasText: footer.riskTitle })).toContainText(footer.risk);
    });
  }
});

test.describe('privacy policy @mobile', () => {
  test('a contents link moves the focus to its chapter and scrolls it into view', async ({ page }) => {
    await page.goto('/en/about/privacy-policy/');
    await hydrated(page, '#policy-contents + ol a');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    const chapters = await contents.getByRole('link').count();
    expect(chapters).toBe(14);

    await contents.getByRole('link', { name: 'Your rights' }).click();
    const heading = page.getByRole('heading', { level: 2, name: /Your rights/ });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(/#your-rights$/);
    // The next Tab continues inside that chapter: its e-mail is not a link, so "Back to contents" comes next.
    await page.keyboard.press('Tab');
    await expect(page.locator('#your-rights ~ p a').last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Contents' })).toBeFocused();
  });

  test('states its date and the entities responsible for the data', async ({ page }) => {
    await page.goto('/en/about/privacy-policy/');
    const updated = legalDocuments.documents.find((document) => document.type === 'privacy-policy')?.updated;
    // The date of data/content/legal-documents.json, written as an English reader reads dates.
    const written = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${updated}T00:00:00Z`));
    await expect(page.locator(`time[datetime="${updated}"]`)).toHaveText(written);
    const main = page.locator('main');
    for (const entity of site.entities) await expect(main.getByText(`${entity.name}, ${entity.address}`)).toBeVisible();
    await expect(main.getByText(site.contact.email).first()).toBeVisible();
  });
});

test.describe('the prevailing language', () => {
  test('a translated legal text says the English version prevails, the English one does not', async ({ page }) => {
    await page.goto('/en/about/privacy-policy/');
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    await expect(page.getByText(en.legal.prevails.en)).toHaveCount(0);
    await page.goto('/ar/about/privacy-policy/');
    await expect(page.locator('main').getByText(ar.legal.prevails.en)).toBeVisible();

    await page.goto('/legal/vanuatu/client-agreement.zh-hant.html');
    await expect(page.locator('header + p.note')).toHaveText(zhHant.legal.prevails.en);
    await page.goto('/legal/vanuatu/client-agreement.en.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Agreement');
    await expect(page.locator('.note')).toHaveCount(0);
  });
});

test.describe('awards and legal documents', () => {
  test('awards are grouped by year, newest first, in the page language', async ({ page }) => {
    const years = [...new Set(awards.awards.map((award) => award.year))].sort((a, b) => b - a);
    await page.goto('/en/about/achievement/');
    const yearHeadings = page.locator('main h3 time');
    await expect(yearHeadings).toHaveText(years.map(String));
    for (const award of awards.awards)
      await expect(page.getByRole('heading', { name: en.awards[award.id as keyof typeof en.awards] })).toBeVisible();
    await page.goto('/zh-hans/about/achievement/');
    await expect(page.locator('main h3 time').first()).toHaveText(`${years[0]}年`);
  });

  test('every entity lists its documents with a working link per language', async ({ page, request }) => {
    await page.goto('/en/about/legal-document/');
    const entities = page.locator('main section[data-entity]');
    await expect(entities).toHaveCount(site.entities.length);
    const links = await page
      .locator('main section[data-entity] a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const files = links.filter((href) => href.startsWith('/legal/'));
    const expected =
      legalDocuments.documents.filter((document) => !document.page).length * Object.values(legalDocuments.languages).flat().length;
    expect(files).toHaveLength(expected);
    for (const href of new Set(links)) expect((await request.get(href)).status(), href).toBe(200);

    const vanuatu = page.locator('main section[data-entity="vanuatu"]');
    await expect(vanuatu.getByRole('link', { name: /^繁體中文 – Client agreement, Northwind Markets \(VU\) Ltd$/ })).toHaveAttribute(
      'hreflang',
      'zh-Hant',
    );
    await expect(vanuatu.getByText('Updated Jul 1, 2026')).toBeVisible();
    await vanuatu.getByRole('link', { name: /^繁體中文 – Client agreement/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('客戶協議');
    await expect(page.getByText('VFSC 40000', { exact: true })).toBeVisible();
  });
});

test.describe('why choose and partners @mobile', () => {
  test('the figures come from the data, with a trust bar and a call to action', async ({ page }) => {
    await page.goto(`/en/about/why-choose-${site.brand.slug}/`);
    const figure = (label: string) =>
      page
        .locator('main dl > div')
        .filter({ has: page.locator('dt', { hasText: label }) })
        .locator('dd');
    await expect(figure('Founded in')).toHaveText(String(site.brand.foundingYear));
    await expect(figure('Regulated entities')).toHaveText(String(site.entities.length));
    const trust = page.locator('#trust');
    for (const entity of site.entities) await expect(trust.getByText(entity.licence)).toBeVisible();
    await expect(page.locator('#cta').getByRole('link', { name: 'Open live account' })).toHaveAttribute('href', /\/register\?language=en$/);
  });

  test('the partners page leads to the external partner site', async ({ page }) => {
    await page.goto('/en/about/about/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partners');
    await expect(page.locator('main').getByRole('link', { name: /^Visit the partner portal/ })).toHaveAttribute(
      'href',
      site.externalLinks.partners,
    );
  });
});

test.describe('Arabic and phone widths @mobile', () => {
  test('the about pages read right to left, their timelines mirrored', async ({ page }) => {
    await page.goto('/ar/about/company/history/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const item = page.locator('#timeline ol li').first();
    const border = await item.evaluate((element) => {
      const style = getComputedStyle(element);
      return { right: style.borderRightWidth, left: style.borderLeftWidth };
    });
    expect(border).toEqual({ right: '2px', left: '0px' });
  });

  for (const pagePath of [
    `about/why-choose-${site.brand.slug}`,
    'about/achievement',
    'about/regulatory-supervision',
    'about/privacy-policy',
    'about/legal-document',
  ]) {
    test(`/${pagePath}/ fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(`/en/${pagePath}/`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
