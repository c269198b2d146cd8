/**
 * The strings every page shares (src/lib/shared-strings.ts), in a locale other than the page's
 * own: the file its 404 page names. Used where the page's language is not the one to speak:
 * the 404 page of another prefix, the language suggestion at `/`.
 */
import type { i18n } from 'i18next';
import { sharedStringsOf } from 'gatsby-plugin-react-i18next/dist/sharedStrings';
import { createI18n, resourcesFromNodes } from './i18n';
import { localizedPath, type BuiltLocale } from './locales';
import { loadSharedStringsOfPage, type SharedStringsContext } from './shared-strings';

export async function loadLocaleStrings(locale: BuiltLocale, fetcher: typeof fetch = fetch): Promise<i18n> {
  const context = await loadSharedStringsOfPage<SharedStringsContext>(localizedPath(locale.code, '404'), fetcher);
  const edges = sharedStringsOf(context.i18n.sharedStrings);
  if (!edges?.length) throw new Error(`No strings for ${locale.code}`);
  return createI18n(locale.translationSet, resourcesFromNodes({ edges }, locale.translationSet));
}
