/**
 * llms.txt (llmstxt.org): the site as a list of links with one line on each page, in one
 * locale. post-build.ts writes the English one to /llms.txt; every locale's text also
 * becomes an LlmsGuide node, which the api/llms page shows.
 */
import { localesToBuild, localizedPath, type BuiltLocale } from '../src/lib/locales';
import { createTranslator, type Resources } from '../src/lib/i18n';
import { absoluteUrl } from '../src/lib/seo';
import { site } from '../src/lib/site';
import type { MenuSection } from '../src/lib/menu';
import type { RouteDefinition } from '../src/lib/routes';

export function llmsTxt(menu: MenuSection[], routes: RouteDefinition[], resources: Resources, locale: BuiltLocale): string {
  const t = createTranslator(locale.translationSet, resources);
  const routeByPath = new Map(routes.map((route) => [route.path, route]));
  const describe = (routePath: string): string => {
    const route = routeByPath.get(routePath);
    return route ? t(`${route.section}:${route.id}.description`) : '';
  };
  const link = (title: string, routePath: string) =>
    `- [${t(title)}](${absoluteUrl(localizedPath(locale.code, routePath))}): ${describe(routePath)}`;

  const sections = menu.map((section) => {
    const lines = section.items.flatMap((group) =>
      group.children.flatMap((item) => (item.path !== null ? [link(item.title, item.path)] : [])),
    );
    return `## ${t(section.title)}\n\n${t(section.text)}\n\n${lines.join('\n')}`;
  });
  return [
    `# ${site.brand.name}`,
    `> ${t('home:home.description')}`,
    `${t('footer.risk')}\n\n${t('utility:llms.languages', { count: localesToBuild().length, language: locale.name })}`,
    ...sections,
    [
      // The llms.txt convention names this section literally: readers may skip what is under "Optional".
      '## Optional',
      '',
      link('routes.utility-sitemap', 'api/sitemap'),
      `- [${t('utility:llms.xmlSitemap')}](${absoluteUrl('/sitemap-index.xml')}): ${t('utility:llms.xmlSitemapText')}`,
    ].join('\n'),
  ].join('\n\n') + '\n';
}
