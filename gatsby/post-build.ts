/**
 * Files written after the pages: for crawlers and language models the root
 * sitemap-index.xml over the per-locale sitemaps, robots.txt, and the Markdown copies, llms
 * files and search indexes derived from the built pages (machine-readers.ts); for open pages
 * the build manifest builds/latest.json; for the host, its rules and headers (host-rules.ts).
 * What it reads of the site comes from the GraphQL layer; of the pages, only what this build wrote.
 */
import { mkdirSync, writeFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs, GatsbyNode } from 'gatsby';
import { defaultLocale, findPublishedLocale, localesToBuild, type BuiltLocale } from '../src/lib/locales';
import { absoluteUrl } from '../src/lib/seo';
import type { BuildManifest } from '../src/lib/api/types';
import { parseEnv } from 'node:util';
import { thirdPartySettings } from '../src/lib/third-party';
import { site } from '../src/lib/site';
import oldUrls from '../data/old-urls.json';
import type { RouteDefinition } from '../src/lib/routes';
import {
  cacheRules,
  clientOnlyRewrites,
  clientOnlyRoutes,
  headersFile,
  hostRules,
  inlineScriptHashes,
  nginxConfig,
  notFoundPageDataRules,
  notFoundRules,
  oldUrlRedirects,
  redirectsFile,
  type HeaderSettings,
} from './host-rules';
import { sitemapOutput } from './sitemap';
import { writeMachineReaderFiles } from './machine-readers';
import { buildId, buildTime } from './build-id';
import { SECURITY_TXT_PATH, securityTxt } from './security-txt';

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
 * builds/latest.json: the id and scripts' version an open page compares to notice a newer build
 * (src/lib/update-poller.ts), and whether the build asks for a captcha token (a server without
 * RECAPTCHA_SECRET warns of it).
 */
export const buildManifest = (id: string, captcha: boolean, builtAt: Date = new Date(), scripts?: string): BuildManifest => ({
  id,
  builtAt: builtAt.toISOString(),
  captcha,
  ...(scripts ? { scripts } : {}),
});

/** The version of a build's scripts: the compilation hash Gatsby writes into page-data/app-data.json and into every page. */
export function scriptsVersion(dir: string): string | undefined {
  const file = path.join(dir, 'page-data', 'app-data.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { webpackCompilationHash?: string }).webpackCompilationHash
    : undefined;
}

interface InlineScripts {
  /** HTML file → its size, time and inline scripts' hashes. */
  files: Record<string, { size: number; mtimeMs: number; hashes: string[] }>;
}

/**
 * The CSP hashes of the inline scripts of every HTML page, each once: read from the files written
 * in this build, remembered (in `cacheFile`) for the others, which are not read again.
 */
export function inlineScriptHashesOf(dir: string, cacheFile: string): string[] {
  const previous: InlineScripts = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : { files: {} };
  const files: InlineScripts['files'] = {};
  forEachHtmlFile(dir, (file) => {
    const { size, mtimeMs } = statSync(file);
    const known = previous.files[file];
    files[file] =
      known && known.size === size && known.mtimeMs === mtimeMs
        ? known
        : { size, mtimeMs, hashes: inlineScriptHashes(readFileSync(file, 'utf8')) };
  });
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify({ files }));
  return [...new Set(Object.values(files).flatMap((entry) => entry.hashes))].sort();
}

function forEachHtmlFile(dir: string, visit: (file: string) => void): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'page-data' && entry.name !== 'static') forEachHtmlFile(file, visit);
    } else if (entry.name.endsWith('.html')) visit(file);
  }
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

/** The build's settings for the host files, from its environment (README, Deploy), and the origins its videos play from. */
export function headerSettings(env: NodeJS.ProcessEnv, scriptHashes: string[], videoUrls: readonly string[] = []): HeaderSettings {
  const apiUrl = env.GATSBY_API_URL?.trim();
  return {
    production: env.SITE_ENV === 'production',
    cspReportOnly: env.CSP_REPORT_ONLY === 'true',
    apiOrigin: apiUrl ? new URL(apiUrl).origin : undefined,
    // Read from process.env as the pages read them (applyBuildEnvFile has filled it in).
    thirdParty: thirdPartySettings(),
    frameOrigins: [...new Set(videoUrls.map((url) => new URL(url).origin))].sort(),
    formOrigins: [new URL(site.portal.registerUrl).origin],
    scriptHashes,
  };
}

/** _redirects and _headers in public/, the nginx rules in nginx/site-rules.conf (not published). */
export function writeHostFiles(
  dir: string,
  settings: HeaderSettings,
  locales: BuiltLocale[],
  routes: readonly RouteDefinition[],
): { rules: number; nginxFile: string } {
  const parts = {
    oldUrls: oldUrlRedirects(oldUrls.oldUrls, routes, locales),
    clientOnly: clientOnlyRewrites(clientOnlyRoutes(routes), locales),
    pageData: notFoundPageDataRules(locales),
    notFound: notFoundRules(locales),
  };
  const rules = hostRules(parts);
  writeFileSync(path.join(dir, '_redirects'), redirectsFile(rules));
  const rootEntries = readdirSync(dir, { withFileTypes: true }).map((entry) => ({ name: entry.name, directory: entry.isDirectory() }));
  writeFileSync(path.join(dir, '_headers'), headersFile(settings, cacheRules(rootEntries)));
  mkdirSync(nginxDir, { recursive: true });
  const nginxFile = path.join(nginxDir, 'site-rules.conf');
  writeFileSync(nginxFile, nginxConfig(settings, parts));
  return { rules: rules.length, nginxFile };
}

interface HostData {
  allRoute: { nodes: (Omit<RouteDefinition, 'id' | 'body' | 'namespaces'> & { routeId: string })[] };
  allVideo: { nodes: { embedUrl: string }[] };
}

/** The routes (with the parameters their pages allow) and the videos' addresses, from the layer. */
async function hostData(graphql: CreatePagesArgs['graphql']): Promise<{ routes: RouteDefinition[]; videoUrls: string[] }> {
  const result = await graphql<HostData>(`
    query HostData {
      allRoute(sort: { order: ASC }) {
        nodes {
          routeId
          path
          section
          template
          noindex
          param {
            name
            multiSegment
            pattern
            allowed
          }
        }
      }
      allVideo {
        nodes {
          embedUrl
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`The host files' query failed: ${JSON.stringify(result.errors)}`);
  return {
    routes: result.data.allRoute.nodes.map(({ routeId, param, ...route }) => ({ ...route, id: routeId, ...(param ? { param } : {}) })),
    videoUrls: result.data.allVideo.nodes.map((video) => video.embedUrl),
  };
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  applyBuildEnvFile();
  const locales = localesToBuild();
  const scriptHashes = inlineScriptHashesOf(publicDir, path.resolve('.cache', 'post-build', 'inline-scripts.json'));
  const sourceMaps = unpublishSourceMaps(publicDir, process.env.SOURCE_MAPS === 'keep' ? sourceMapsDir : null);
  const { routes, videoUrls } = await hostData(graphql);
  const settings = headerSettings(process.env, scriptHashes, videoUrls);
  const sitemaps = locales
    .map((locale) => `${sitemapOutput(locale.code)}/sitemap-0.xml`)
    .filter((file) => existsSync(path.join(publicDir, file)));
  writeFileSync(path.join(publicDir, 'sitemap-index.xml'), sitemapIndexXml(sitemaps.map(absoluteUrl)));
  writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(settings.production));
  const readers = await writeMachineReaderFiles(graphql, { publicDir, cacheDir: path.resolve('.cache', 'machine-readers'), locales });
  mkdirSync(path.join(publicDir, 'builds'), { recursive: true });
  writeFileSync(
    path.join(publicDir, 'builds', 'latest.json'),
    `${JSON.stringify(buildManifest(buildId, settings.thirdParty.recaptchaSiteKey !== undefined, new Date(buildTime), scriptsVersion(publicDir)))}\n`,
  );
  const host = writeHostFiles(publicDir, settings, locales, routes);
  reporter.info(`post-build: ${scriptHashes.length} inline script hashes in the CSP`);
  reporter.info(
    `post-build: machine readers: ${readers.derived.length} pages derived again (${readers.rehashed} read and unchanged, ${readers.unchanged} not read), ` +
      `${readers.removed.length} copies removed; llms-full.txt of ${readers.llmsFull.length} prefixes, ${readers.searchIndexes.length} search indexes, ${readers.llms.length} llms.txt`,
  );
  mkdirSync(path.join(publicDir, '.well-known'), { recursive: true });
  const language = findPublishedLocale(defaultLocale)?.hreflang ?? defaultLocale;
  writeFileSync(path.join(publicDir, SECURITY_TXT_PATH), securityTxt(site, language, absoluteUrl(SECURITY_TXT_PATH), new Date(buildTime)));
  reporter.info(
    `post-build: ${settings.production ? 'production' : 'not production (robots.txt Disallow: /, X-Robots-Tag: noindex)'}; ` +
      `${host.rules} host rules in _redirects, _headers, ${path.relative(process.cwd(), host.nginxFile)}; ` +
      `${sourceMaps} source maps ${process.env.SOURCE_MAPS === 'keep' ? 'moved to source-maps/' : 'removed'}`,
  );
  reporter.info(
    `post-build: sitemap-index.xml (${sitemaps.length} sitemaps), robots.txt, ${SECURITY_TXT_PATH}, builds/latest.json (${buildId})`,
  );
};
