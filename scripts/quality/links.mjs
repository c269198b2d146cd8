// Links gate: every internal link, image, script and stylesheet of every built page (all
// prefixes) resolves to a file in public/, to a client-only route or (a preloaded request) to a
// function of the embedded API, every #fragment names an
// element of its page, and every hreflang set is complete and reciprocal; the same for every link
// of the files for machine readers (the pages' Markdown copies, llms.txt, llms-full.txt). External
// links are listed, not fetched.
// With --nginx, every distinct internal path found is also asked of the build served as a static
// host serves it (npm run serve:nginx, started here): each must answer 200, a redirect-free page.
// Usage: node scripts/quality/links.mjs [--nginx]   (after a production build)
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  budget,
  builtPages,
  finish,
  importTypeScript,
  printTable,
  publicDir,
  publicFiles,
  requireBuild,
  root,
  siteUrl,
} from './common.mjs';

const gate = 'Links';
requireBuild(gate);

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decodeEntities = (text) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name) => entities[name]);

/** The URL-bearing attributes of every tag in a page: [tag, attribute, value]. */
function references(html) {
  const found = [];
  for (const [tag, name] of html.matchAll(/<([a-zA-Z]+)\b[^>]*>/g)) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/\s([a-zA-Z:-]+)="([^"]*)"/g)].map(([, key, value]) => [key.toLowerCase(), decodeEntities(value)]),
    );
    const element = name.toLowerCase();
    for (const attribute of ['href', 'src', 'poster']) {
      if (attributes[attribute] !== undefined) found.push([element, attribute, attributes[attribute], attributes]);
    }
    for (const attribute of ['srcset', 'imagesrcset']) {
      for (const candidate of attributes[attribute]?.split(',') ?? []) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) found.push([element, attribute, url, attributes]);
      }
    }
    // The page's own scripts, loaded after its first frame (plugins/gatsby-plugin-internals-patches/scripts-after-first-frame.ts).
    for (const url of attributes[SCRIPTS_ATTRIBUTE]?.split(' ') ?? []) found.push([element, SCRIPTS_ATTRIBUTE, url, attributes]);
    if (element === 'meta' && /^(og:image|twitter:image)$/.test(attributes.property ?? attributes.name ?? '')) {
      found.push([element, 'content', attributes.content, attributes]);
    }
  }
  return found;
}

const idsOf = (html) => new Set([...html.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => decodeEntities(id)));

const { matchRoute } = await importTypeScript('src/lib/routes.ts');
const { SCRIPTS_ATTRIBUTE } = await importTypeScript('plugins/gatsby-plugin-internals-patches/scripts-after-first-frame.ts');

/** Reach router's ranking, by which Gatsby picks among matchPaths: static > :param > *. */
const rank = (matchPath) =>
  matchPath
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score + (segment === '*' ? -5 : segment.startsWith(':') ? 6 : 7), 0);

/**
 * Client-only pages answer every URL of their matchPath (`:param` one segment, `*` the
 * rest); the page then checks the URL against its route and shows the 404 page if it fails.
 */
const clientRoutes = builtPages()
  .filter((page) => page.matchPath)
  .map((page) => {
    const pattern = page.matchPath
      .replace(/\/+$/, '')
      .split('/')
      .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return {
      page: page.path,
      route: page.route,
      locale: page.context.locale,
      pattern: new RegExp(`^${pattern}/?$`),
      rank: rank(page.matchPath),
    };
  });

/** The Gatsby Function that answers an /api/ path (src/api/{path}.ts or {path}/index.ts), if any. */
const apiFunction = (decoded) =>
  [`${decoded}.ts`, `${decoded}/index.ts`].map((name) => join(root, 'src', name)).find((file) => existsSync(file));

/** What an internal path names: a built file (with its HTML), a client-only page, an API function, or nothing. */
function resolveUncached(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { error: 'malformed percent-encoding' };
  }
  if (decoded.startsWith('/api/')) {
    return apiFunction(decoded.replace(/\/+$/, '')) ? { api: decoded } : { error: 'no function of the embedded API (src/api/) answers it' };
  }
  const file = join(publicDir, decoded);
  if (existsSync(file) && statSync(file).isFile()) return { file };
  if (decoded.endsWith('/') && existsSync(join(file, 'index.html'))) return { file: join(file, 'index.html') };
  if (!decoded.endsWith('/') && existsSync(join(file, 'index.html'))) return { error: 'no trailing slash (the server redirects)' };
  const [client] = clientRoutes.filter(({ pattern }) => pattern.test(decoded)).sort((a, b) => b.rank - a.rank);
  if (!client) return { error: 'no such file or page' };
  const inner = urlPath.slice(`/${client.locale}/`.length);
  if (!matchRoute(client.route, inner))
    return { error: `${client.page} shows its 404 page for it (the route ${client.route.path} rejects it)` };
  return { clientOnly: client.page };
}

const resolved = new Map();
/** The query string a page first asks each /api/ path with. */
const apiQueries = new Map();
const resolvePath = (urlPath) => {
  if (!resolved.has(urlPath)) resolved.set(urlPath, resolveUncached(urlPath));
  return resolved.get(urlPath);
};

const origin = new URL(siteUrl).origin;
const htmlFiles = publicFiles().filter((file) => file.endsWith('.html'));
const htmlCache = new Map();
const readHtml = (file) => {
  if (!htmlCache.has(file)) htmlCache.set(file, readFileSync(file, 'utf8'));
  return htmlCache.get(file);
};

/** Broken references, by what is wrong, with the pages that have them. */
const broken = new Map();
const report = (problem, page) => broken.set(problem, [...(broken.get(problem) ?? []), page]);
const external = new Map();
const counts = {
  pages: htmlFiles.length,
  internal: 0,
  images: 0,
  fragments: 0,
  clientOnly: 0,
  api: 0,
  alternates: 0,
  textFiles: 0,
  textLinks: 0,
};
/** canonical URL → { page, alternates: Map(hreflang → URL) } */
const hreflangSets = new Map();

for (const relativeFile of htmlFiles) {
  const pagePath = `/${relativeFile.replace(/(^|\/)index\.html$/, '$1')}`;
  const html = readHtml(join(publicDir, relativeFile));
  const pageUrl = new URL(pagePath, origin);
  let canonical = null;
  const alternates = new Map();

  for (const [element, attribute, value, attributes] of references(html)) {
    if (/^(mailto|tel|javascript|data):/i.test(value)) continue;
    const url = new URL(value, pageUrl);
    if (element === 'link' && attributes.rel === 'canonical') canonical = url.href;
    if (element === 'link' && attributes.rel === 'alternate' && attributes.hreflang) alternates.set(attributes.hreflang, url.href);
    if (url.origin !== origin) {
      if (!external.has(url.href)) external.set(url.href, new Set());
      external.get(url.href).add(pagePath);
      continue;
    }
    const reference = `<${element} ${attribute}="${value}">`;
    if (element === 'img' || element === 'source' || /image/.test(attributes.property ?? attributes.name ?? '')) counts.images++;
    else counts.internal++;
    const target =
      url.pathname === pageUrl.pathname && value.startsWith('#') ? { file: join(publicDir, relativeFile) } : resolvePath(url.pathname);
    if (target.error) {
      report(`${reference}: ${target.error}`, pagePath);
      continue;
    }
    if (target.clientOnly) counts.clientOnly++;
    if (target.api) {
      counts.api++;
      // The API answers by its query (a webinar's .ics needs its id): nginx is asked with the first one a page uses.
      if (!apiQueries.has(url.pathname)) apiQueries.set(url.pathname, url.search);
    }
    if (url.hash && target.file?.endsWith('.html')) {
      counts.fragments++;
      const id = decodeURIComponent(url.hash.slice(1));
      if (!idsOf(readHtml(target.file)).has(id)) report(`${reference}: no element with id "${id}"`, pagePath);
    }
  }
  if (canonical && alternates.size) hreflangSets.set(canonical, { page: pagePath, alternates });
}

// The files for machine readers: their links are Markdown's [text](absolute URL).
const textFiles = publicFiles().filter((file) => file.endsWith('.md') || /(^|\/)llms(-full)?\.txt$/.test(file));
for (const relativeFile of textFiles) {
  const text = readFileSync(join(publicDir, relativeFile), 'utf8');
  counts.textFiles++;
  for (const [, value] of text.matchAll(/\]\((\S+?)\)/g)) {
    if (/^(mailto|tel):/i.test(value)) continue;
    const url = new URL(value, origin);
    if (url.origin !== origin) {
      if (!external.has(url.href)) external.set(url.href, new Set());
      external.get(url.href).add(`/${relativeFile}`);
      continue;
    }
    counts.textLinks++;
    const target = resolvePath(url.pathname);
    if (target.error) report(`[…](${value}): ${target.error}`, `/${relativeFile}`);
    else if (url.hash && target.file?.endsWith('.html') && !idsOf(readHtml(target.file)).has(decodeURIComponent(url.hash.slice(1)))) {
      report(`[…](${value}): no element with id "${url.hash.slice(1)}"`, `/${relativeFile}`);
    }
  }
}

// hreflang: every page of a set lists itself and each of the others, and they list it back.
for (const [url, { page, alternates }] of hreflangSets) {
  if (![...alternates.values()].includes(url)) report(`its hreflang set does not list the page itself (${url})`, page);
  for (const [hreflang, href] of alternates) {
    counts.alternates++;
    const target = hreflangSets.get(href);
    if (!target) report(`hreflang ${hreflang} → ${href} has no hreflang set of its own (or is not its canonical URL)`, page);
    else if (hreflang !== 'x-default' && ![...target.alternates.values()].includes(url))
      report(`hreflang ${hreflang} → ${href} does not link back`, page);
  }
}

printTable(
  ['what', 'count'],
  [
    ['HTML pages scanned', counts.pages],
    ['internal links, scripts, stylesheets', counts.internal],
    ['  of which to client-only routes', counts.clientOnly],
    ['  of which to the embedded API (preloads)', counts.api],
    ['  of which with a #fragment', counts.fragments],
    ['images', counts.images],
    ['Markdown copies and llms files scanned', counts.textFiles],
    ['  internal links in them', counts.textLinks],
    ['distinct internal paths resolved', resolved.size],
    ['pages with an hreflang set', hreflangSets.size],
    ['hreflang alternate links', counts.alternates],
    ['external URLs (listed, not fetched)', external.size],
  ],
);

const shown = budget.links.externalListed;
console.log(`\nExternal URLs (pages linking to each)${external.size > shown ? `, first ${shown} of ${external.size}` : ''}:`);
for (const [url, pages] of [...external].sort(([a], [b]) => a.localeCompare(b)).slice(0, shown)) {
  console.log(`  ${String(pages.size).padStart(5)}  ${url}`);
}
if (process.argv.includes('--nginx')) await checkOverHttp();

/**
 * Asks nginx (with the generated rules) for every internal path the pages reference and that
 * resolved above: files, client-only URLs (their shells) and the API's preloaded requests.
 */
async function checkOverHttp() {
  const { startNginx } = await import('../serve-nginx.mjs');
  const server = await startNginx({ quiet: true });
  const paths = [...resolved].filter(([, target]) => !target.error).map(([path]) => path);
  let next = 0;
  const statuses = new Map();
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      const api = path.startsWith('/api/');
      const response = await fetch(`${server.url}${path}${api ? (apiQueries.get(path) ?? '') : ''}`, {
        method: api ? 'GET' : 'HEAD',
        redirect: 'manual',
      });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status !== 200) report(`${path}: nginx answered ${response.status}`, 'nginx');
    }
  };
  try {
    await Promise.all(Array.from({ length: 16 }, worker));
  } finally {
    await server.stop();
  }
  console.log(`
nginx (${server.url}): ${paths.length} internal paths asked; statuses ${[...statuses].map(([status, count]) => `${status} × ${count}`).join(', ')}`);
}

const problems = [...broken].map(
  ([problem, pages]) =>
    `${problem} — on ${pages.length} page${pages.length === 1 ? '' : 's'}: ${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ', …' : ''}`,
);
finish(
  gate,
  problems,
  `${counts.internal + counts.images} internal links and images, ${counts.textLinks} in Markdown and llms files, ${counts.alternates} hreflang links, 0 broken`,
);
