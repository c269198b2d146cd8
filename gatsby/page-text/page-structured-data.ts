/**
 * The JSON-LD of a built page, from its page data (what the page query returned and the
 * page's context): the same sections and translations the page renders. gatsby-ssr.tsx
 * writes it into the page's head, so no code for it ships to the browser.
 */
import { createI18n, resourcesFromNodes, type LocaleNodes } from '../../src/lib/i18n';
import { findPublishedLocale, publishedLocales } from '../../src/lib/locales';
import type { PageContext } from '../../src/lib/page-context';
import { withSharedStrings } from '../../src/lib/shared-strings';
import { resolvedPageBody } from '../legacy/page-bodies';
import { localizedWebinars } from '../../src/lib/server/webinars';
import { textsOf } from './page-text';
import { itemPageText, routePageText } from './site-pages';
import { structuredData, type JsonLd } from './structured-data';

/**
 * The parts of a page's data this reads (src/templates/route.tsx and dynamic.tsx queries); the
 * sections it reads whole, resolved as the page's query was answered (gatsby/page-bodies.ts).
 */
export interface PageDataResult {
  data?: {
    locales?: LocaleNodes;
    route?: { routeId: string; path: string; section: string; template: string; noindex: boolean | null; param: unknown } | null;
    body?: { param: string | null } | null;
  };
  pageContext?: Partial<PageContext>;
}

export function pageStructuredData({ data, pageContext }: PageDataResult, now: number = Date.now()): JsonLd[] {
  const route = data?.route;
  const locale = findPublishedLocale(pageContext?.locale);
  if (!route || !locale || !data?.locales || route.noindex) return [];
  const prebuilt = pageContext?.prebuilt;
  // Client-only pages and campaign pages are not indexed.
  if ((route.param && !prebuilt) || data.body?.param) return [];
  const strings = withSharedStrings(data.locales, pageContext?.i18n?.sharedStrings);
  const i18n = createI18n(locale.translationSet, resourcesFromNodes(strings, locale.translationSet));
  const texts = textsOf(
    (key, values) => String(i18n.t(key, values as never)),
    (key) => i18n.exists(key),
  );
  const sections = (pageContext?.pageId && resolvedPageBody(pageContext.pageId)?.sections) || [];
  const page = prebuilt
    ? itemPageText(locale, prebuilt, route.section, texts)
    : routePageText(
        locale,
        { id: route.routeId, path: route.path, section: route.section, template: route.template },
        sections,
        texts,
        pageContext?.firstPages,
      );
  return structuredData({
    page,
    sections,
    texts,
    localeCode: locale.code,
    home: route.template === 'home',
    languages: [...new Set(publishedLocales.map((entry) => entry.hreflang ?? entry.tag))],
    upcomingWebinars: localizedWebinars(locale.code, now).filter((webinar) => webinar.status === 'upcoming'),
  });
}
