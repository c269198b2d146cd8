import React, { createContext, useContext, type ReactNode } from 'react';
import { defaultLocale, findPublishedLocale, type BuiltLocale } from '../lib/locales';

const fallback = findPublishedLocale(defaultLocale) as BuiltLocale;
const LocaleContext = createContext<BuiltLocale>(fallback);

/** Makes the page's locale (its URL prefix) known to every component below. */
export function LocaleProvider({ code, children }: { code: string; children: ReactNode }) {
  return <LocaleContext.Provider value={findPublishedLocale(code) ?? fallback}>{children}</LocaleContext.Provider>;
}

export const useLocale = (): BuiltLocale => useContext(LocaleContext);
