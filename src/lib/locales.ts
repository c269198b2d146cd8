/**
 * The locale table (data/locales.json) and the rules built on it.
 * "code" is the URL prefix (cht, en-in, …); "translationSet" names the folder in
 * locales/ whose strings it shows (regional variants share one set).
 */
import table from '../../data/locales.json';

export type TextDirection = 'ltr' | 'rtl';
/** Region groups restrict the language selector (§2): a regional site offers only its own group. */
export type LocaleType = 'global' | 'hongkong' | 'macau' | 'taiwan' | 'india';

export interface LocaleEntry {
  code: string;
  tag: string;
  hreflang: string | null;
  dir: TextDirection;
  name: string;
  flag: string;
  translationSet: string | null;
  /** True when locales/{code}/ holds this locale's own wording for a few keys of its set (Taiwan's usage, say). */
  overrides?: boolean;
  type: LocaleType;
  built: boolean;
}

export interface BuiltLocale extends LocaleEntry {
  translationSet: string;
}

export const allLocales = table.locales as LocaleEntry[];
export const defaultLocale: string = table.defaultLocale;
export const xDefaultLocale: string = table.xDefaultLocale;
export const localeCookieName: string = table.cookieName;

const isBuilt = (locale: LocaleEntry): locale is BuiltLocale => locale.built && locale.translationSet !== null;

/** Every locale the site publishes, in the order of the data file. */
export const publishedLocales: BuiltLocale[] = allLocales.filter(isBuilt);

/** The translation sets in use (one folder each under locales/). */
export const translationSets: string[] = [...new Set(publishedLocales.map((locale) => locale.translationSet))];

/**
 * The i18next language of a locale: its translation set, or its own code when it overrides
 * some keys. i18next then looks a key up in locales/{code}/ first and falls back to the set
 * (zh-hant-tw → zh-hant, en-in → en).
 */
export const i18nLanguage = (locale: Pick<BuiltLocale, 'code' | 'translationSet' | 'overrides'>): string =>
  locale.overrides ? locale.code : locale.translationSet;

export function findLocale(code: string | null | undefined): LocaleEntry | undefined {
  if (!code) return undefined;
  const wanted = code.toLowerCase();
  return allLocales.find((locale) => locale.code === wanted);
}

export function findPublishedLocale(code: string | null | undefined): BuiltLocale | undefined {
  const locale = findLocale(code);
  return locale && isBuilt(locale) ? locale : undefined;
}

/**
 * The locales to build. BUILD_LOCALES=en,ar builds a subset for fast local work;
 * unknown codes are ignored and the default locale is always kept (it serves `/`).
 */
export function localesToBuild(buildLocales: string | undefined = process.env.BUILD_LOCALES): BuiltLocale[] {
  if (!buildLocales?.trim()) return publishedLocales;
  const wanted = new Set(buildLocales.split(',').map((code) => code.trim().toLowerCase()));
  wanted.add(defaultLocale);
  return publishedLocales.filter((locale) => wanted.has(locale.code));
}

/** The language-selector options offered on a locale's pages (§2). */
export function languageOptions(currentCode: string): LocaleEntry[] {
  const current = findLocale(currentCode);
  if (!current || current.type === 'global') return allLocales;
  return allLocales.filter((locale) => locale.type === current.type);
}

/** The first path segment, when it names a published locale. */
export function localeFromPath(pathname: string): BuiltLocale | undefined {
  const [first] = pathname.replace(/^\/+/, '').split('/');
  return findPublishedLocale(first);
}

/** `/{code}/{path}/` for a route path without prefix ('' is the locale's home). */
export function localizedPath(code: string, routePath: string): string {
  const inner = routePath.replace(/^\/+|\/+$/g, '');
  return inner ? `/${code}/${inner}/` : `/${code}/`;
}

/** The path below the locale prefix: `/ar/trading/forex/` → `trading/forex`. */
export function stripLocale(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  const [first, ...rest] = trimmed.split('/');
  return findPublishedLocale(first) ? rest.join('/') : trimmed;
}
