/** Turns the files in data/ into GraphQL nodes (the types are in schema.ts). */
import type { GatsbyNode, SourceNodesArgs } from 'gatsby';
import localesTable from '../data/locales.json';
import manifest from '../data/routes.json';
import countries from '../data/countries.json';
import oldUrls from '../data/old-urls.json';
import { localesToBuild } from '../src/lib/locales';
import { site, siteUrl } from '../src/lib/site';
import { buildMenu, menuSearchEntries, routeTitleKey, type MenuSectionData } from '../src/lib/menu';
import { llmsTxt } from './llms';
import { readLocaleStrings } from './translations';
import { loadPageBodies } from './page-bodies';
import { siteRoutes } from './site-routes';
import { createContentNodes } from './content-nodes';

export { siteRoutes };

/** The page bodies of data/pages/, and the parameters each parameterised route allows. */
export const pageBodies = loadPageBodies(siteRoutes);

export const siteMenu = buildMenu(manifest.menu as MenuSectionData[], siteRoutes, site.externalLinks);

const pathOf = new Map(siteRoutes.map((route) => [route.id, route.path]));

/** The SiteSettings node: data/site.json plus the footer links of the route manifest. */
export const siteSettings = {
  ...site,
  siteUrl,
  externalLinks: Object.entries(site.externalLinks).map(([id, url]) => ({ id, url })),
  footer: {
    columns: manifest.footer.columns,
    legal: manifest.footer.legal.map((id) => ({ title: routeTitleKey(id), path: pathOf.get(id) ?? null, href: null })),
  },
};

function createNodes<T extends object>(args: SourceNodesArgs, type: string, items: T[], key: (item: T) => string): void {
  for (const item of items) {
    args.actions.createNode({
      ...item,
      id: args.createNodeId(`${type}-${key(item)}`),
      internal: { type, contentDigest: args.createContentDigest(item) },
    });
  }
}

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => {
  const published = new Set(localesToBuild().map((locale) => locale.code));
  createNodes(
    args,
    'SiteLocale',
    localesTable.locales.map((locale, order) => ({ ...locale, order, published: published.has(locale.code) })),
    (locale) => locale.code,
  );

  createNodes(
    args,
    'Route',
    siteRoutes.map(({ id, ...route }) => ({
      ...route,
      routeId: id,
      noindex: route.noindex ?? false,
      body: route.body ?? null,
      param: route.param ? { ...route.param, allowed: pageBodies.allowed.get(id) ?? null } : null,
      titleKey: routeTitleKey(id),
      namespace: route.section,
      descriptionKey: `${id}.description`,
    })),
    (route) => route.routeId,
  );

  createNodes(args, 'PageBody', pageBodies.bodies, (body) => body.pageId);
  createNodes(args, 'MenuSection', siteMenu, (section) => section.sectionId);
  createNodes(args, 'SearchEntry', menuSearchEntries(siteMenu), (entry) => entry.breadcrumb.join('>'));

  createNodes(args, 'SiteSettings', [siteSettings], () => 'site');

  createNodes(
    args,
    'Country',
    countries.map(({ names, ...country }) => ({
      ...country,
      names: { en: names.en, zhHans: names['zh-hans'], zhHant: names['zh-hant'] },
    })),
    (country) => country.classname,
  );

  createNodes(
    args,
    'OldUrl',
    oldUrls.oldUrls.map(({ from, to }, order) => {
      const path = pathOf.get(to);
      if (path === undefined) throw new Error(`data/old-urls.json: ${from} names unknown route "${to}"`);
      return { oldPath: from, routeId: to, path, order };
    }),
    (oldUrl) => oldUrl.oldPath,
  );

  createNodes(
    args,
    'LlmsGuide',
    localesToBuild().map((locale) => ({
      locale: locale.code,
      text: llmsTxt(siteMenu, siteRoutes, readLocaleStrings(locale), locale),
    })),
    (guide) => guide.locale,
  );

  createContentNodes(args);
};
