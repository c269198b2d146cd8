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
