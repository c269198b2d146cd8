/**
 * Checks of the whole build in public/, without a browser: every page exists for every
 * locale, and every hreflang set is reciprocal and points at built pages.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import manifest from '../../data/routes.json';
import site from '../../data/site.json';
import { publishedLocales } from '../../src/lib/locales';

const publicDir = path.resolve(__dirname, '../../public');
const pagePath = (code: string, routePath: string) =>
  path.join(publicDir, code, routePath.replace('{brand}', site.brand.slug), 'index.html');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'page-data' || entry.name === 'static' ? [] : htmlFiles(full);
    return entry.name === 'index.html' ? [full] : [];
  });
}

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

test('every hreflang set is reciprocal and resolves to built pages', () => {
  const alternatesOf = new Map<string, Map<string, string>>();
  for (const file of htmlFiles(publicDir)) {
    const html = readFileSync(file, 'utf8');
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (!canonical) continue;
    const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
    alternatesOf.set(canonical, new Map(links.map(([, lang, href]) => [lang, href])));
  }
  const problems: string[] = [];
  let checked = 0;
  for (const [url, alternates] of alternatesOf) {
    if (alternates.size === 0) continue;
    if (![...alternates.values()].includes(url)) problems.push(`${url} does not list itself`);
    for (const [lang, href] of alternates) {
      checked++;
      const target = alternatesOf.get(href);
      if (!target) problems.push(`${url} → ${lang} ${href}: no such page`);
      else if (![...target.values()].includes(url) && lang !== 'x-default') problems.push(`${href} does not link back to ${url}`);
    }
  }
  console.log(`hreflang: ${alternatesOf.size} pages, ${checked} alternate links checked`);
  expect(problems.slice(0, 20)).toEqual([]);
});

test('crawler files: sitemap index, robots.txt and llms.txt', () => {
  const index = readFileSync(path.join(publicDir, 'sitemap-index.xml'), 'utf8');
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect(sitemaps).toHaveLength(publishedLocales.length);
  const arabic = readFileSync(path.join(publicDir, 'sitemaps/ar/sitemap-0.xml'), 'utf8');
  expect(arabic).toContain(`<loc>${site.siteUrl}/ar/trading/forex/</loc>`);
  expect(arabic).toContain(`hreflang="zh-Hant-HK" href="${site.siteUrl}/cht/trading/forex/"`);
  expect(arabic).not.toContain('[id]');
  expect(arabic).not.toContain('/home/user/');
  expect(readFileSync(path.join(publicDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`);
  const llms = readFileSync(path.join(publicDir, 'llms.txt'), 'utf8');
  expect(llms).toMatch(new RegExp(`^# ${site.brand.name}\\n\\n> .+`));
  expect(llms).toContain(`- [Forex](${site.siteUrl}/en/trading/forex/): `);
});
