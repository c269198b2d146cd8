/**
 * Files written after the pages: for crawlers and language models the root
 * sitemap-index.xml over the per-locale sitemaps, robots.txt, and the Markdown copies and
 * llms.txt files (machine-readers.ts); for open pages the build manifest builds/latest.json.
 */
import { mkdirSync, writeFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { defaultLocale, findPublishedLocale, localesToBuild, type BuiltLocale } from '../src/lib/locales';
import { absoluteUrl } from '../src/lib/seo';
import type { BuildManifest } from '../src/lib/api/types';
import { parseEnv } from 'node:util';
import { thirdPartySettings } from '../src/lib/third-party';
import oldUrls from '../data/old-urls.json';
import { videos } from '../src/lib/content-store';
import { pageBodies, siteMenu, siteRoutes } from './source-nodes';
import {
  cacheRules,
  clientOnlyRewrites,
  clientOnlyRoutes,
  headersFile,
  hostRules,
  inlineScriptHashes,
  nginxConfig,
  notFoundPageDataRules,
  notFoundPagePath,
  notFoundRules,
  oldUrlRedirects,
  redirectsFile,
  withoutPagePathScript,
  unknownPathPageData,
  unknownPathPageDataFile,
  type HeaderSettings,
} from './host-rules';
import { sitemapOutput } from './sitemap';
import { machineReaderFiles, writeMachineReaderFiles } from './machine-readers';
import { buildId, buildTime } from './build-id';
import { SECURITY_TXT_PATH, securityTxt } from './security-txt';
import { site } from '../src/lib/site';

const publicDir = path.resolve('public');
/** Kept source maps (SOURCE_MAPS=keep) and the generated nginx rules: beside public/, never published. */
export const sourceMapsDir = path.resolve('source-maps');
export const nginxDir = path.resolve('nginx');

export function sitemapIndexXml(sitemapUrls: string[]): string {
  const entries = sitemapUrls.map((url) => `  <sitemap><loc>${url}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/** Only a production build (SITE_ENV=production) lets crawlers in: a staging copy must not be indexed. */
export const robotsTxt = (production: boolean): string =>
  production
    ? `User-agent: *\nAllow: /\nDisallow: /*/404/\n\nSitemap: ${absoluteUrl('/sitemap-index.xml')}\n`
    : 'User-agent: *\nDisallow: /\n';

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
  forEachHtmlFile(dir, (file) => {
    const html = readFileSync(file);
    if (html.includes(0)) {
      writeFileSync(file, Buffer.from(html.filter((byte) => byte !== 0)));
      fixed++;
    }
  });
  return fixed;
}

function forEachHtmlFile(dir: string, visit: (file: string) => void): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) forEachHtmlFile(file, visit);
    else if (entry.name.endsWith('.html')) visit(file);
  }
}

/**
 * Removes Gatsby's per-page `window.pagePath` script from every HTML file (host-rules.ts says
 * why) and returns the CSP hashes of the inline scripts left, each once.
 */
export function prepareInlineScripts(dir: string): string[] {
  const hashes = new Set<string>();
  forEachHtmlFile(dir, (file) => {
    const html = readFileSync(file, 'utf8');
    const rewritten = withoutPagePathScript(html);
    if (rewritten !== html) writeFileSync(file, rewritten);
    inlineScriptHashes(rewritten).forEach((hash) => hashes.add(hash));
  });
  return [...hashes].sort();
}

/**
 * Source maps are not published: SOURCE_MAPS=keep moves them to source-maps/ beside public/
 * (for an error tracker, and the JavaScript budget's module sizes); otherwise they are deleted.
 * Returns how many there were.
 */
export function unpublishSourceMaps(dir: string, keepIn: string | null): number {
  const maps = readdirSync(dir).filter((name) => name.endsWith('.map'));
  if (keepIn && maps.length) {
    rmSync(keepIn, { recursive: true, force: true });
    mkdirSync(keepIn, { recursive: true });
  }
  for (const name of maps) {
    if (keepIn) renameSync(path.join(dir, name), path.join(keepIn, name));
    else rmSync(path.join(dir, name));
  }
  return maps.length;
}

/**
 * Gives this process the variables of `.env.{GATSBY_ACTIVE_ENV or NODE_ENV}`, as Gatsby gave
 * them to the pages (it leaves gatsby-node's own environment alone): the host files must follow
 * the settings the pages were built with (the CSP names the third parties they load). Variables
 * already set win, as in Gatsby. Returns the names it set.
 */
export function applyBuildEnvFile(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): string[] {
  const file = path.join(cwd, `.env.${env.GATSBY_ACTIVE_ENV || env.NODE_ENV || 'development'}`);
  if (!existsSync(file)) return [];
  const values = parseEnv(readFileSync(file, 'utf8'));
  const missing = Object.keys(values).filter((name) => env[name] === undefined);
  for (const name of missing) env[name] = values[name];
  return missing;
}

/** The build's settings for the host files, from its environment (README, Deploy). */
export function headerSettings(env: NodeJS.ProcessEnv, scriptHashes: string[]): HeaderSettings {
  const apiUrl = env.GATSBY_API_URL?.trim();
  return {
    production: env.SITE_ENV === 'production',
    cspReportOnly: env.CSP_REPORT_ONLY === 'true',
    apiOrigin: apiUrl ? new URL(apiUrl).origin : undefined,
    // Read from process.env as the pages read them (applyBuildEnvFile has filled it in).
    thirdParty: thirdPartySettings(),
    frameOrigins: [...new Set(videos.map((video) => new URL(video.embedUrl).origin))].sort(),
    scriptHashes,
  };
}

/** _redirects and _headers in public/, the nginx rules in nginx/site-rules.conf (not published). */
export function writeHostFiles(dir: string, settings: HeaderSettings, locales: BuiltLocale[]): { rules: number; nginxFile: string } {
  const parts = {
    oldUrls: oldUrlRedirects(oldUrls.oldUrls, siteRoutes, locales),
    clientOnly: clientOnlyRewrites(clientOnlyRoutes(siteRoutes, pageBodies.allowed), locales),
    pageData: notFoundPageDataRules(locales),
    notFound: notFoundRules(locales),
  };
  for (const locale of locales) {
    const pageData = JSON.parse(readFileSync(path.join(dir, 'page-data', notFoundPagePath(locale.code), 'page-data.json'), 'utf8'));
    writeFileSync(path.join(dir, unknownPathPageDataFile(locale.code)), JSON.stringify(unknownPathPageData(pageData, locale.code)));
  }
  const rules = hostRules(parts);
  writeFileSync(path.join(dir, '_redirects'), redirectsFile(rules));
  const rootEntries = readdirSync(dir, { withFileTypes: true }).map((entry) => ({ name: entry.name, directory: entry.isDirectory() }));
  writeFileSync(path.join(dir, '_headers'), headersFile(settings, cacheRules(rootEntries)));
  mkdirSync(nginxDir, { recursive: true });
  const nginxFile = path.join(nginxDir, 'site-rules.conf');
  writeFileSync(nginxFile, nginxConfig(settings, parts));
  return { rules: rules.length, nginxFile };
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  applyBuildEnvFile();
  const withNulBytes = stripNulBytes(publicDir);
  const scriptHashes = prepareInlineScripts(publicDir);
  const sourceMaps = unpublishSourceMaps(publicDir, process.env.SOURCE_MAPS === 'keep' ? sourceMapsDir : null);
  const settings = headerSettings(process.env, scriptHashes);
  const sitemaps = localesToBuild()
    .map((locale) => `${sitemapOutput(locale.code)}/sitemap-0.xml`)
    .filter((file) => existsSync(path.join(publicDir, file)));
  writeFileSync(path.join(publicDir, 'sitemap-index.xml'), sitemapIndexXml(sitemaps.map(absoluteUrl)));
  writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(settings.production));
  const machineReaders = machineReaderFiles(localesToBuild(), siteMenu, siteRoutes, pageBodies.bodies, buildTime);
  writeMachineReaderFiles(publicDir, machineReaders);
  mkdirSync(path.join(publicDir, 'builds'), { recursive: true });
  writeFileSync(
    path.join(publicDir, 'builds', 'latest.json'),
    `${JSON.stringify(buildManifest(buildId, settings.thirdParty.recaptchaSiteKey !== undefined, new Date(buildTime)))}\n`,
  );
  mkdirSync(path.join(publicDir, '.well-known'), { recursive: true });
  const language = findPublishedLocale(defaultLocale)?.hreflang ?? defaultLocale;
  writeFileSync(path.join(publicDir, SECURITY_TXT_PATH), securityTxt(site, language, absoluteUrl(SECURITY_TXT_PATH), new Date(buildTime)));
  const host = writeHostFiles(publicDir, settings, localesToBuild());
  reporter.info(`post-build: NUL bytes removed from ${withNulBytes} HTML files; ${scriptHashes.length} inline script hashes in the CSP`);
  reporter.info(
    `post-build: ${settings.production ? 'production' : 'not production (robots.txt Disallow: /, X-Robots-Tag: noindex)'}; ` +
      `${host.rules} host rules in _redirects, _headers, ${path.relative(process.cwd(), host.nginxFile)}; ` +
      `${sourceMaps} source maps ${process.env.SOURCE_MAPS === 'keep' ? 'moved to source-maps/' : 'removed'}`,
  );
  reporter.info(
    `post-build: sitemap-index.xml (${sitemaps.length} sitemaps), robots.txt, ${SECURITY_TXT_PATH}, builds/latest.json (${buildId})`,
  );
};
