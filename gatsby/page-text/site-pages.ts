/**
 * The text of every indexable page of one locale: the static routes of the manifest (not
 * noindex, not parameterised) with their page bodies, and the analysis items prebuilt at
 * their own URLs (gatsby/analysis-pages.ts).
 */
import { createI18n, type Resources } from '../../src/lib/i18n';
import { routeTitleKey } from '../../src/lib/menu';
import type { RouteDefinition } from '../../src/lib/routes';
import type { PageBody, Section } from '../../src/lib/sections/types';
import type { PrebuiltPage } from '../../src/lib/prebuilt';
import type { Article, NewsArticle } from '../../src/lib/api/types';
import { analysisPaths } from '../../src/lib/analysis/paths';
import { localizedPath, type BuiltLocale } from '../../src/lib/locales';
import { absoluteUrl } from '../../src/lib/seo';
import { formatDate, formatNumber } from '../../src/lib/format';
import type { FirstPages } from '../list-first-pages';
import { listFirstPages } from '../list-first-pages';
import { pageText, textsOf, type ListedItems, type PageText, type TextSection, type Texts } from './page-text';

export const localeTexts = (locale: BuiltLocale, resources: Resources): Texts => {
  const i18n = createI18n(locale.translationSet, resources);
  return textsOf(
    (key, values) => String(i18n.t(key, values as never)),
    (key) => i18n.exists(key),
  );
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
    : [
        date,
        t('analysis:articles.by', { author: data.author }),
        t('analysis:articles.readingTime', { minutes: formatNumber(tag, data.readingMinutes), count: data.readingMinutes }),
      ];
  return {
    id: 'article',
    title: null,
    blocks: [meta.join(' · '), data.summary, ...data.body].map((text) => ({ kind: 'paragraph' as const, text })),
    subsections: [],
  };
}

/** The route fields a page's text needs (a RouteDefinition, or the Route node of a page query). */
export interface RouteRef {
  id: string;
  path: string;
  section: string;
  /** `home` for the home pages, which show no page header (src/templates/route.tsx). */
  template: string;
}

const sectionTitle = (texts: Texts, section: string) => texts.optional(`common:menu.sections.${section}.title`);
const textLocaleOf = (locale: BuiltLocale) => ({ code: locale.code, tag: locale.tag });

/**
 * The text of a static route's page: its header and its body's sections, the lists with the
 * first pages the page's HTML has (gatsby/list-first-pages.ts), the overview's latest items.
 */
export const routePageText = (
  locale: BuiltLocale,
  route: RouteRef,
  sections: Section[],
  texts: Texts,
  firstPages?: FirstPages,
  items?: ListedItems,
): PageText =>
  pageText(
    {
      locale: textLocaleOf(locale),
      path: route.path,
      title: texts.t(`common:${routeTitleKey(route.id)}`),
      description: texts.t(`${route.section}:${route.id}.description`),
      breadcrumb: route.template !== 'home',
      sectionTitle: sectionTitle(texts, route.section),
      sections,
      items,
      firstPages,
    },
    texts,
  );

/** The prebuilt items as the overview's latest lists show them, newest first (title, date, summary). */
export function listedItems(locale: BuiltLocale, prebuilt: readonly PrebuiltPage[]): ListedItems {
  const entries = [...prebuilt]
    .map((page) => ({ page, data: page.data as NewsArticle | Article }))
    .sort((a, b) => b.data.publishedAt.localeCompare(a.data.publishedAt));
  const of = (wanted: (data: NewsArticle | Article) => boolean) =>
    entries
      .filter(({ data }) => wanted(data))
      .map(({ page, data }) => ({
        title: page.head.title,
        url: absoluteUrl(localizedPath(locale.code, page.path)),
        text: `${formatDate(locale.tag, data.publishedAt) ?? data.publishedAt} · ${data.summary}`,
      }));
  return {
    news: of(isNews),
    insight: of((data) => !isNews(data) && data.kind === 'insight'),
  };
}

/** The text of a prebuilt analysis item's page: the item, under the list it belongs to (in its route's section). */
export function itemPageText(locale: BuiltLocale, page: PrebuiltPage, section: string, texts: Texts): PageText {
  const list = ITEM_LISTS[page.routeId];
  if (!list) throw new Error(`Prebuilt page ${page.path}: no list known for route ${page.routeId}`);
  return pageText(
    {
      locale: textLocaleOf(locale),
      path: page.path,
      title: page.head.title,
      description: page.head.description,
      breadcrumb: true,
      sectionTitle: sectionTitle(texts, section),
      parent: { title: texts.t(`common:${routeTitleKey(list.routeId)}`), path: list.path },
      sections: [],
      extra: [itemSection(page, texts, locale.tag)],
    },
    texts,
  );
}

export interface SitePagesInput {
  locale: BuiltLocale;
  resources: Resources;
  routes: readonly RouteDefinition[];
  bodies: readonly PageBody[];
  prebuilt: readonly PrebuiltPage[];
  /** The build's time: what the lists' first pages were made at. */
  now: number;
}

export function sitePageTexts({ locale, resources, routes, bodies, prebuilt, now }: SitePagesInput): PageText[] {
  const texts = localeTexts(locale, resources);
  const bodyOf = new Map(bodies.map((body) => [body.pageId, body]));
  const sectionOf = new Map(routes.map((route) => [route.id, route.section]));
  const items = listedItems(locale, prebuilt);
  return [
    ...routes.filter(hasMarkdownCopy).map((route) => {
      const sections = bodyOf.get(route.id)?.sections ?? [];
      return routePageText(locale, route, sections, texts, listFirstPages(sections, locale.code, now), items);
    }),
    ...prebuilt.map((page) => itemPageText(locale, page, sectionOf.get(page.routeId) ?? '', texts)),
  ];
}
