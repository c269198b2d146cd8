/**
 * The embedded API's own messages (locales/{set}/api.json), in the language of the request:
 * its `lang` query, else the `language` of its body, else its Accept-Language header.
 */
import type { TFunction } from 'i18next';
import { createTranslator, mergeStrings } from '../i18n';
import { defaultLocale, findPublishedLocale, type BuiltLocale } from '../locales';
import { acceptLanguageTags, localeFromLanguages } from '../locale-detection';
import type { ApiRequest } from './handler';

export function requestLocale(request: Pick<ApiRequest, 'query' | 'body' | 'headers'>): BuiltLocale {
  const bodyLanguage = (request.body as { language?: unknown } | undefined)?.language;
  return (
    findPublishedLocale(request.query.lang) ??
    findPublishedLocale(typeof bodyLanguage === 'string' ? bodyLanguage : undefined) ??
    localeFromLanguages(acceptLanguageTags(request.headers['accept-language'])) ??
    (findPublishedLocale(defaultLocale) as BuiltLocale)
  );
}

type Strings = Record<string, unknown>;

/**
 * One namespace of a locale's strings: its set's file, with the locale's own wording
 * (locales/zh-hant-tw/) over it where that folder has the file. `load` requires
 * locales/{folder}/{namespace}.json with the namespace written out, so that webpack bundles
 * that file of every folder and no other.
 */
export function localeStrings(locale: BuiltLocale, load: (folder: string) => Strings): Strings {
  const strings = load(locale.translationSet);
  if (!locale.overrides) return strings;
  try {
    return mergeStrings(strings, load(locale.code));
  } catch (error) {
    if ((error as { code?: string }).code === 'MODULE_NOT_FOUND') return strings;
    throw error;
  }
}

const apiStrings = (folder: string): Strings => require(`../../../locales/${folder}/api.json`);

export const apiTranslator = (request: Pick<ApiRequest, 'query' | 'body' | 'headers'>): TFunction => {
  const locale = requestLocale(request);
  return createTranslator(locale.translationSet, { api: localeStrings(locale, apiStrings) }, 'api');
};

/**
 * A code (a reference, an id) to put in a message: set apart from the text around it (Unicode's
 * first-strong isolate), so that in Arabic `NW-1A2B3C4D` and its brackets keep their order.
 */
export const isolated = (code: string): string => `\u2068${code}\u2069`;
