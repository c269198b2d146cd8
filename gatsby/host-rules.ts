/**
 * What a static host must do beyond serving files, generated from data/ after the build:
 * rewrite every client-only URL to its page's shell (200), answer an unknown URL under a prefix
 * with that prefix's 404 page (status 404), redirect the former site's pages (301), and send
 * the same security and cache headers on every target. One list of rules is written three
 * ways: `_redirects` and `_headers` (Netlify, Cloudflare Pages) and an nginx server
 * configuration for a self-hosted origin (docs/deploy.md).
 */
import { createHash } from 'node:crypto';
import { defaultLocale, localizedPath, type BuiltLocale } from '../src/lib/locales';
import { clientMatchPath, clientPagePath, type RouteDefinition } from '../src/lib/routes';
import { MAX_BODY_BYTES } from '../src/lib/server/limits';
import type { ThirdPartySettings } from '../src/lib/third-party';
import { unknownPathPageDataFile } from '../plugins/gatsby-plugin-internals-patches/built-files';

export interface HostRule {
  /** A URL path; `*` (the rest of the path) or `:name` (one segment), as Netlify writes them. */
  from: string;
  to: string;
  status: 200 | 301 | 404;
}

/** The routes with a client-only page: a parameter whose values the page declarations do not list. */
export const clientOnlyRoutes = (routes: readonly RouteDefinition[]): RouteDefinition[] =>
  routes.filter((route) => route.param && !route.param.allowed);

/** The page that answers an unknown URL under a prefix: the prefix's own 404 page. */
export const notFoundPagePath = (code: string): string => (code === defaultLocale ? '/404/' : localizedPath(code, '404'));

/** The fixed part of a match path (`analysis/market-news/*` → `analysis/market-news/`): longer is more specific. */
const fixedPart = (matchPath: string): string => matchPath.replace(/(:[a-z]+|\*)$/, '');

/**
 * Client-only URLs to their shells (the HTML of the client-only page), most specific first:
 * a host takes the first rule that fits, and `analysis/market-insight/article/*` must win over
 * `analysis/market-insight/*`. Files win over rules on every target, so built pages below a
 * catch-all (prebuilt articles, the list page) are served as they are.
 */
export function clientOnlyRewrites(routes: readonly RouteDefinition[], locales: readonly BuiltLocale[]): HostRule[] {
  const ranked = [...routes].sort((a, b) => fixedPart(clientMatchPath(b)).length - fixedPart(clientMatchPath(a)).length);
  return locales.flatMap((locale) =>
    ranked.map((route) => ({
      from: `/${locale.code}/${clientMatchPath(route)}`,
      to: `${localizedPath(locale.code, clientPagePath(route))}index.html`,
      status: 200 as const,
    })),
  );
}

/** Every other unknown URL under a prefix: that prefix's 404 page, status 404; the rest: the root 404. */
export const notFoundRules = (locales: readonly BuiltLocale[]): HostRule[] => [
  ...locales.map((locale) => ({ from: `/${locale.code}/*`, to: `${notFoundPagePath(locale.code)}index.html`, status: 404 as const })),
  { from: '/*', to: '/404.html', status: 404 },
];

/**
 * The page data of an unknown URL under a prefix: the copy of that prefix's 404 page data that
 * answers every path under it (plugins/gatsby-plugin-internals-patches, unknownPathPageData, says why).
 */
export const notFoundPageDataRules = (locales: readonly BuiltLocale[]): HostRule[] =>
  locales.map((locale) => ({
    from: `/page-data/${locale.code}/*`,
    to: unknownPathPageDataFile(notFoundPagePath(locale.code)),
    status: 200 as const,
  }));

export interface OldUrl {
  from: string;
  to: string;
}

/**
 * The former site's pages (data/old-urls.json): each answered with 301 to the route that
 * replaced it, at the root (to the default locale's page) and under every prefix (to that
 * prefix's page). An entry naming a route without a built page of its own throws.
 */
export function oldUrlRedirects(
  oldUrls: readonly OldUrl[],
  routes: readonly RouteDefinition[],
  locales: readonly BuiltLocale[],
): HostRule[] {
  return oldUrls.flatMap(({ from, to }) => {
    const route = routes.find((entry) => entry.id === to);
    if (!route || route.param) throw new Error(`data/old-urls.json: ${from} names "${to}", which is not a static route`);
    return [
      { from, to: localizedPath(defaultLocale, route.path), status: 301 as const },
      ...locales.map((locale) => ({ from: `/${locale.code}${from}`, to: localizedPath(locale.code, route.path), status: 301 as const })),
    ];
  });
}

/** All rules in the order a host must try them. */
export const hostRules = (parts: {
  oldUrls: HostRule[];
  clientOnly: HostRule[];
  pageData: HostRule[];
  notFound: HostRule[];
}): HostRule[] => [...parts.oldUrls, ...parts.clientOnly, ...parts.pageData, ...parts.notFound];

/** `_redirects`, one rule a line, as Netlify and Cloudflare Pages read it. */
export const redirectsFile = (rules: readonly HostRule[]): string =>
  `${rules.map(({ from, to, status }) => `${from}  ${to}  ${status}`).join('\n')}\n`;

// ---------------------------------------------------------------------------------------------
// Headers

export interface HeaderSettings {
  /** SITE_ENV=production: indexable; any other build says noindex (robots.txt and a header). */
  production: boolean;
  /** CSP_REPORT_ONLY=true: the policy is sent as Content-Security-Policy-Report-Only. */
  cspReportOnly: boolean;
  /** GATSBY_API_URL's origin, when the API lives elsewhere. */
  apiOrigin?: string;
  thirdParty: ThirdPartySettings;
  /** Origins of the videos the analysis pages embed (data/content/videos.json). */
  frameOrigins: string[];
  /** Origins besides the site's own that its forms may lead to: the client portal (the header's sign-up without JavaScript). */
  formOrigins: string[];
  /** sha256 sources of every inline script in the built HTML. */
  scriptHashes: string[];
}

type Directive = 'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'frame-src' | 'font-src';
type Sources = Partial<Record<Directive, string[]>>;

/**
 * What each third-party script loads besides itself (the vendors' published CSP lists), allowed
 * only when its setting is present in the build.
 */
const thirdPartySources: Record<keyof ThirdPartySettings, Sources> = {
  gtmId: {
    'script-src': ['https://www.googletagmanager.com'],
    'img-src': ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
    'connect-src': [
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
  },
  recaptchaSiteKey: {
    'script-src': ['https://www.google.com', 'https://www.gstatic.com'],
    'frame-src': ['https://www.google.com'],
    'connect-src': ['https://www.google.com'],
  },
  zendeskKey: {
    'script-src': ['https://static.zdassets.com'],
    'connect-src': ['https://*.zendesk.com', 'wss://*.zendesk.com', 'https://*.zdassets.com'],
    'img-src': ['https://*.zendesk.com', 'https://*.zdassets.com'],
    'font-src': ['https://*.zdassets.com'],
  },
  translateWidget: {
    'script-src': ['https://translate.google.com', 'https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
    'style-src': ['https://translate.googleapis.com', 'https://www.gstatic.com'],
    'img-src': ['https://translate.google.com', 'https://translate.googleapis.com', 'https://www.gstatic.com', 'https://www.google.com'],
    'connect-src': ['https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
  },
};

/** sha256 source of an inline script's text, as CSP compares it. */
export const scriptHash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const dataBlock = /type\s*=\s*["']?application\/(ld\+)?json/i;

/** The CSP hashes of the inline scripts of one HTML file (JSON data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(attributes) || dataBlock.test(attributes) || !text) continue;
    hashes.push(scriptHash(text));
  }
  return hashes;
}

export function contentSecurityPolicy(settings: HeaderSettings): string {
  const sources: Record<Directive, Set<string>> = {
    'script-src': new Set(["'self'", ...settings.scriptHashes]),
    // Styles: the build inlines its CSS and React writes style attributes (image placeholders).
    'style-src': new Set(["'self'", "'unsafe-inline'"]),
    'img-src': new Set(["'self'", 'data:']),
    'font-src': new Set(["'self'", 'data:']),
    'connect-src': new Set(["'self'", ...(settings.apiOrigin ? [settings.apiOrigin] : [])]),
    'frame-src': new Set(settings.frameOrigins),
  };
  for (const [setting, extra] of Object.entries(thirdPartySources) as [keyof ThirdPartySettings, Sources][]) {
    if (!settings.thirdParty[setting]) continue;
    for (const [directive, values] of Object.entries(extra) as [Directive, string[]][])
      values.forEach((value) => sources[directive].add(value));
  }
  const list = (directive: Directive) => [...sources[directive]].join(' ') || "'none'";
  return [
    "default-src 'self'",
    ...(Object.keys(sources) as Directive[]).map((directive) => `${directive} ${list(directive)}`),
    // Intl's warm-up and the emoji test run in data: workers (src/lib/script-worker.ts).
    "worker-src 'self' data:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ['form-action', "'self'", ...settings.formOrigins].join(' '),
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Browser features: the embedded video player asks for autoplay, fullscreen, picture-in-picture
 * and encrypted media for its own origin; nothing else is used by the site or its third parties.
 */
export function permissionsPolicy(frameOrigins: readonly string[]): string {
  const player = ['self', ...frameOrigins.map((origin) => `"${origin}"`)].join(' ');
  const used = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'].map((feature) => `${feature}=(${player})`);
  const unused = [
    'accelerometer',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'usb',
  ].map((feature) => `${feature}=()`);
  return [...used, ...unused].join(', ');
}

/** The headers every answer carries, on every target. */
export function securityHeaders(settings: HeaderSettings): [string, string][] {
  return [
    [settings.cspReportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy', contentSecurityPolicy(settings)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', permissionsPolicy(settings.frameOrigins)],
    ...(settings.production ? [] : ([['X-Robots-Tag', 'noindex']] as [string, string][])),
  ];
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Webpack's content-hashed scripts and styles at the root (`app-0f3…9c.js`, `styles.9a6…b4.css`). */
export const hashedAsset = /^[^/]+[.-][0-9a-f]{20}\.(js|css)$/;

/** Folders at the root of public/ whose files are named by their content. */
const hashedDirectories = new Set(['static', 'strings']);

/**
 * Cache rules for the entries at the root of public/: `static/` (Gatsby's files named by their
 * hash), `strings/` (the shared strings, named by their content: gatsby/shared-strings.ts) and
 * the hashed scripts and styles are kept a year; everything else (HTML, page-data,
 * app-data.json, builds/latest.json, sitemaps, robots.txt, llms.txt, search indexes) is
 * revalidated on every request. Paths never overlap: hosts join the values of a header that
 * several matching rules set.
 */
export function cacheRules(rootEntries: readonly { name: string; directory: boolean }[]): { path: string; cacheControl: string }[] {
  return rootEntries
    .filter(({ name }) => !name.endsWith('.map') && !name.startsWith('_'))
    .map(({ name, directory }) => ({
      path: directory ? `/${name}/*` : `/${name}`,
      cacheControl: (directory && hashedDirectories.has(name)) || (!directory && hashedAsset.test(name)) ? IMMUTABLE : REVALIDATE,
    }))
    .concat([
      { path: '/', cacheControl: REVALIDATE },
      { path: '/_gatsby/*', cacheControl: REVALIDATE },
    ]);
}

export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';

/** `_headers` as Netlify and Cloudflare Pages read it. */
export function headersFile(settings: HeaderSettings, cache: ReturnType<typeof cacheRules>): string {
  const block = (path: string, headers: [string, string][]) =>
    `${path}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}`;
  return `${[
    block('/*', securityHeaders(settings)),
    ...cache.map(({ path, cacheControl }) => block(path, [['Cache-Control', cacheControl]])),
    block('/*.md', [['Content-Type', MARKDOWN_TYPE]]),
  ].join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// nginx

const quote = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** A rule's path pattern as an nginx regular expression: `*` the rest, `:name` one segment. */
export const nginxPattern = (from: string): string =>
  `^${from
    .split(/(\*|:[a-z]+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+/?$' : part.replace(/[.[\]()+?^$|{}\\]/g, '\\$&')))
    .join('')}`;

function headerLines(settings: HeaderSettings, cacheControl: string | null, indent = '    '): string[] {
  const headers = [...securityHeaders(settings), ...(cacheControl ? ([['Cache-Control', cacheControl]] as [string, string][]) : [])];
  // `always`: 404 pages carry them too. A location with add_header inherits none, so each lists all.
  return headers.map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`);
}

/**
 * nginx's own answers under /api/ (a body over the API's limit, a request limit reached, no API
 * process reachable or none answering in time), in the API's envelope and the visitor's
 * language: the texts and `$api_locale` come from the http-level rules written where the API
 * runs (scripts/nginx-api-rules.cjs), which must be included too, or nginx refuses the
 * configuration (unknown variable).
 */
export const API_ERROR_PAGES = [
  { status: 413, codes: [413], message: '$api_message_413' },
  { status: 429, codes: [429], message: '$api_message_429', headers: [['Retry-After', '$api_retry_after']] },
  { status: 502, codes: [502, 503], message: '$api_message_502' },
  { status: 504, codes: [504], message: '$api_message_504' },
] as const;

/**
 * The server-level rules for nginx: include it in a `server` block whose `root` is the build's
 * public/ folder and whose http block defines an upstream `embedded_api` (the API's processes)
 * and includes the API's http-level rules (scripts/nginx-api-rules.cjs); scripts/serve-nginx.mjs
 * and docs/deploy.md show both.
 */
export function nginxConfig(
  settings: HeaderSettings,
  rules: { oldUrls: HostRule[]; clientOnly: HostRule[]; pageData: HostRule[]; notFound: HostRule[] },
): string {
  const location = (match: string, body: string[], cacheControl: string | null = REVALIDATE) =>
    [`location ${match} {`, ...body.map((line) => `    ${line}`), ...headerLines(settings, cacheControl), '}'].join('\n');
  const notFoundOf = new Map(rules.notFound.map((rule) => [rule.from.replace(/\*$/, ''), rule.to]));
  const rootNotFound = notFoundOf.get('/') as string;
  const notFoundFor = (path: string) =>
    [...notFoundOf.entries()].find(([prefix]) => prefix !== '/' && path.startsWith(prefix))?.[1] ?? rootNotFound;

  return [
    '# Generated by gatsby/host-rules.ts after every build, from data/: do not edit.',
    'index index.html;',
    'charset utf-8;',
    'absolute_redirect off;',
    'server_tokens off;',
    'gzip on;',
    'gzip_vary on;',
    'gzip_types text/css text/plain text/markdown text/xml application/javascript application/json application/xml image/svg+xml text/calendar;',
    '',
    '# The embedded API (scripts/serve-api.mjs), which answers its own cache headers. A request',
    "# keeps nginx's id as its own (the API's log and an error's requestId name it).",
    location(
      '^~ /api/',
      [
        'proxy_pass http://embedded_api;',
        'proxy_http_version 1.1;',
        'proxy_set_header Connection "";',
        'proxy_set_header Host $host;',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
        'proxy_set_header X-Request-Id $request_id;',
        'proxy_connect_timeout 5s;',
        `client_max_body_size ${MAX_BODY_BYTES / 1024}k;`,
        ...API_ERROR_PAGES.map(({ status, codes }) => `error_page ${codes.join(' ')} = @api_${status};`),
      ],
      null,
    ),
    ...API_ERROR_PAGES.map(({ status, message, ...page }) =>
      [
        `location @api_${status} {`,
        '    default_type application/json;',
        ...headerLines(settings, 'no-store'),
        '    add_header X-Request-Id $request_id always;',
        ...('headers' in page ? page.headers.map(([name, value]) => `    add_header ${name} ${value} always;`) : []),
        `    return ${status} '{"status":${status},"data":{"message":"${message}","requestId":"$request_id"}}';`,
        '}',
      ].join('\n'),
    ),
    '',
    '# Pages of the former website (data/old-urls.json).',
    ...rules.oldUrls.map((rule) => `location = ${quote(rule.from)} { return ${rule.status} ${quote(rule.to)}; }`),
    '',
    location('^~ /static/', ['try_files $uri =404;'], IMMUTABLE),
    location(`~ ${quote(hashedAsset.source.replace('^', '^/'))}`, ['try_files $uri =404;'], IMMUTABLE),
    location('~ "\\.md$"', ['types { }', `default_type ${quote(MARKDOWN_TYPE)};`, 'try_files $uri =404;']),
    '',
    '# Client-only routes: their shell, status 200; files (built pages below them) first.',
    ...rules.clientOnly.map((rule) =>
      location(`~ ${quote(nginxPattern(rule.from))}`, [
        `try_files $uri $uri/ ${quote(rule.to)};`,
        `error_page 404 ${notFoundFor(rule.from)};`,
      ]),
    ),
    '',
    "# Page data of an unknown URL under a prefix: the prefix's 404 page data (see host-rules.ts).",
    ...rules.pageData.map((rule) => location(rule.from.replace(/\*$/, ''), [`try_files $uri ${quote(rule.to)};`])),
    '',
    "# Unknown URLs: the prefix's 404 page, status 404.",
    ...rules.notFound.map((rule) => location(rule.from.replace(/\*$/, ''), ['try_files $uri $uri/ =404;', `error_page 404 ${rule.to};`])),
    '',
  ].join('\n');
}
