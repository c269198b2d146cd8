/**
 * The analysis section: every route with real content in English, both Chinese sets and
 * Arabic; the lists' loading, empty and failed states; news, insight, video and instrument
 * pages (prebuilt and client-only); the economic calendar's filters; videos that load their
 * player only when played.
 */
import type { Page } from '@playwright/test';
import { test, expect as baseExpect, brand, hydrated, origin } from './fixtures';
import manifest from '../../data/routes.json';
import site from '../../data/site.json';
import videos from '../../data/content/videos.json';

// Most of these pages wait for the embedded API, which takes seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const withBrand = (routePath: string) => routePath.split('{brand}').join(site.brand.slug);
const staticRoutes = manifest.routes.filter((route) => route.section === 'analysis' && !('param' in route));
const detailPages = [
  'analysis/market-news/2026/11/fed-holds-rates',
  'analysis/market-insight/gold-outlook-2027',
  'analysis/market-insight/article/position-sizing-basics',
  'analysis/article-tv-what-is-leverage',
  'analysis/individual/xauusd',
];

const HAN = /[\u4e00-\u9fff]/;
const ARABIC = /[\u0600-\u06FF]/;
const RAW_KEY = /\b(?:analysis|sections|common):[a-z][\w-]*\./;

const failure = { status: 500, data: { message: 'Internal server error' } };

/** A failed call logs "Failed to load resource: … 500" on purpose: the test expects it, once per call. */
const forgiveServerErrors = (errors: string[]) => {
  const left = errors.filter((message) => !/status of 500/.test(message));
  errors.splice(0, errors.length, ...left);
};

/** The vertical position of an element: equal before and after loading means nothing moved. */
const topOf = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())?.y;

for (const code of ['en', 'zh-hans', 'zh-hant', 'ar']) {
  test.describe(`analysis content in ${code}`, () => {
    for (const routePath of [...staticRoutes.map((route) => withBrand(route.path)), ...detailPages]) {
      const url = `/${code}/${routePath}/`;
      test(url, async ({ page }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        const main = page.locator('main');
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
        // The document's text: sections below the first render only near the viewport (innerText skips them till then).
        const text = (await main.textContent()) ?? '';
        expect(text).not.toMatch(RAW_KEY);
        expect(text.length).toBeGreaterThan(code === 'en' || code === 'ar' ? 300 : 100);
        if (code === 'zh-hans' || code === 'zh-hant') expect(text).toMatch(HAN);
        if (code === 'ar') {
          await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
          expect(await main.getByRole('heading', { level: 2 }).first().textContent()).toMatch(ARABIC);
        }
      });
    }
  });
}

/** Every request a page makes to the site's API, from now on. */
const apiRequests = (page: Page) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
};

/** The loading shapes pulse on the compositor (opacity), with no main-thread paint per frame. */
const animatedProperties = async (page: Page, selector: string) => {
  const keys = await page
    .locator(selector)
    .evaluate((region) =>
      region
        .getAnimations({ subtree: true })
        .flatMap((animation) => (animation.effect as KeyframeEffect).getKeyframes().flatMap((frame) => Object.keys(frame))),
    );
  return new Set(keys.filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)));
};

test.describe('market news list @mobile', () => {
  test('has its first stories in its HTML, linking their pages, and hydrates without asking the API; nothing below moves', async ({
    page,
  }) => {
    const asked = apiRequests(page);
    const response = await page.goto('/ar/analysis/market-news/', { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    expect(html).toContain('الاحتياطي الفيدرالي يُبقي أسعار الفائدة دون تغيير ويلمّح إلى التريّث');
    expect(html).toContain('href="/ar/analysis/market-news/2026/11/fed-holds-rates/"');
    await page.waitForLoadState('domcontentloaded');
    const before = await topOf(page, '#more');
    await expect(page.locator('#news article')).toHaveCount(4);
    await hydrated(page, '#news button');
    await page.waitForLoadState('networkidle');
    expect(await topOf(page, '#more')).toBe(before);
    expect(asked).toEqual([]);
  });

  test('offers a retry when more news fails, and adds it once it answers', async ({ page, pageErrors }) => {
    await page.goto('/en/analysis/market-news/');
    await hydrated(page, '#news button');
    let fail = true;
    await page.route('**/api/acuity-api/news?**', (route) => (fail ? route.fulfill({ status: 500, json: failure }) : route.continue()));
    await page.getByRole('button', { name: 'Load more news' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'More news could not be loaded.' });
    await expect(alert).toBeVisible();
    await expect(page.locator('#news article')).toHaveCount(4);
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('#news article')).toHaveCount(6);
    forgiveServerErrors(pageErrors);
  });

  test('asks the API for the next page only, and moves the focus to the first new story', async ({ page }) => {
    const asked = apiRequests(page);
    await page.goto('/en/analysis/market-news/');
    const stories = page.locator('#news article');
    await expect(stories).toHaveCount(4);
    await expect(page.getByText('Showing 4 of 6 stories')).toBeVisible();
    await hydrated(page, '#news button');
    await page.getByRole('button', { name: 'Load more news' }).click();
    await expect(stories).toHaveCount(6);
    await expect(page.getByText('Showing 6 of 6 stories')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more news' })).toHaveCount(0);
    await expect(stories.nth(4).getByRole('link')).toBeFocused();
    expect(asked).toEqual(['/api/acuity-api/news?lang=en&page=2&pageSize=4']);
  });
});

test.describe('market news story @mobile', () => {
  test('a story whose id has slashes opens from the list through the embedded API', async ({ page }) => {
    await page.goto('/en/analysis/market-news/');
    await hydrated(page, '#news button');
    const answer = page.waitForResponse((response) =>
      response.url().includes('/api/acuity-api/getNewsById?id=2026%2F11%2Fgold-central-bank-demand'),
    );
    await page.getByRole('link', { name: 'Gold firms as central-bank buying stays strong' }).click();
    expect((await answer).status()).toBe(200);
    await expect(page).toHaveURL(/\/en\/analysis\/market-news\/2026\/11\/gold-central-bank-demand\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gold firms as central-bank buying stays strong');
    await expect(page.getByText('Source: Acuity Trading')).toBeVisible();
    await expect(page.getByRole('link', { name: 'XAUUSD' })).toHaveAttribute('href', '/en/analysis/individual/xauusd/');
  });

  test('a prebuilt story is whole in its HTML, indexed, with Article data, and asks nothing more', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/acuity-api/')) asked.push(request.url());
    });
    const response = await page.goto('/zh-hans/analysis/market-news/2026/11/fed-holds-rates/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('美联储维持利率不变并表示将保持耐心');
    expect(html).toContain('联邦公开市场委员会维持联邦基金利率目标区间不变');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('美联储维持利率不变并表示将保持耐心');
    await expect(page).toHaveTitle(`美联储维持利率不变并表示将保持耐心 | ${brand}`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/zh-hans/analysis/market-news/2026/11/fed-holds-rates/`,
    );
    await expect(page.locator('link[hreflang="zh-Hant-HK"]')).toHaveAttribute(
      'href',
      `${origin}/cht/analysis/market-news/2026/11/fed-holds-rates/`,
    );
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((json) => JSON.parse(json));
    expect(blocks.find((block) => block['@type'] === 'NewsArticle')).toMatchObject({
      headline: '美联储维持利率不变并表示将保持耐心',
      inLanguage: 'zh-Hans',
    });
    expect(
      blocks.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement.map((crumb: { name: string }) => crumb.name),
    ).toEqual(['首页', '市场新闻', '美联储维持利率不变并表示将保持耐心']);
    // Times are shown in UTC as built, then in the visitor's zone.
    await expect(page.locator('header time')).toHaveAttribute('datetime', '2026-11-20T19:15:00Z');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  test('a story in the page’s own language carries no other language or direction, and no note', async ({ page }) => {
    await page.goto('/ar/analysis/market-news/2026/11/fed-holds-rates/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('الاحتياطي الفيدرالي يُبقي أسعار الفائدة دون تغيير ويلمّح إلى التريّث');
    await expect(title).not.toHaveAttribute('lang');
    await expect(title).not.toHaveAttribute('dir');
    await expect(page.getByText('هذا النص غير متاح بلغتك بعد')).toHaveCount(0);
  });

  test('an unknown story shows the 404 page', async ({ page }) => {
    await page.goto('/en/analysis/market-news/2026/11/no-such-story/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('/en/analysis/market-news/2026/11/no-such-story/')).toBeVisible();
    await expect(page).toHaveTitle(`Error 404 | ${brand}`);
  });
});

test.describe('trading articles @mobile', () => {
  test('say under the list what the articles are, their topics and review, how to use them, with a risk warning and links to insight and news', async ({
    page,
  }) => {
    await page.goto('/en/analysis/article/');
    const main = page.getByRole('main');
    await expect(main.locator('h2').first()).toHaveText('Trading articles');
    for (const title of ['Topics we cover', 'How our articles are written and reviewed', 'How to use our articles']) {
      await expect(main.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(main.getByText(/^Risk warning: CFDs are complex instruments/)).toBeVisible();
    const about = main.getByRole('region', { name: 'Articles that explain the markets' });
    await expect(about.getByRole('link', { name: 'Read market insight' })).toHaveAttribute('href', '/en/analysis/market-insight/');
    await expect(about.getByRole('link', { name: 'Read market news' })).toHaveAttribute('href', '/en/analysis/market-news/');
  });
});

test.describe('market insight @mobile', () => {
  test('has its first page and topics in its HTML, linking the items, and asks the API nothing as it loads', async ({ page }) => {
    const asked = apiRequests(page);
    const response = await page.goto('/th/analysis/market-insight/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('แนวโน้มทองคำปี 2027: อัตราดอกเบี้ย ทุนสำรอง และความเสี่ยง');
    expect(html).toContain('href="/th/analysis/market-insight/gold-outlook-2027/"');
    await expect(page.locator('#insight article')).toHaveCount(4);
    await hydrated(page, '#insight [aria-pressed]');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  test('filters by topic in the address, which a reload keeps', async ({ page }) => {
    await page.goto('/en/analysis/market-insight/');
    await expect(page.locator('#insight article')).toHaveCount(4);
    await hydrated(page, '#insight [aria-pressed]');
    const asked = page.waitForRequest((request) => request.url().includes('/api/articles?'));
    await page.getByRole('button', { name: 'Gold' }).click();
    expect(new URL((await asked).url()).searchParams.get('tag')).toBe('gold');
    await expect(page).toHaveURL(/\?tag=gold$/);
    await expect(page.locator('#insight article')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Gold' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.locator('#insight article')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Gold outlook for 2027: rates, reserves and risk' })).toBeVisible();
  });

  test('searches by words and says when nothing matches', async ({ page }) => {
    await page.goto('/en/analysis/market-insight/');
    await expect(page.locator('#insight article')).toHaveCount(4);
    await hydrated(page, '#insight [aria-pressed]');
    const search = page.locator('#insight').getByRole('search');
    await search.getByLabel('Search by keyword').fill('OPEC');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?q=OPEC$/);
    await expect(page.locator('#insight article')).toHaveCount(1);
    await search.getByLabel('Search by keyword').fill('nothing-like-this');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No articles match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Show all articles' }).click();
    await expect(page.locator('#insight article')).toHaveCount(4);
  });

  test('shows loading shapes while a filter is asked for, then a retry when it fails', async ({ page, pageErrors }) => {
    await page.goto('/en/analysis/market-insight/');
    await hydrated(page, '#insight [aria-pressed]');
    await page.route('**/api/articles?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({ status: 500, json: failure });
    });
    await page.getByRole('button', { name: 'Gold' }).click();
    await expect(page.locator('#insight [aria-busy="true"]')).toBeVisible();
    expect(await animatedProperties(page, '#insight [aria-busy="true"]')).toEqual(new Set(['opacity']));
    await expect(page.getByRole('alert').filter({ hasText: 'The articles could not be loaded' })).toBeVisible();
    await page.unroute('**/api/articles?**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('#insight article')).toHaveCount(1);
    forgiveServerErrors(pageErrors);
  });

  test('pages through the search results', async ({ page }) => {
    await page.goto('/en/analysis/components/search/');
    const results = page.locator('#search article');
    await expect(results).toHaveCount(4);
    await hydrated(page, '#search [aria-pressed]');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(results).toHaveCount(2);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('an insight is prebuilt; a former alias moves to its address; an unknown one shows the 404 page', async ({ page }) => {
    await page.goto('/en/analysis/market-insight/gold-outlook-2027/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gold outlook for 2027: rates, reserves and risk');
    await expect(page.getByRole('link', { name: 'Central banks' })).toHaveAttribute(
      'href',
      '/en/analysis/market-insight/?tag=central-banks',
    );

    await page.goto('/en/analysis/market-insight/gold-price-outlook/');
    await expect(page).toHaveURL(/\/en\/analysis\/market-insight\/gold-outlook-2027\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gold outlook for 2027: rates, reserves and risk');

    await page.goto('/en/analysis/market-insight/no-such-insight/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveTitle(`Error 404 | ${brand}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});

test.describe('economic calendar @mobile', () => {
  const rows = (page: Page) => page.locator('#calendar tbody tr');

  test('shows this week, and the filters change the rows', async ({ page }) => {
    await page.goto('/en/analysis/economic-calendar/');
    await expect(page.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows(page).first()).toBeVisible();
    const all = await rows(page).count();
    expect(all).toBeGreaterThan(10);
    await expect(page.locator('#calendar caption').first()).toHaveText(/\d{4}/);
    await expect(page.locator('#calendar thead th[scope="col"]').first()).toHaveText('Time');

    await page.getByRole('checkbox', { name: 'Low' }).uncheck();
    await page.getByRole('checkbox', { name: 'Medium' }).uncheck();
    const high = await rows(page).count();
    expect(high).toBeLessThan(all);
    for (const level of await rows(page).locator('td:nth-child(4)').allInnerTexts()) expect(level).toMatch(/High/);

    await page.getByRole('checkbox', { name: 'Medium' }).check();
    await page.getByRole('checkbox', { name: 'USD' }).check();
    for (const currency of await rows(page).locator('td:nth-child(2)').allInnerTexts()) expect(currency).toContain('USD');
    expect(await rows(page).count()).toBeGreaterThan(0);
  });

  test('asks for another range, and explains a range it cannot show', async ({ page }) => {
    await page.goto('/en/analysis/economic-calendar/');
    await expect(rows(page).first()).toBeVisible();
    await hydrated(page, '#calendar [aria-pressed]');
    const asked = page.waitForRequest((request) => request.url().includes('/api/economic-calendar?'));
    await page.getByRole('button', { name: 'Next week' }).click();
    const url = new URL((await asked).url());
    expect(url.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('button', { name: 'Next week' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows(page).first()).toBeVisible();

    await page.getByLabel('From').fill('2026-12-20');
    await page.getByLabel('To').fill('2026-12-10');
    await page.getByRole('button', { name: 'Show dates' }).click();
    await expect(page.getByRole('alert')).toHaveText('The end date must not be before the start date.');
    await expect(page.getByLabel('From')).toHaveValue('2026-12-20');
    await expect(page.getByLabel('To')).toHaveAttribute('aria-invalid', 'true');
  });

  test('says in its HTML which week it shows, and asks for the visitor’s week when the build’s has passed', async ({ page }) => {
    const response = await page.goto('/en/analysis/economic-calendar/');
    const built = /Releases from (\w+day, \w+ \d+, \d{4}) to (\w+day, \w+ \d+, \d{4})/.exec((await response?.text()) ?? '');
    expect(built).not.toBeNull();
    // A week later, the same page asks for that week and says so; the built week is never called this week.
    const firstRelease = Date.parse((await rows(page).first().locator('time').getAttribute('datetime')) ?? '');
    const day = Math.floor(firstRelease / 86_400_000) * 86_400_000;
    const nextMonday = day - ((new Date(day).getUTCDay() + 6) % 7) * 86_400_000 + 7 * 86_400_000;
    await page.clock.setFixedTime(nextMonday + 12 * 3_600_000);
    const asked = page.waitForRequest((request) => request.url().includes('/api/economic-calendar?'));
    await page.reload();
    const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
    // The visitor's week, with a day either side for the time zones.
    expect(new URL((await asked).url()).searchParams.get('from')).toBe(isoDay(nextMonday - 86_400_000));
    await expect(page.locator('#calendar').getByText(/^Releases from /)).not.toHaveText(built?.[0] ?? '');
    await expect(page.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows(page).first()).toBeVisible();
  });

  test('shows its loading, failed and empty states', async ({ page, pageErrors }) => {
    await page.goto('/en/analysis/economic-calendar/');
    await hydrated(page, '#calendar [aria-pressed]');
    await page.route('**/api/economic-calendar?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({ status: 500, json: failure });
    });
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.locator('#calendar [aria-busy="true"]')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'The calendar could not be loaded' })).toBeVisible();
    await page.unroute('**/api/economic-calendar?**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(rows(page).first()).toBeVisible();
    // Releases fall on weekdays (data/content/economic-indicators.json): a weekend has none.
    await page.getByLabel('From').fill('2026-12-05');
    await page.getByRole('textbox', { name: 'To' }).fill('2026-12-06');
    await page.getByRole('button', { name: 'Show dates' }).click();
    await expect(page.getByText('There are no releases on these dates.')).toBeVisible();
    forgiveServerErrors(pageErrors);
  });
});

test.describe('videos', () => {
  const host = new URL(videos.videos[0].embedUrl).host;

  test('a video’s player loads only when it is played @mobile', async ({ page }) => {
    const toHost: string[] = [];
    await page.route(`https://${host}/**`, (route) => {
      toHost.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>Playing</p>' });
    });
    const asked = apiRequests(page);
    const response = await page.goto(`/en/${withBrand('analysis/{brand}-tv')}/`, { waitUntil: 'networkidle' });
    const first = videos.videos[0];
    // The videos are in the HTML, each linking its page, and the page asks the API nothing for them.
    expect((await response?.text()) ?? '').toContain(`href="/en/analysis/article-tv-${first.id}/"`);
    expect(asked).toEqual([]);
    await expect(page.getByRole('button', { name: `Play video: ${first.text.en.title}` })).toBeVisible();
    expect(toHost).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.getByRole('button', { name: `Play video: ${first.text.en.title}` }).click();
    const player = page.frameLocator(`iframe[title="Video player: ${first.text.en.title}"]`);
    await expect(player.getByText('Playing')).toBeVisible();
    expect(toHost).toEqual([`${first.embedUrl}?autoplay=1`]);
    await expect(page.locator('iframe')).toHaveCount(1);
  });

  test('a video article plays on its page; an unknown one shows the 404 page', async ({ page }) => {
    await page.route(`https://${host}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Playing</p>' }));
    await page.goto('/en/analysis/article-tv-what-is-leverage/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What leverage really means');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Play video: What leverage really means' }).click();
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'More videos' })).toBeVisible();

    await page.goto('/en/analysis/article-tv-no-such-video/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
});

test.describe('instrument analysis and the tabbed component', () => {
  test('an instrument page shows its conditions, news and releases; a market name is not an instrument', async ({ page }) => {
    await page.goto('/en/analysis/individual/xauusd/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('XAUUSD analysis');
    await expect(page.getByRole('heading', { name: 'Trading conditions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gold firms as central-bank buying stays strong' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coming releases for USD' })).toBeVisible();

    await page.goto('/en/analysis/individual/forex/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });

  test('the analysis tabs switch between news, insight, calendar and videos', async ({ page }) => {
    await page.goto('/en/analysis/components/max-tabs/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const tabs = page.getByRole('tablist', { name: 'Analysis topics' });
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Market news' })).toBeVisible();
    // The tabs switch once their section has hydrated (its code loads after the page's).
    await hydrated(page, '[role="tab"]');
    await tabs.getByRole('tab', { name: 'Calendar' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Economic calendar' })).toBeVisible();
    await expect(page.getByRole('tabpanel').locator('tbody tr').first()).toBeVisible();
  });
});
