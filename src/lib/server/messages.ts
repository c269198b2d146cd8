/**
 * The embedded API's own messages (locales/{set}/api.json), in the language of the request:
 * its `lang` query, else the `language` of its body, else its Accept-Language header.
 */
import type { TFunction } from 'i18next';
import { createTranslator } from '../i18n';
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

// Every set's file is bundled into the function (webpack includes all matches of the pattern).
const apiStrings = (set: string): Record<string, unknown> => require(`../../../locales/${set}/api.json`);

export const apiTranslator = (request: Pick<ApiRequest, 'query' | 'body' | 'headers'>): TFunction => {
  const { translationSet } = requestLocale(request);
  return createTranslator(translationSet, { api: apiStrings(translationSet) }, 'api');
};
