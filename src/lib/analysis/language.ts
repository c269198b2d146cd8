/** The language of content items: the API says which translation set an item's text is in. */
import { publishedLocales, type BuiltLocale, type TextDirection } from '../locales';

/** The lang (and, where it differs from the page's, dir) attributes of an item's text. */
export interface TextLanguage {
  lang?: string;
  dir?: TextDirection;
}

/** The BCP 47 tag of a translation set, for lang attributes (zh-hans → zh-Hans). */
export const languageTagOfSet = (set: string): string =>
  set.replace(/-(hans|hant)$/, (_match, script: string) => `-${script[0].toUpperCase()}${script.slice(1)}`);

const directionOfSet = (set: string): TextDirection => publishedLocales.find((locale) => locale.translationSet === set)?.dir ?? 'ltr';

/**
 * The attributes an item's text needs on a page: none when it is in the page's own set;
 * else its language, and its direction when that differs (English on an Arabic page).
 */
export function itemLanguage(itemSet: string, page: Pick<BuiltLocale, 'translationSet' | 'dir'>): TextLanguage {
  if (itemSet === page.translationSet) return {};
  const dir = directionOfSet(itemSet);
  return { lang: languageTagOfSet(itemSet), ...(dir === page.dir ? {} : { dir }) };
}
