/**
 * Which language a visitor wants (§4): the URL prefix first, then the language cookie, then
 * the browser's languages, then the host. Codes the site does not publish are ignored.
 * At `/`, only a language the visitor chose (the cookie) leads somewhere; a guess is offered,
 * never forced (search engines advise against redirecting on a guess), and crawlers, which
 * send no cookie, get `/` as it is.
 */
import {
  allLocales,
  defaultLocale,
  findPublishedLocale,
  localeCookieName,
  localeFromPath,
  localizedPath,
  type BuiltLocale,
} from './locales';

export type LocaleSource = 'prefix' | 'cookie' | 'browser' | 'host';

export interface DetectedLocale {
  locale: BuiltLocale;
  source: LocaleSource;
}

export interface LocaleSignals {
  pathname: string;
  /** document.cookie or a Cookie header. */
  cookies?: string;
  /** navigator.languages, or an Accept-Language header's tags in order. */
  languages?: readonly string[];
  host?: string;
}

/** Language subtags browsers send for a language the site publishes under another code. */
const LANGUAGE_ALIASES: Record<string, string> = { fil: 'tl' };
/** Regions whose Chinese is written in Traditional characters. */
const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

function matchExact(tag: string): BuiltLocale | undefined {
  const byCode = findPublishedLocale(tag);
  if (byCode) return byCode;
  const entry = allLocales.find((locale) => locale.tag.toLowerCase() === tag || locale.hreflang?.toLowerCase() === tag);
  return findPublishedLocale(entry?.code);
}

/**
 * The published locale for a BCP 47 tag: its code, tag or hreflang exactly; Chinese
 * without a script gets one from its region (zh-TW → Traditional, zh-CN → Simplified);
 * then ever shorter prefixes of the tag (pt-BR → pt, zh-Hans-SG → zh-hans).
 */
export function localeFromLanguageTag(tag: string): BuiltLocale | undefined {
  let subtags = tag.trim().toLowerCase().replace(/_/g, '-').split('-').filter(Boolean);
  if (subtags.length === 0) return undefined;
  subtags[0] = LANGUAGE_ALIASES[subtags[0]] ?? subtags[0];
  if (subtags[0] === 'zh' && subtags[1] !== 'hans' && subtags[1] !== 'hant') {
    const region = subtags[1];
    subtags = ['zh', region && TRADITIONAL_REGIONS.has(region) ? 'hant' : 'hans', ...subtags.slice(1)];
  }
  for (let length = subtags.length; length > 0; length--) {
    const found = matchExact(subtags.slice(0, length).join('-'));
    if (found) return found;
  }
  return undefined;
}

/** The first of the visitor's languages the site publishes. */
export function localeFromLanguages(tags: readonly string[]): BuiltLocale | undefined {
  for (const tag of tags) {
    const found = localeFromLanguageTag(tag);
    if (found) return found;
  }
  return undefined;
}

/** A host whose first label is a locale code (ar.example.com → ar). */
export function localeFromHost(host: string): BuiltLocale | undefined {
  const [label] = host.toLowerCase().split('.');
  return host.includes('.') ? findPublishedLocale(label) : undefined;
}

export function readCookie(cookies: string | undefined, name: string): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The language the visitor chose before, from the cookie. */
export const localeFromCookie = (cookies: string | undefined): BuiltLocale | undefined =>
  findPublishedLocale(readCookie(cookies, localeCookieName));

/** Every signal in the order of §4; null when none names a published locale. */
export function detectLocale({ pathname, cookies, languages = [], host = '' }: LocaleSignals): DetectedLocale | null {
  const candidates: [LocaleSource, () => BuiltLocale | undefined][] = [
    ['prefix', () => localeFromPath(pathname)],
    ['cookie', () => localeFromCookie(cookies)],
    ['browser', () => localeFromLanguages(languages)],
    ['host', () => localeFromHost(host)],
  ];
  for (const [source, find] of candidates) {
    const locale = find();
    if (locale) return { locale, source };
  }
  return null;
}

export type RootDecision =
  { action: 'redirect'; to: string; locale: BuiltLocale } | { action: 'offer'; locale: BuiltLocale } | { action: 'stay' };

/**
 * What `/` (the English home page, no prefix) does: a chosen language (cookie) goes to its
 * home; a guessed one (browser, host) is offered; English, or nothing known, stays.
 */
export function decideAtRoot(signals: Omit<LocaleSignals, 'pathname'>): RootDecision {
  const detected = detectLocale({ ...signals, pathname: '/' });
  if (!detected || detected.locale.code === defaultLocale) return { action: 'stay' };
  const { locale, source } = detected;
  return source === 'cookie' ? { action: 'redirect', to: localizedPath(locale.code, ''), locale } : { action: 'offer', locale };
}

/** The cookie that remembers a language choice for a year (document.cookie = …). */
export function localeCookie(code: string, secure: boolean): string {
  const attributes = ['Path=/', 'Max-Age=31536000', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return [`${localeCookieName}=${encodeURIComponent(code)}`, ...attributes].join('; ');
}

/** The language tags of an Accept-Language header, most wanted first (q=0 left out). */
export function acceptLanguageTags(header: string | string[] | undefined): string[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
