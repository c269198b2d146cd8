/**
 * llms.txt (llmstxt.org): the site as a list of links with one line on each page, in one
 * locale. Links go to the pages' Markdown copies (derived/markdown.ts) where they have
 * one. post-build.ts writes every locale's to /{prefix}/llms.txt and the English one, with
 * the list of language versions, to /llms.txt; every locale's text also becomes an
 * LlmsGuide node, which the api/llms page shows.
 */
import { localesToBuild, localizedPath, type BuiltLocale } from '../src/lib/locales';
import { createTranslator, type Resources } from '../src/lib/i18n';
import { absoluteUrl, markdownUrl } from '../src/lib/seo';
import { site } from '../src/lib/site';
import type { MenuSection } from '../src/lib/menu';
import type { RouteDefinition } from '../src/lib/routes';

/** Whether a route has a Markdown copy: an indexed page of its own (the home page included). */
export const hasMarkdownCopy = (route: Pick<RouteDefinition, 'noindex' | 'param'>): boolean => !route.noindex && !route.param;

/** The files of a locale's llms.txt family, below its prefix. */
export const LLMS_FILES = { index: 'llms.txt', full: 'llms-full.txt' } as const;
export const llmsFileUrl = (localeCode: string, file: string): string => absoluteUrl(`${localizedPath(localeCode, '')}${file}`);

export interface LlmsOptions {
  /** The language versions to list (the root /llms.txt lists them all). */
  languages?: readonly BuiltLocale[];
}

export function llmsTxt(
  menu: MenuSection[],
  routes: RouteDefinition[],
  resources: Resources,
  locale: BuiltLocale,
  { languages = [] }: LlmsOptions = {},
): string {
  const t = createTranslator(locale.translationSet, resources);
  const routeByPath = new Map(routes.map((route) => [route.path, route]));
  const describe = (routePath: string): string => {
    const route = routeByPath.get(routePath);
    return route ? t(`${route.section}:${route.id}.description`) : '';
  };
  const url = (routePath: string) => {
    const route = routeByPath.get(routePath);
    const page = absoluteUrl(localizedPath(locale.code, routePath));
    return route && hasMarkdownCopy(route) ? markdownUrl(page) : page;
  };
  const link = (title: string, routePath: string) => `- [${t(title)}](${url(routePath)}): ${describe(routePath)}`;

  const sections = menu.map((section) => {
    const lines = section.items.flatMap((group) =>
      group.children.flatMap((item) => (item.path !== null ? [link(item.title, item.path)] : [])),
    );
    return `## ${t(section.title)}\n\n${t(section.text)}\n\n${lines.join('\n')}`;
  });
  const versions = languages.length
    ? [
        [
          `## ${t('utility:llms.versionsTitle')}`,
          '',
          ...languages.map(
            (version) =>
              `- [${version.name}](${llmsFileUrl(version.code, LLMS_FILES.index)}): ${t('utility:llms.textLabel', { language: version.name })}`,
          ),
        ].join('\n'),
      ]
    : [];
  return (
    [
      `# ${site.brand.name}`,
      `> ${t('home:home.description')}`,
      `${t('footer.risk')}\n\n${t('utility:llms.languages', { count: localesToBuild().length, language: locale.name })}`,
      ...versions,
      ...sections,
      [
        // The llms.txt convention names this section literally: readers may skip what is under "Optional".
        '## Optional',
        '',
        `- [${t('utility:llms.fullTitle')}](${llmsFileUrl(locale.code, LLMS_FILES.full)}): ${t('utility:llms.fullText', { language: locale.name })}`,
        link('routes.utility-sitemap', 'api/sitemap'),
        `- [${t('utility:llms.xmlSitemap')}](${absoluteUrl('/sitemap-index.xml')}): ${t('utility:llms.xmlSitemapText')}`,
      ].join('\n'),
    ].join('\n\n') + '\n'
  );
}
