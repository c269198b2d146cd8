/**
 * The language of content items: the API says which translation set an item's text is in, or
 * the locale whose own wording of its set it is in (zh-hant-tw).
 */
import { findLocale, publishedLocales, type BuiltLocale, type TextDirection } from '../locales';

/** The lang (and, where it differs from the page's, dir) attributes of an item's text. */
export interface TextLanguage {
  lang?: string;
  dir?: TextDirection;
}

/** The BCP 47 tag of a translation set or a regional locale code, for lang attributes (zh-hans → zh-Hans, zh-hant-tw → zh-Hant-TW). */
export const languageTagOfSet = (set: string): string =>
  set
    .split('-')
    .map((part, index) => (index === 0 ? part : part.length === 4 ? `${part[0].toUpperCase()}${part.slice(1)}` : part.toUpperCase()))
    .join('-');

const directionOfSet = (set: string): TextDirection => publishedLocales.find((locale) => locale.translationSet === set)?.dir ?? 'ltr';

/**
 * The attributes an item's text needs on a page: none when it is in the page's own set;
 * else its language, and its direction when that differs (English on an Arabic page).
 */
/** The translation set of an item's language (zh-hant-tw → zh-hant). */
export const setOfLanguage = (language: string): string => findLocale(language)?.translationSet ?? language;

export function itemLanguage(language: string, page: Pick<BuiltLocale, 'translationSet' | 'dir'>): TextLanguage {
  const itemSet = setOfLanguage(language);
  if (itemSet === page.translationSet) return {};
  const dir = directionOfSet(itemSet);
  return { lang: languageTagOfSet(itemSet), ...(dir === page.dir ? {} : { dir }) };
}
