// Links gate: every internal link, image, script and stylesheet of every built page (all
// prefixes) resolves to a file in public/ or to a client-only route, every #fragment names an
// element of its page, and every hreflang set is complete and reciprocal. External links are
// listed, not fetched.
// Usage: node scripts/quality/links.mjs   (after a production build)
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { budget, builtPages, finish, printTable, publicDir, publicFiles, requireBuild, siteUrl } from './common.mjs';

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
    if (element === 'meta' && /^(og:image|twitter:image)$/.test(attributes.property ?? attributes.name ?? '')) {
      found.push([element, 'content', attributes.content, attributes]);
    }
  }
  return found;
}

const idsOf = (html) => new Set([...html.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => decodeEntities(id)));

/** Client-only pages answer every URL of their matchPath (`:param` one segment, `*` the rest). */
const clientRoutes = builtPages()
  .filter((page) => page.matchPath)
  .map((page) => {
    const pattern = page.matchPath
      .replace(/\/+$/, '')
      .split('/')
      .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return { page: page.path, pattern: new RegExp(`^${pattern}/?$`) };
  });

/** What an internal path names: a built file (with its HTML), a client-only page, or nothing. */
function resolvePath(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { error: 'malformed percent-encoding' };
  }
  const file = join(publicDir, decoded);
  if (existsSync(file) && statSync(file).isFile()) return { file };
  if (decoded.endsWith('/') && existsSync(join(file, 'index.html'))) return { file: join(file, 'index.html') };
  if (!decoded.endsWith('/') && existsSync(join(file, 'index.html'))) return { error: 'no trailing slash (the server redirects)' };
  const client = clientRoutes.find(({ pattern }) => pattern.test(decoded));
  if (client) return { clientOnly: client.page };
  return { error: 'no such file or page' };
}

const origin = new URL(siteUrl).origin;
const htmlFiles = publicFiles().filter((file) => file.endsWith('.html'));
const htmlCache = new Map();
const readHtml = (file) => {
  if (!htmlCache.has(file)) htmlCache.set(file, readFileSync(file, 'utf8'));
  return htmlCache.get(file);
};

const problems = [];
const external = new Map();
const counts = { pages: htmlFiles.length, internal: 0, images: 0, fragments: 0, clientOnly: 0, alternates: 0 };
const checkedTargets = new Set();
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
    const where = `${pagePath}: <${element} ${attribute}="${value}">`;
    if (element === 'img' || element === 'source' || /image/.test(attributes.property ?? attributes.name ?? '')) counts.images++;
    else counts.internal++;
    const target = url.pathname === pageUrl.pathname && value.startsWith('#') ? { file: join(publicDir, relativeFile) } : resolvePath(url.pathname);
    checkedTargets.add(url.pathname);
    if (target.error) {
      problems.push(`${where}: ${target.error}`);
      continue;
    }
    if (target.clientOnly) counts.clientOnly++;
    if (url.hash && target.file?.endsWith('.html')) {
      counts.fragments++;
      const id = decodeURIComponent(url.hash.slice(1));
      if (!idsOf(readHtml(target.file)).has(id)) problems.push(`${where}: no element with id "${id}"`);
    }
  }
  if (canonical && alternates.size) hreflangSets.set(canonical, { page: pagePath, alternates });
}

// hreflang: every page of a set lists itself and each of the others, and they list it back.
for (const [url, { page, alternates }] of hreflangSets) {
  if (![...alternates.values()].includes(url)) problems.push(`${page}: its hreflang set does not list the page itself (${url})`);
  for (const [hreflang, href] of alternates) {
    counts.alternates++;
    const target = hreflangSets.get(href);
    if (!target) problems.push(`${page}: hreflang ${hreflang} → ${href} has no hreflang set of its own (or is not its canonical URL)`);
    else if (hreflang !== 'x-default' && ![...target.alternates.values()].includes(url)) problems.push(`${page}: hreflang ${hreflang} → ${href} does not link back`);
  }
}

printTable(
  ['what', 'count'],
  [
    ['HTML pages scanned', counts.pages],
    ['internal links, scripts, stylesheets', counts.internal],
    ['  of which to client-only routes', counts.clientOnly],
    ['  of which with a #fragment', counts.fragments],
    ['images', counts.images],
    ['distinct internal targets', checkedTargets.size],
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
finish(gate, problems, `${counts.internal + counts.images} internal links and images, ${counts.alternates} hreflang links, 0 broken`);
