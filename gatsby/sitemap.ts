/**
 * Sitemaps: gatsby-plugin-sitemap once per locale (sitemaps/{code}/sitemap-0.xml, with
 * xhtml:link alternates), and post-build.ts writes the root sitemap-index.xml over them.
 * Catch-all and noindex routes stay out; the prebuilt pages of catch-all routes (analysis
 * items known at build time) are in.
 */
import type { PluginRef } from 'gatsby';
import { localesToBuild, type BuiltLocale } from '../src/lib/locales';
import { alternateLinks } from '../src/lib/seo';
import { siteUrl } from '../src/lib/site';
import type { PageContext } from '../src/lib/page-context';

interface SitemapQuery {
  allSitePage: { nodes: { path: string; pageContext: PageContext }[] };
  allRoute: { nodes: { routeId: string; path: string; noindex: boolean; param: { name: string } | null }[] };
}

export const sitemapOutput = (code: string): string => `/sitemaps/${code}`;

function sitemapPlugin(locale: BuiltLocale, built: BuiltLocale[]): PluginRef {
  return {
    resolve: 'gatsby-plugin-sitemap',
    options: {
      output: sitemapOutput(locale.code),
      createLinkInHead: false,
      entryLimit: 45000,
      query: `{
        allSitePage { nodes { path pageContext } }
        allRoute { nodes { routeId path noindex param { name } } }
      }`,
      resolveSiteUrl: () => siteUrl,
      resolvePages: ({ allSitePage, allRoute }: SitemapQuery) => {
        const indexable = new Map(
          allRoute.nodes.filter((route) => !route.noindex && !route.param).map((route) => [route.routeId, route.path]),
        );
        return allSitePage.nodes.flatMap(({ path, pageContext }) => {
          // A prebuilt page of a catch-all route is indexed at its own path.
          const routePath = pageContext?.withItem
            ? pageContext.i18n.originalPath.replace(/^\/+|\/+$/g, '')
            : indexable.get(pageContext?.routeId);
          return pageContext?.locale === locale.code && routePath !== undefined ? [{ path, routePath }] : [];
        });
      },
      serialize: ({ path, routePath }: { path: string; routePath: string }) => ({
        url: path,
        links: alternateLinks(routePath, built).map(({ hreflang, href }) => ({ lang: hreflang, url: href })),
      }),
    },
  };
}

export const sitemapPlugins = (): PluginRef[] => {
  const built = localesToBuild();
  return built.map((locale) => sitemapPlugin(locale, built));
};
