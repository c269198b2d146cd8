/** Head-tag rules (§9): canonical URL, hreflang alternates, robots and the Markdown copy's address. */
import { localizedPath, xDefaultLocale, type LocaleEntry } from './locales';
import { siteUrl } from './site';

export interface Alternate {
  hreflang: string;
  href: string;
}

export const absoluteUrl = (path: string): string => `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;

/** The file name of a page's Markdown copy (llmstxt.org's convention), appended to its URL, which ends in a slash. */
export const MARKDOWN_FILE = 'index.md';
export const markdownUrl = (pageUrl: string): string => `${pageUrl.replace(/\/?$/, '/')}${MARKDOWN_FILE}`;

/**
 * The alternates of a route: every published locale that has an hreflang code, plus
 * x-default (English; the home page's is `/`, the language-neutral entry point).
 */
export function alternateLinks(routePath: string, published: readonly Pick<LocaleEntry, 'code' | 'hreflang'>[]): Alternate[] {
  const links = published.flatMap((locale) =>
    locale.hreflang ? [{ hreflang: locale.hreflang, href: absoluteUrl(localizedPath(locale.code, routePath)) }] : [],
  );
  const xDefault = routePath === '' ? '/' : localizedPath(xDefaultLocale, routePath);
  return [...links, { hreflang: 'x-default', href: absoluteUrl(xDefault) }];
}
