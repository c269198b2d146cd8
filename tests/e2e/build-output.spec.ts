/**
 * Checks of the whole build in public/, without a browser: every page exists for every
 * locale, and the crawler files. Links and hreflang sets: the links gate
 * (scripts/quality/links.mjs).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import manifest from '../../data/routes.json';
import site from '../../data/site.json';
import { publishedLocales } from '../../src/lib/locales';
import { createI18n } from '../../src/lib/i18n';
import { menuSearchEntries } from '../../src/lib/menu';
import { searchEntries } from '../../src/lib/search';
import { SEARCH_TEXTS_SUFFIX, searchIndexName, type SearchIndexFile } from '../../src/lib/search-index';
import * as store from '../../src/lib/content-store';
import { analysisPaths } from '../../src/lib/analysis/paths';
import { localizedNews } from '../../src/lib/server/news';
import { storedArticles } from '../../src/lib/server/articles';
import { indexedLocales } from '../../gatsby/search-index';
import { siteMenu } from '../../gatsby/source-nodes';
import { readLocaleStrings } from '../../gatsby/translations';

const publicDir = path.resolve(__dirname, '../../public');
const pagePath = (code: string, routePath: string) =>
  path.join(publicDir, code, routePath.replace('{brand}', site.brand.slug), 'index.html');

test('public/ holds a page for every static route in every language, and /', () => {
  const staticRoutes = manifest.routes.filter((route) => !('param' in route));
  const missing = publishedLocales.flatMap((locale) =>
    staticRoutes.map((route) => pagePath(locale.code, route.path)).filter((file) => !existsSync(file)),
  );
  const count = publishedLocales.length * staticRoutes.length + 1;
  console.log(`static pages: ${staticRoutes.length} routes × ${publishedLocales.length} locales + / = ${count}`);
  expect(existsSync(path.join(publicDir, 'index.html'))).toBe(true);
  expect(missing.map((file) => path.relative(publicDir, file))).toEqual([]);
});

test('crawler files: sitemap index, robots.txt and the llms.txt files', () => {
  const index = readFileSync(path.join(publicDir, 'sitemap-index.xml'), 'utf8');
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect(sitemaps).toHaveLength(publishedLocales.length);
  const arabic = readFileSync(path.join(publicDir, 'sitemaps/ar/sitemap-0.xml'), 'utf8');
  expect(arabic).toContain(`<loc>${site.siteUrl}/ar/trading/forex/</loc>`);
  expect(arabic).toContain(`hreflang="zh-Hant-HK" href="${site.siteUrl}/cht/trading/forex/"`);
  expect(arabic).not.toContain('[id]');
  expect(arabic).not.toContain('/home/user/');
  // The test build is a production one (SITE_ENV in .env.test); gatsby/post-build.test.ts has both kinds.
  expect(readFileSync(path.join(publicDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`);
  const llms = readFileSync(path.join(publicDir, 'llms.txt'), 'utf8');
  expect(llms).toMatch(new RegExp(`^# ${site.brand.name}\\n\\n> .+`));
  expect(llms).toContain(`- [Forex](${site.siteUrl}/en/trading/forex/index.md): `);
  for (const locale of publishedLocales) {
    expect(llms).toContain(`${site.siteUrl}/${locale.code}/llms.txt`);
    expect(existsSync(path.join(publicDir, locale.code, 'llms-full.txt'))).toBe(true);
  }
});

test('the list pages hold their first page in their HTML, each item linking its prebuilt page, in every language', () => {
  const html = (code: string, routePath: string) => readFileSync(pagePath(code, routePath), 'utf8');
  const links = (page: string, under: string) =>
    [...page.matchAll(new RegExp(`href="(/[a-z-]+/${under}[^"]+)"`, 'g'))].map(([, href]) => href);
  for (const code of ['en', 'ar', 'th']) {
    const news = html(code, 'analysis/market-news');
    const stories = links(news, 'analysis/market-news/\\d{4}/');
    expect(stories).toHaveLength(4);
    for (const href of stories) expect(existsSync(path.join(publicDir, href, 'index.html'))).toBe(true);
    for (const [routePath, under] of [
      ['analysis/market-insight', 'analysis/market-insight/(?!article/)'],
      ['analysis/article', 'analysis/market-insight/article/'],
      ['analysis/{brand}-tv', 'analysis/article-tv-'],
      ['academy/webinars', 'academy/register-'],
    ]) {
      expect(links(html(code, routePath), under).length, `${code}/${routePath}`).toBeGreaterThan(0);
    }
    expect(html(code, 'trading/promotions-and-rewards')).not.toContain('aria-busy="true"');
    // The calendar's week as built, said in the page, with its releases.
    const calendar = html(code, 'analysis/economic-calendar');
    expect(calendar).toMatch(/<tbody><tr>/);
    expect(readFileSync(path.join(publicDir, code, 'analysis/market-news/index.md'), 'utf8')).toContain(`${site.siteUrl}${stories[0]}`);
    expect(readFileSync(path.join(publicDir, code, 'llms-full.txt'), 'utf8')).toContain(`${site.siteUrl}${stories[0]}`);
  }
  expect(html('en', 'analysis/economic-calendar')).toMatch(/Releases from \w+day, \w+ \d+, \d{4} to \w+day, \w+ \d+, \d{4}/);
  expect(html('en', 'analysis/market-news')).toContain('Fed holds rates steady and signals patience');
});

/**
 * The whole-site index as the build wrote it from the rendered pages (gatsby/machine-readers.ts),
 * in four sets: a term, a lesson, a question, a story, an article and an instrument are each found
 * on the page that answers them, with their kind of content.
 */
test.describe('the whole-site search index', () => {
  for (const set of ['en', 'th', 'zh-hans', 'ar']) {
    test(`translation set ${set}`, () => {
      const [locale] = indexedLocales(publishedLocales.filter((candidate) => candidate.translationSet === set));
      const name = searchIndexName(locale);
      const headings = JSON.parse(readFileSync(path.join(publicDir, 'search-index', `${name}.json`), 'utf8')) as SearchIndexFile;
      const texts = JSON.parse(readFileSync(path.join(publicDir, 'search-index', `${name}${SEARCH_TEXTS_SUFFIX}`), 'utf8')) as string[];
      // The headings file holds no text; the texts file holds one per entry, in order.
      expect(headings.entries.every((entry) => entry.text === undefined)).toBe(true);
      expect(texts).toHaveLength(headings.entries.length);
      const entries = headings.entries.map((entry, index) => (texts[index] ? { ...entry, text: texts[index] } : entry));
      const i18n = createI18n(set, readLocaleStrings(locale));
      const string = (key: string) => String(i18n.t(key));
      const first = (query: string, category?: string) => searchEntries(entries, query, { category })[0];
      const sources = menuSearchEntries(siteMenu());

      // The menu's entries first, each with its page's description as its text.
      expect(entries.slice(0, sources.length).map((entry) => entry.title)).toEqual(sources.map((source) => string(source.title)));
      expect(entries.find((entry) => entry.path === 'trading/forex')?.text).toBe(string('trading:trading-forex.description'));

      const term = first(string('glossary:terms.margin-call.term'));
      expect(term).toMatchObject({ path: 'academy/terminology', anchor: 'margin-call', kind: 'glossary' });
      expect(term.text).toContain(string('glossary:terms.margin-call.definition'));
      expect(first(string('academy:academy-beginner-trading-forex.firstTrade.items.protect.title'))).toMatchObject({
        path: 'academy/beginner/trading-forex',
        category: 'academy',
      });
      expect(first(string('trading:trading-help-center.faq.items.open.q'))).toMatchObject({
        path: 'trading/help-center',
        anchor: 'faq',
        kind: 'help',
      });
      expect(first(string('academy:lessons.what-is-forex.title'))).toMatchObject({
        path: 'academy/trading-academy/what-is-forex',
        kind: 'lesson',
      });
      expect(first(string('lessons:what-is-forex.sections.market.title'))).toMatchObject({
        path: 'academy/trading-academy/what-is-forex',
        anchor: 'what-is-forex-market',
        kind: 'lesson',
      });
      const [story] = localizedNews(store.news, locale.code);
      // One result per story: its page's title, description and text together.
      expect(searchEntries(entries, story.title).filter((entry) => entry.title === story.title)).toEqual([
        expect.objectContaining({ path: analysisPaths.newsItem(story.id), kind: 'news', category: 'analysis' }),
      ]);
      const [article] = storedArticles(store.articles, locale.code);
      expect(first(article.title)).toMatchObject({ path: analysisPaths.article(article.kind, article.alias), kind: 'article' });
      expect(first('EURUSD')).toMatchObject({ title: 'EURUSD', path: 'trading/forex', anchor: 'instruments', kind: 'instrument' });
      expect(first('XAUUSD')).toMatchObject({ path: 'trading/precious-metals', kind: 'instrument' });

      // Every entry in a menu section, none the same title and text twice.
      const sections = new Set(sources.map((source) => source.category));
      for (const entry of entries) expect(sections).toContain(entry.category);
      const keys = entries.slice(sources.length).map((entry) => `${entry.title}\n${entry.text ?? ''}`);
      expect(new Set(keys).size).toBe(keys.length);
    });
  }
});
