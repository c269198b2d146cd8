/**
 * Files written after the pages: for crawlers and language models the root
 * sitemap-index.xml over the per-locale sitemaps, robots.txt, and the Markdown copies and
 * llms.txt files (machine-readers.ts); for open pages the build manifest builds/latest.json.
 */
import { mkdirSync, writeFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { localesToBuild } from '../src/lib/locales';
import { absoluteUrl } from '../src/lib/seo';
import type { BuildManifest } from '../src/lib/api/types';
import { thirdPartySettings } from '../src/lib/third-party';
import { pageBodies, siteMenu, siteRoutes } from './source-nodes';
import { sitemapOutput } from './sitemap';
import { machineReaderFiles, writeMachineReaderFiles } from './machine-readers';
import { buildId } from './build-id';

const publicDir = path.resolve('public');

export function sitemapIndexXml(sitemapUrls: string[]): string {
  const entries = sitemapUrls.map((url) => `  <sitemap><loc>${url}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

export const robotsTxt = (): string =>
  `User-agent: *\nAllow: /\nDisallow: /*/404/\n\nSitemap: ${absoluteUrl('/sitemap-index.xml')}\n`;

/**
 * builds/latest.json: the id an open page compares with its own to notice a newer build, and
 * whether the build asks for a captcha token (a server without RECAPTCHA_SECRET warns of it).
 */
export const buildManifest = (id: string, captcha: boolean, builtAt: Date = new Date()): BuildManifest => ({
  id,
  builtAt: builtAt.toISOString(),
  captcha,
});

/**
 * React 18's streaming renderer can leave NUL bytes in the HTML where a multi-byte character
 * meets the edge of its write buffer (facebook/react#26228): browsers drop them, crawlers and
 * JSON-LD parsers may not. Removes them from every HTML file; returns how many files had any.
 */
export function stripNulBytes(dir: string): number {
  let fixed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) fixed += stripNulBytes(file);
    else if (entry.name.endsWith('.html')) {
      const html = readFileSync(file);
      if (html.includes(0)) {
        writeFileSync(file, Buffer.from(html.filter((byte) => byte !== 0)));
        fixed++;
      }
    }
  }
  return fixed;
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const withNulBytes = stripNulBytes(publicDir);
  const sitemaps = localesToBuild()
    .map((locale) => `${sitemapOutput(locale.code)}/sitemap-0.xml`)
    .filter((file) => existsSync(path.join(publicDir, file)));
  writeFileSync(path.join(publicDir, 'sitemap-index.xml'), sitemapIndexXml(sitemaps.map(absoluteUrl)));
  writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt());
  const machineReaders = machineReaderFiles(localesToBuild(), siteMenu, siteRoutes, pageBodies.bodies);
  writeMachineReaderFiles(publicDir, machineReaders);
  mkdirSync(path.join(publicDir, 'builds'), { recursive: true });
  writeFileSync(path.join(publicDir, 'builds', 'latest.json'), `${JSON.stringify(buildManifest(buildId, thirdPartySettings().recaptchaSiteKey !== undefined))}\n`);
  reporter.info(`post-build: NUL bytes removed from ${withNulBytes} HTML files`);
  reporter.info(`post-build: sitemap-index.xml (${sitemaps.length} sitemaps), robots.txt, builds/latest.json (${buildId})`);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const { code, pages, llms, full } of machineReaders.summary) {
    reporter.info(`machine readers /${code}/: ${pages} Markdown copies, llms.txt ${kb(llms)}, llms-full.txt ${kb(full)}`);
  }
};
