/**
 * The text of every indexable page of one locale: the static routes of the manifest (not
 * noindex, not parameterised) with their page bodies, and the analysis items prebuilt at
 * their own URLs (gatsby/analysis-pages.ts).
 */
import { createI18n, type Resources } from '../../src/lib/i18n';
import type { BuiltLocale } from '../../src/lib/locales';
import { routeTitleKey } from '../../src/lib/menu';
import type { RouteDefinition } from '../../src/lib/routes';
import type { PageBody } from '../../src/lib/sections/types';
import type { PrebuiltPage } from '../../src/lib/prebuilt';
import type { Article, NewsArticle } from '../../src/lib/api/types';
import { analysisPaths } from '../../src/lib/analysis/paths';
import { formatDate, formatNumber } from '../../src/lib/format';
import { pageText, textsOf, type PageText, type TextSection, type Texts } from './page-text';

export const localeTexts = (locale: BuiltLocale, resources: Resources): Texts => {
  const i18n = createI18n(locale.translationSet, resources);
  return textsOf((key, values) => String(i18n.t(key, values as never)), (key) => i18n.exists(key));
};

/** Whether a route has a Markdown copy: an indexed page of its own (the home page included). */
export const hasMarkdownCopy = (route: RouteDefinition): boolean => !route.noindex && !route.param;

/** The lists the analysis items belong to (their breadcrumb's parent), by the item's route. */
const ITEM_LISTS: Record<string, { routeId: string; path: string }> = {
  'analysis-market-news-detail': { routeId: 'analysis-market-news', path: analysisPaths.news },
  'analysis-market-insight-detail': { routeId: 'analysis-market-insight', path: analysisPaths.insight },
  'analysis-market-insight-article': { routeId: 'analysis-article', path: analysisPaths.articles },
};

const isNews = (data: unknown): data is NewsArticle => typeof data === 'object' && data !== null && 'category' in data;

function itemSection(page: PrebuiltPage, texts: Texts, tag: string): TextSection {
  const { t } = texts;
  const data = page.data as NewsArticle | Article;
  const date = formatDate(tag, data.publishedAt) ?? data.publishedAt;
  const meta = isNews(data)
    ? [date, t(`analysis:news.categories.${data.category}`), t('analysis:news.source', { source: data.source })]
    : [date, t('analysis:articles.by', { author: data.author }), t('analysis:articles.readingTime', { minutes: formatNumber(tag, data.readingMinutes) })];
  return {
    id: 'article',
    title: null,
    blocks: [meta.join(' · '), data.summary, ...data.body].map((text) => ({ kind: 'paragraph' as const, text })),
    subsections: [],
  };
}

export interface SitePagesInput {
  locale: BuiltLocale;
  resources: Resources;
  routes: readonly RouteDefinition[];
  bodies: readonly PageBody[];
  prebuilt: readonly PrebuiltPage[];
}

export function sitePageTexts({ locale, resources, routes, bodies, prebuilt }: SitePagesInput): PageText[] {
  const texts = localeTexts(locale, resources);
  const { t, optional } = texts;
  const bodyOf = new Map(bodies.map((body) => [body.pageId, body]));
  const routeOf = new Map(routes.map((route) => [route.id, route]));
  const textLocale = { code: locale.code, tag: locale.tag };
  const sectionTitle = (section: string) => optional(`common:menu.sections.${section}.title`);

  const routePages = routes.filter(hasMarkdownCopy).map((route) =>
    pageText(
      {
        locale: textLocale,
        path: route.path,
        title: t(`common:${routeTitleKey(route.id)}`),
        description: t(`${route.section}:${route.id}.description`),
        sectionTitle: sectionTitle(route.section),
        sections: bodyOf.get(route.id)?.sections ?? [],
      },
      texts,
    ),
  );
  const itemPages = prebuilt.map((page) => {
    const list = ITEM_LISTS[page.routeId];
    const listRoute = list && routeOf.get(list.routeId);
    if (!listRoute) throw new Error(`Prebuilt page ${page.path}: no list known for route ${page.routeId}`);
    return pageText(
      {
        locale: textLocale,
        path: page.path,
        title: page.head.title,
        description: page.head.description,
        sectionTitle: sectionTitle(listRoute.section),
        parent: { title: t(`common:${routeTitleKey(listRoute.id)}`), path: list.path },
        sections: [],
        extra: [itemSection(page, texts, locale.tag)],
      },
      texts,
    );
  });
  return [...routePages, ...itemPages];
}
