/**
 * Turns the files in data/ into GraphQL nodes (their types: schema.ts, content-schema.ts,
 * sections/): read here, each time sourcing runs, and reaching pages only through the layer.
 */
import type { GatsbyNode, SourceNodesArgs } from 'gatsby';
import localesTable from '../data/locales.json';
import manifest from '../data/routes.json';
import countries from '../data/countries.json';
import oldUrls from '../data/old-urls.json';
import { defaultLocale, localesToBuild } from '../src/lib/locales';
import { site } from '../src/lib/site';
import { buildDay, siteSettings } from './site-settings';
import { buildMenu, menuSearchEntries, routeTitleKey, type MenuSectionData } from '../src/lib/menu';
import { llmsTxt, type LlmsOptions } from './llms';
import { readLocaleStrings } from './translations';
import { siteRoutes } from './site-routes';
import { createContentNodes } from './content-nodes';
import { readContent, readPageDeclarations } from './data-files';
import { allowedParams, checkImages, pageBodySources, type PageDeclaration } from './page-bodies';
import type { RouteDefinition } from '../src/lib/routes';
import { SECTION_TYPES } from './sections';
import { checkGlossaryTerms } from './sections/academy';

/** The navbar's sections with their mega-menus and entries (data/routes.json `menu`). */
export const siteMenu = () => buildMenu(manifest.menu as MenuSectionData[], siteRoutes, site.externalLinks);

function createNodes<T extends object>(args: SourceNodesArgs, type: string, items: T[], key: (item: T) => string): void {
  for (const item of items) {
    args.actions.createNode({
      ...item,
      id: args.createNodeId(`${type}-${key(item)}`),
      internal: { type, contentDigest: args.createContentDigest(item) },
    });
  }
}

/**
 * The Route and PageBody nodes: the manifest's routes (with the parameters their page declarations
 * allow) and the declared page bodies, checked against the glossary's terms, whose ids are
 * anchors of the page that lists them.
 */
export function pageNodes(
  declarations: ReadonlyMap<string, PageDeclaration>,
  routes: readonly RouteDefinition[],
  glossaryTerms: readonly { id: string; seeAlso: readonly string[] }[],
) {
  const bodies = pageBodySources(declarations, routes, new Set(SECTION_TYPES));
  const allowed = allowedParams(declarations);
  checkGlossaryTerms(glossaryTerms);
  for (const body of bodies) {
    if (!body.sections.some((section) => section.type === 'glossary')) continue;
    const clash = glossaryTerms.find((term) => JSON.stringify(body.sections).includes(`"id":"${term.id}"`));
    if (clash) throw new Error(`data/pages/${body.routeId}.json: glossary term "${clash.id}" has the id of a section`);
  }
  return {
    Route: routes.map(({ id, ...route }, order) => ({
      ...route,
      routeId: id,
      order,
      noindex: route.noindex ?? false,
      body: route.body ?? null,
      param: route.param ? { ...route.param, allowed: allowed.get(id) ?? null } : null,
      titleKey: routeTitleKey(id),
      namespace: route.section,
      extraNamespaces: route.namespaces ?? [],
      descriptionKey: `${id}.description`,
    })),
    PageBody: bodies,
  };
}

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => {
  const content = readContent();
  const pages = pageNodes(readPageDeclarations(), siteRoutes, content.glossary.terms);
  checkImages(pages.PageBody);

  const published = new Set(localesToBuild().map((locale) => locale.code));
  createNodes(
    args,
    'SiteLocale',
    localesTable.locales.map((locale, order) => ({ ...locale, order, published: published.has(locale.code) })),
    (locale) => locale.code,
  );

  createNodes(args, 'Route', pages.Route, (route) => route.routeId);
  createNodes(args, 'PageBody', pages.PageBody, (body) => body.pageId);
  const menu = siteMenu();
  createNodes(args, 'MenuSection', menu, (section) => section.sectionId);
  createNodes(args, 'SearchEntry', menuSearchEntries(menu), (entry) => entry.breadcrumb.join('>'));

  createNodes(args, 'SiteSettings', [siteSettings()], () => 'site');
  createNodes(args, 'BuildDay', [{ date: buildDay() }], () => 'day');

  createNodes(
    args,
    'Country',
    countries.map(({ names, ...country }) => ({
      ...country,
      names: { en: names.en, zhHans: names['zh-hans'], zhHant: names['zh-hant'] },
    })),
    (country) => country.classname,
  );

  const pathOf = new Map(siteRoutes.map((route) => [route.id, route.path]));
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
    localesToBuild().flatMap((locale) => {
      const guide = (options?: LlmsOptions) => llmsTxt(menu, siteRoutes, readLocaleStrings(locale), locale, options);
      const own = { locale: locale.code, text: guide() };
      // The root's /llms.txt is the default language's, with the list of language versions; its locale is ''.
      return locale.code === defaultLocale ? [own, { locale: '', text: guide({ languages: localesToBuild() }) }] : [own];
    }),
    (guide) => guide.locale,
  );

  createContentNodes(args, content, site.entities);
};
