import oldUrls from '../data/old-urls.json';
import { defaultLocale, localesToBuild, publishedLocales } from '../src/lib/locales';
import { fillParam, matchRoute } from '../src/lib/routes';
import { THIRD_PARTY_HOSTS, thirdPartyScripts, type ThirdPartySettings } from '../src/lib/third-party';
import { routePages } from './create-pages';
import { layerRoutes } from '../tests/site-nodes';
import { siteRoutes } from './site-routes';
import {
  cacheRules,
  clientOnlyRewrites,
  clientOnlyRoutes,
  contentSecurityPolicy,
  headersFile,
  IMMUTABLE,
  inlineScriptHashes,
  nginxConfig,
  nginxPattern,
  notFoundPageDataRules,
  notFoundRules,
  oldUrlRedirects,
  redirectsFile,
  REVALIDATE,
  scriptHash,
  securityHeaders,
  type HeaderSettings,
  type HostRule,
} from './host-rules';

const clientOnly = clientOnlyRoutes(layerRoutes());
const rewrites = clientOnlyRewrites(clientOnly, publishedLocales);
const notFound = notFoundRules(publishedLocales);

/** The first rule whose pattern fits a path, as hosts pick (nginx regexes are tried in this order too). */
const firstRule = (rules: readonly HostRule[], path: string) => rules.find((rule) => new RegExp(nginxPattern(rule.from)).test(path));

/** A value the route's own rules accept, for a URL of the route. */
const sampleValue = (id: string) => (id.endsWith('article') || id === 'analysis-market-news-detail' ? 'some/item-1' : 'item-1');

describe('client-only rewrites', () => {
  it('cover every client-only route in every prefix, each URL going to its own route’s shell', () => {
    expect(clientOnly.length).toBeGreaterThan(0);
    for (const locale of publishedLocales) {
      for (const route of clientOnly) {
        const inner = fillParam(route.path, sampleValue(route.id));
        expect(matchRoute(route, inner)).not.toBeNull();
        const rule = firstRule(rewrites, `/${locale.code}/${inner}/`);
        expect(rule?.to).toBe(`${routePages(route, locale).path}index.html`);
        expect(rule?.status).toBe(200);
      }
    }
    expect(rewrites).toHaveLength(clientOnly.length * publishedLocales.length);
  });

  it('give a route with listed values (built pages) no rewrite: another value is an unknown URL', () => {
    const listed = layerRoutes().filter((route) => route.param?.allowed);
    expect(listed.length).toBeGreaterThan(0);
    for (const route of listed) expect(rewrites.some((rule) => rule.to.includes(route.path.split('{')[0] + '['))).toBe(false);
    expect(firstRule(rewrites, '/en/trading/trading-unknown/')).toBeUndefined();
  });

  it('are written only for the prefixes being built', () => {
    const built = localesToBuild('ar');
    const prefixes = new Set(clientOnlyRewrites(clientOnly, built).map((rule) => rule.from.split('/')[1]));
    expect([...prefixes].sort()).toEqual(['ar', defaultLocale].sort());
  });
});

describe('unknown URLs', () => {
  it('under a prefix get that prefix’s 404 page, elsewhere the root 404 page, all with status 404', () => {
    expect(firstRule(notFound, '/zh-hans/no/such/page/')).toEqual({ from: '/zh-hans/*', to: '/zh-hans/404/index.html', status: 404 });
    expect(firstRule(notFound, '/en/no/such/page/')?.to).toBe('/404/index.html');
    expect(firstRule(notFound, '/no/such/page/')).toEqual({ from: '/*', to: '/404.html', status: 404 });
    expect(notFound).toHaveLength(publishedLocales.length + 1);
  });

  it('get their prefix’s 404 page data, answering every path under the prefix', () => {
    const [english] = notFoundPageDataRules(publishedLocales);
    expect(english).toEqual({ from: '/page-data/en/*', to: '/page-data/404/unknown-path.json', status: 200 });
  });
});

describe('old URLs', () => {
  const redirects = oldUrlRedirects(oldUrls.oldUrls, siteRoutes, publishedLocales);

  it('are moved permanently to the page that replaced them, at the root to English and under each prefix to that prefix', () => {
    expect(redirects).toHaveLength(oldUrls.oldUrls.length * (publishedLocales.length + 1));
    expect(redirects).toContainEqual({ from: '/forex-trading.html', to: '/en/trading/forex/', status: 301 });
    expect(redirects).toContainEqual({ from: '/zh-hans/company/contact.html', to: '/zh-hans/about/contact-us/', status: 301 });
  });

  it('point only at pages the build creates', () => {
    const pages = new Set(
      publishedLocales.flatMap((locale) => siteRoutes.filter((route) => !route.param).map((route) => routePages(route, locale).path)),
    );
    expect(redirects.filter((rule) => !pages.has(rule.to))).toEqual([]);
  });

  it('refuse an entry naming a route that has no page of its own', () => {
    expect(() => oldUrlRedirects([{ from: '/x.html', to: 'analysis-market-news-detail' }], siteRoutes, publishedLocales)).toThrow(
      /not a static route/,
    );
    expect(() => oldUrlRedirects([{ from: '/x.html', to: 'no-such-route' }], siteRoutes, publishedLocales)).toThrow(/not a static route/);
  });
});

describe('rule files', () => {
  it('_redirects lists one rule a line: from, to, status', () => {
    expect(
      redirectsFile([
        { from: '/a.html', to: '/en/a/', status: 301 },
        { from: '/en/*', to: '/404/index.html', status: 404 },
      ]),
    ).toBe('/a.html  /en/a/  301\n/en/*  /404/index.html  404\n');
  });

  it('nginx patterns: `*` is the rest of the path, `:name` one segment, the rest literal', () => {
    expect(nginxPattern('/en/analysis/market-news/*')).toBe('^/en/analysis/market-news/.*');
    const oneSegment = new RegExp(nginxPattern('/zh-hans/academy/:id'));
    expect(oneSegment.test('/zh-hans/academy/register-x/')).toBe(true);
    expect(oneSegment.test('/zh-hans/academy/a/b/')).toBe(false);
    expect(new RegExp(nginxPattern('/en-mo/*')).test('/en/x')).toBe(false);
  });
});

const allThirdParties: ThirdPartySettings = {
  gtmId: 'GTM-ABC123',
  recaptchaSiteKey: 'site-key-0123456789',
  zendeskKey: 'zendesk-key',
  translateWidget: true,
};
const settings = (overrides: Partial<HeaderSettings> = {}): HeaderSettings => ({
  production: true,
  cspReportOnly: false,
  thirdParty: {},
  frameOrigins: ['https://video.example'],
  formOrigins: ['https://portal.example'],
  scriptHashes: [scriptHash('window.a=1')],
  ...overrides,
});
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('Content-Security-Policy', () => {
  it('allows scripts from the site and its inline scripts by hash only: no unsafe-inline, no unsafe-eval', () => {
    const policy = contentSecurityPolicy(settings());
    expect(directive(policy, 'script-src')).toEqual(["'self'", scriptHash('window.a=1')]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-src')).toEqual(['https://video.example']);
  });

  it('names no third party whose setting is absent, and every script host of those present', () => {
    const bare = contentSecurityPolicy(settings());
    for (const host of THIRD_PARTY_HOSTS) expect(bare).not.toContain(host);
    const full = contentSecurityPolicy(settings({ thirdParty: allThirdParties }));
    for (const script of thirdPartyScripts(allThirdParties)) expect(directive(full, 'script-src')).toContain(new URL(script.src).origin);
  });

  it('lets forms lead to the site and the client portal only', () => {
    expect(directive(contentSecurityPolicy(settings()), 'form-action')).toEqual(["'self'", 'https://portal.example']);
  });

  it('lets the page call the API’s origin when it is another one', () => {
    expect(directive(contentSecurityPolicy(settings({ apiOrigin: 'https://api.example' })), 'connect-src')).toEqual([
      "'self'",
      'https://api.example',
    ]);
  });

  it('is sent report-only when asked, and a non-production build says noindex', () => {
    const names = (overrides: Partial<HeaderSettings>) => securityHeaders(settings(overrides)).map(([name]) => name);
    expect(names({ cspReportOnly: true })).toContain('Content-Security-Policy-Report-Only');
    expect(names({})).not.toContain('X-Robots-Tag');
    expect(securityHeaders(settings({ production: false }))).toContainEqual(['X-Robots-Tag', 'noindex']);
  });
});

describe('inline scripts', () => {
  it('hashes executable inline scripts, not JSON data blocks or scripts with a src', () => {
    const html =
      '<script>window.a=1</script><script type="application/ld+json">{"@type":"Thing"}</script>' +
      '<script type="application/json" id="x">{}</script><script src="/app.js" async></script><script type="module">m()</script>';
    expect(inlineScriptHashes(html)).toEqual([scriptHash('window.a=1'), scriptHash('m()')]);
  });
});

describe('cache rules', () => {
  const rules = cacheRules([
    { name: 'app-0123456789abcdef0123.js', directory: false },
    { name: 'styles.0123456789abcdef0123.css', directory: false },
    { name: 'static', directory: true },
    { name: 'strings', directory: true },
    { name: 'page-data', directory: true },
    { name: 'builds', directory: true },
    { name: 'en', directory: true },
    { name: 'robots.txt', directory: false },
    { name: 'sitemap-index.xml', directory: false },
    { name: '_redirects', directory: false },
  ]);
  const of = (path: string) => rules.find((rule) => rule.path === path)?.cacheControl;

  it('keeps content-hashed files a year and revalidates everything else', () => {
    expect(of('/app-0123456789abcdef0123.js')).toBe(IMMUTABLE);
    expect(of('/styles.0123456789abcdef0123.css')).toBe(IMMUTABLE);
    expect(of('/static/*')).toBe(IMMUTABLE);
    expect(of('/strings/*')).toBe(IMMUTABLE);
    for (const path of ['/page-data/*', '/builds/*', '/en/*', '/robots.txt', '/sitemap-index.xml', '/']) expect(of(path)).toBe(REVALIDATE);
    expect(of('/_redirects')).toBeUndefined();
  });

  it('_headers names each path once (hosts join the values of a header that several rules set)', () => {
    const file = headersFile(settings(), rules);
    const paths = file.split('\n').filter((line) => line.startsWith('/'));
    expect(new Set(paths).size).toBe(paths.length);
    expect(file).toContain('/*.md\n  Content-Type: text/markdown; charset=utf-8');
  });

  it('nginx sends the security headers in every location, on error answers too', () => {
    const config = nginxConfig(settings(), { oldUrls: [], clientOnly: rewrites.slice(0, 1), pageData: [], notFound });
    const locations = config.split('\nlocation ').length - 1;
    expect(config.match(/add_header X-Content-Type-Options "nosniff" always;/g)).toHaveLength(locations);
  });
});
