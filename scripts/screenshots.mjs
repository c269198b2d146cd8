// Screenshots for looking at pages by eye: every page × locale × width, full page, into
// screenshots/ (git-ignored). Serve a build first (npm run serve, or E2E_PORT).
// Usage: node scripts/screenshots.mjs [--locales en,ar] [--widths 375,1280] [--pages /,/trading/forex/,/#open-account]
// A page path is below the locale prefix; "#open-account" opens the registration pop-up.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { headlessShell } from './browsers.mjs';
import { baseUrl, root } from './quality/common.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return (index > 0 ? process.argv[index + 1] : fallback).split(',');
};
const locales = option('locales', 'en,ar,zh-hans');
const widths = option('widths', '375,1280').map(Number);
const pages = option('pages', '/,/trading/forex/,/#open-account,/academy/terminology/');
const outDir = join(root, 'screenshots');
mkdirSync(outDir, { recursive: true });

/**
 * Shows the whole page as a reader scrolling through it sees it: a full-page capture does not
 * scroll, so the sections rendered only near the viewport (content-visibility: auto) would come
 * out blank and the lazily loaded images empty.
 */
async function renderWholePage(page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => (image.loading = 'eager')));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

const browser = await chromium.launch({ executablePath: headlessShell.path });
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  // Third-party hosts cannot be reached here; nothing of the site needs them.
  await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  for (const locale of locales) {
    for (const pagePath of pages) {
      const [path, hash = ''] = pagePath.split('#');
      await page.goto(`${baseUrl}/${locale}${path}${hash ? `#${hash}` : ''}`, { waitUntil: 'networkidle' });
      if (hash) await page.getByRole('dialog').waitFor();
      else await renderWholePage(page);
      const name = `${locale}${path.replace(/\//g, '_')}${hash ? `_${hash}` : ''}_${width}.png`;
      await page.screenshot({ path: join(outDir, name), fullPage: !hash });
      console.log(name);
    }
  }
  await context.close();
}
await browser.close();
