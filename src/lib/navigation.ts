/**
 * Rules of the site chrome (§2, §4): which navbar item is active, which language option
 * is selected, where choosing a language leads and how the choice is remembered.
 */
import { localeCookieName, localizedPath, stripLocale, type LocaleEntry } from './locales';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const segments = (path: string): string => `/${path.replace(/^\/+|\/+$/g, '')}/`;

/**
 * A navbar item is active when the current route path contains its path. Whole segments
 * only: `platform/trading-central` contains the text "trading" but is not in Trading.
 */
export function isActiveSection(routePath: string, sectionPath: string): boolean {
  if (!sectionPath) return false;
  return segments(routePath).includes(segments(sectionPath));
}

/** The option selected at start: the current locale's, else the first. */
export function selectedLanguageOption<T extends Pick<LocaleEntry, 'code'>>(options: readonly T[], currentCode: string): T | undefined {
  return options.find((option) => option.code === currentCode) ?? options[0];
}

/**
 * Where choosing a language option leads: a locale the site builds keeps the route and
 * its query under the new prefix; any other sends the browser to `/{code}`.
 */
export function languageOptionHref(option: Pick<LocaleEntry, 'code' | 'built'>, pathname: string, search = ''): string {
  if (!option.built) return `/${option.code}`;
  return `${localizedPath(option.code, stripLocale(pathname))}${search}`;
}

/** The cookie that remembers the chosen language for a year, site-wide. */
export const languageCookie = (code: string): string =>
  `${localeCookieName}=${encodeURIComponent(code)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
