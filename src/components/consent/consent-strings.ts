import { i18nLanguage, type BuiltLocale } from '../../lib/locales';
import { namespaceFilePath } from '../../lib/shared-strings';
import { preloadStrings, useLazyStrings, type StringsLoader, type StringsState } from '../lazy-strings';

export const CONSENT_NAMESPACE = 'consent';

/** The build's file of the locale's consent strings (gatsby/shared-strings.ts): no webpack chunk per language. */
const loadConsentStrings: StringsLoader = async (locale) => {
  const response = await fetch(namespaceFilePath(CONSENT_NAMESPACE, i18nLanguage(locale), __STRINGS_FILES_VERSION__));
  if (!response.ok) throw new Error(`Consent strings: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
};

/** The consent dialog's strings (locales/{set}/consent.json): loaded with the dialog, never with the page. */
export const useConsentStrings = (locale: BuiltLocale): StringsState => useLazyStrings(CONSENT_NAMESPACE, loadConsentStrings, locale);

/** Fetches them ahead, while the service decides whether to ask: the dialog then shows one request sooner. */
export const preloadConsentStrings = (locale: BuiltLocale): void => preloadStrings(CONSENT_NAMESPACE, loadConsentStrings, locale);
