/**
 * Files for crawlers and language models, written after the pages: the root
 * sitemap-index.xml over the per-locale sitemaps, robots.txt and llms.txt (llmstxt.org).
 */
import { writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { defaultLocale, localesToBuild, localizedPath } from '../src/lib/locales';
import { createTranslator, type Resources } from '../src/lib/i18n';
import { absoluteUrl } from '../src/lib/seo';
import { site } from '../src/lib/site';
import type { MenuSection } from '../src/lib/menu';
import { siteMenu, siteRoutes } from './source-nodes';
import { readTranslationSet } from './translations';
import { sitemapOutput } from './sitemap';

const publicDir = path.resolve('public');

export function sitemapIndexXml(sitemapUrls: string[]): string {
  const entries = sitemapUrls.map((url) => `  <sitemap><loc>${url}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

export const robotsTxt = (): string =>
  `User-agent: *\nAllow: /\nDisallow: /*/404/\n\nSitemap: ${absoluteUrl('/sitemap-index.xml')}\n`;

/** llms.txt: the English site as a list of links with one line on each page. */
export function llmsTxt(menu: MenuSection[], resources: Resources): string {
  const t = createTranslator(defaultLocale, resources);
  const routeByPath = new Map(siteRoutes.map((route) => [route.path, route]));
  const describe = (routePath: string): string => {
    const route = routeByPath.get(routePath);
    return route ? t(`${route.section}:${route.id}.description`) : '';
  };
  const link = (title: string, routePath: string) =>
    `- [${t(title)}](${absoluteUrl(localizedPath(defaultLocale, routePath))}): ${describe(routePath)}`;

  const sections = menu.map((section) => {
    const lines = section.items.flatMap((group) =>
      group.children.flatMap((item) => (item.path !== null ? [link(item.title, item.path)] : [])),
    );
    return `## ${t(section.title)}\n\n${t(section.text)}\n\n${lines.join('\n')}`;
  });
  return [
    `# ${site.brand.name}`,
    `> ${t('home:home.description')}`,
    `${t('footer.risk')}\n\nThe site is published in ${localesToBuild().length} language versions under /{language}/ (for example /zh-hans/, /ar/); these links point to the English pages.`,
    ...sections,
    `## Optional\n\n${link('routes.utility-sitemap', 'api/sitemap')}\n- [XML sitemap](${absoluteUrl('/sitemap-index.xml')}): every page of every language, with hreflang alternates.`,
  ].join('\n\n') + '\n';
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const sitemaps = localesToBuild()
    .map((locale) => `${sitemapOutput(locale.code)}/sitemap-0.xml`)
    .filter((file) => existsSync(path.join(publicDir, file)));
  writeFileSync(path.join(publicDir, 'sitemap-index.xml'), sitemapIndexXml(sitemaps.map(absoluteUrl)));
  writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt());
  writeFileSync(path.join(publicDir, 'llms.txt'), llmsTxt(siteMenu, readTranslationSet('en')));
  reporter.info(`post-build: sitemap-index.xml (${sitemaps.length} sitemaps), robots.txt, llms.txt`);
};
