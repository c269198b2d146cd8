/**
 * The strings every page loads (GLOBAL_NAMESPACES), in a locale other than the page's own:
 * read from that locale's 404 page data, which holds exactly those namespaces. Used where
 * the page's language is not the one to speak: the 404 page of another prefix, the language
 * suggestion at `/`.
 */
import type { i18n } from 'i18next';
import { createI18n, resourcesFromNodes, type LocaleNodes } from './i18n';
import { localizedPath, type BuiltLocale } from './locales';

interface NotFoundPageData {
  result: { data: { locales: LocaleNodes } };
}

export async function loadLocaleStrings(locale: BuiltLocale, fetcher: typeof fetch = fetch): Promise<i18n> {
  const response = await fetcher(`/page-data${localizedPath(locale.code, '404')}page-data.json`);
  if (!response.ok) throw new Error(`No strings for ${locale.code}: ${response.status}`);
  const pageData = (await response.json()) as NotFoundPageData;
  return createI18n(locale.translationSet, resourcesFromNodes(pageData.result.data.locales, locale.translationSet));
}
