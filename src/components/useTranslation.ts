import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import { translatorFor } from '../lib/translator';

/**
 * The strings of a namespace (the first of a list; i18next looks in the page's others after it)
 * from the page's i18next instance. react-i18next's hook of the same name keeps state and two
 * effects per component and listens for language changes; here a language is a page (every
 * prefix is its own i18next instance, its own context value), so the translator is only looked
 * up: the header, menus and footer call it over a hundred times in a page's first render.
 */
export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n;
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider above it');
  const requested = typeof ns === 'string' ? ns : ns?.[0];
  const { defaultNS } = i18n.options;
  const namespace = requested ?? (typeof defaultNS === 'string' ? defaultNS : defaultNS ? defaultNS[0] : undefined) ?? 'translation';
  return { t: translatorFor(i18n, namespace), i18n };
}
