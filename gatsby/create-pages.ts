/**
 * Creates every page: each static route once per built locale, `/` as the home page,
 * the client-only pages of the catch-all routes, and the 404 pages.
 */
import path from 'node:path';
import type { CreatePagesArgs, GatsbyNode } from 'gatsby';
import oldUrls from '../data/old-urls.json';
import { checkExampleQueries } from './graphql-examples';
import { oldUrlRedirects } from './host-rules';
import { defaultLocale, i18nLanguage, localesToBuild, localizedPath, translationSets, type BuiltLocale } from '../src/lib/locales';
import { clientMatchPath, clientPagePath, routeNamespaces, type RouteDefinition, type RouteTemplate } from '../src/lib/routes';
import type { PageContext } from '../src/lib/page-context';
import { bodyQueryVariables } from '../src/lib/route-bodies';
import { sharedStringsUrl, writeSharedStrings } from './shared-strings';
import { SHARED_NAMESPACES } from '../src/lib/shared-strings';
import { prebuiltPageParams } from './prebuilt-pages';

const templates = {
  route: path.resolve('src/templates/route.tsx'),
  dynamic: path.resolve('src/templates/dynamic.tsx'),
  notFound: path.resolve('src/templates/not-found.tsx'),
} as const;

/** The template file of each `template` a route names in data/routes.json. */
const routeTemplates: Record<RouteTemplate, string> = { home: templates.route, page: templates.route, dynamic: templates.dynamic };

export function pageContext(
  locale: BuiltLocale,
  routeId: string,
  /** The route's own namespaces (routeNamespaces): its section's and any extra it asks for; none for the 404 page. */
  ownNamespaces: readonly string[],
  pagePath: string,
  originalPath: string,
  /** The page body to show (data/pages/): the route id, or `routeId/param`. */
  pageId: string = routeId,
): PageContext {
  return {
    locale: locale.code,
    language: locale.translationSet,
    i18nLanguage: i18nLanguage(locale),
    routeId,
    pageId,
    // The shared namespaces come from the language's own file (i18n.sharedStrings).
    namespaces: ownNamespaces.filter((ns) => !(SHARED_NAMESPACES as readonly string[]).includes(ns)),
    i18n: {
      language: i18nLanguage(locale),
      languages: translationSets,
      defaultLanguage: defaultLocale,
      generateDefaultLanguagePage: true,
      routed: true,
      originalPath,
      path: pagePath,
      sharedStrings: sharedStringsUrl(locale),
    },
  };
}

/** The pages of one route in one locale (the root home page is added once, elsewhere). */
export function routePages(route: RouteDefinition, locale: BuiltLocale) {
  const component = routeTemplates[route.template];
  if (route.template === 'dynamic') {
    if (!route.param) throw new Error(`Route ${route.id} has the dynamic template but no param (data/routes.json)`);
    const pagePath = localizedPath(locale.code, clientPagePath(route));
    return {
      path: pagePath,
      matchPath: `/${locale.code}/${clientMatchPath(route)}`,
      component,
      context: { ...pageContext(locale, route.id, routeNamespaces(route), pagePath, `/${route.path}`), ...bodyQueryVariables(route.body) },
    };
  }
  if (route.param) throw new Error(`Route ${route.id} has a param but the ${route.template} template (data/routes.json)`);
  const pagePath = localizedPath(locale.code, route.path);
  return {
    path: pagePath,
    component,
    context: {
      ...pageContext(locale, route.id, routeNamespaces(route), pagePath, route.path ? `/${route.path}/` : '/'),
      ...bodyQueryVariables(route.body),
    },
  };
}

/**
 * Build benchmark only (npm run bench, scripts/quality/bench.mjs): BENCH_ARTICLES=N adds N
 * synthetic news articles per locale (analysis/market-news/bench-article-{n}/, rendered by the
 * route template like the news list page) to measure how build time grows with content.
 */
export function benchArticlePages(locale: BuiltLocale, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const routePath = `analysis/market-news/bench-article-${index + 1}`;
    const pagePath = localizedPath(locale.code, routePath);
    return {
      path: pagePath,
      component: templates.route,
      context: pageContext(locale, 'analysis-market-news', ['analysis'], pagePath, `/${routePath}/`),
    };
  });
}

interface RouteNode extends Omit<RouteDefinition, 'id' | 'namespaces' | 'body' | 'param'> {
  routeId: string;
  body: string | null;
  extraNamespaces: string[];
  param: (Required<RouteDefinition>['param'] & { allowed: string[] | null }) | null;
}

/** The routes and the pages of parameterised routes' allowed values, from the layer. */
async function querySitePages(graphql: CreatePagesArgs['graphql']) {
  const result = await graphql<{
    allRoute: { nodes: RouteNode[] };
    allPageBody: { nodes: { pageId: string; routeId: string; path: string }[] };
  }>(`
    query SitePages {
      allRoute(sort: { order: ASC }) {
        nodes {
          routeId
          path
          section
          template
          body
          noindex
          extraNamespaces
          param {
            name
            multiSegment
            pattern
            allowed
          }
        }
      }
      allPageBody(filter: { param: { ne: null } }) {
        nodes {
          pageId
          routeId
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`The site's pages query failed: ${JSON.stringify(result.errors)}`);
  const routes: RouteDefinition[] = result.data.allRoute.nodes.map(({ routeId, body, extraNamespaces, param, ...route }) => ({
    ...route,
    id: routeId,
    ...(body ? { body } : {}),
    ...(extraNamespaces.length ? { namespaces: extraNamespaces } : {}),
    ...(param ? { param } : {}),
  }));
  return { routes, paramPages: result.data.allPageBody.nodes };
}

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await createSitePages(args);
  args.reporter.info(await checkExampleQueries(args.graphql));
};

export async function createSitePages({ actions, graphql, reporter }: CreatePagesArgs): Promise<void> {
  const { createPage } = actions;
  const locales = localesToBuild();
  const english = locales.find((locale) => locale.code === defaultLocale);
  if (!english) throw new Error(`The default locale "${defaultLocale}" must be built`);
  writeSharedStrings(locales);
  const { routes, paramPages } = await querySitePages(graphql);

  const benchArticles = Number(process.env.BENCH_ARTICLES ?? 0);
  for (const locale of locales) {
    for (const route of routes) {
      // A parameterised route whose page declaration lists its values has a built page for
      // each (below) and no client-only page: any other value is an unknown URL, answered by
      // the 404 page with status 404, and no matchPath weighs on every page's JavaScript.
      if (route.param?.allowed) continue;
      createPage(routePages(route, locale));
    }
    for (const page of benchArticlePages(locale, benchArticles)) createPage(page);
    const notFoundPath = locale.code === defaultLocale ? '/404/' : localizedPath(locale.code, '404');
    createPage({
      path: notFoundPath,
      component: templates.notFound,
      context: pageContext(locale, 'not-found', [], notFoundPath, '/404/'),
    });
  }

  // The pages of a parameterised route's allowed values are built as static pages (they win over its client-only page).
  for (const body of paramPages) {
    const route = routes.find((entry) => entry.id === body.routeId);
    if (!route) continue;
    for (const locale of locales) {
      const pagePath = localizedPath(locale.code, body.path);
      createPage({
        path: pagePath,
        component: templates.route,
        context: {
          ...pageContext(locale, route.id, routeNamespaces(route), pagePath, `/${body.path}/`, body.pageId),
        },
      });
    }
  }

  // Analysis items known at build time, from the layer: static pages at their catch-all route's URLs (gatsby/prebuilt-pages.ts).
  const prebuiltPages = await prebuiltPageParams(graphql);
  for (const locale of locales) {
    for (const prebuilt of prebuiltPages) {
      const route = routes.find((entry) => entry.id === prebuilt.routeId);
      if (!route) throw new Error(`Prebuilt page ${prebuilt.path} names unknown route ${prebuilt.routeId}`);
      const pagePath = localizedPath(locale.code, prebuilt.path);
      createPage({
        path: pagePath,
        component: templates.dynamic,
        context: {
          ...pageContext(locale, route.id, routeNamespaces(route), pagePath, `/${prebuilt.path}/`),
          withItem: true,
          itemParam: prebuilt.param,
        },
      });
    }
  }

  const home = routes.find((route) => route.path === '');
  if (!home) throw new Error('The route manifest has no home route (path "")');
  createPage({
    path: '/',
    component: templates.route,
    context: {
      ...pageContext(english, home.id, routeNamespaces(home), '/', '/'),
      ...bodyQueryVariables(home.body),
    },
  });

  // The former site's pages, for hosts that read Gatsby's redirects (adapters); post-build writes the same rules for the others.
  for (const rule of oldUrlRedirects(oldUrls.oldUrls, routes, locales)) {
    actions.createRedirect({ fromPath: rule.from, toPath: rule.to, isPermanent: true, statusCode: rule.status });
  }
  reporter.info(`pages: ${routes.length} routes × ${locales.length} locales (${locales.map((l) => l.code).join(', ')})`);
  if (benchArticles) reporter.info(`benchmark: ${benchArticles} synthetic articles × ${locales.length} locales`);
}
