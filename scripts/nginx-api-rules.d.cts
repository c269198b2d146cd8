/** Types of scripts/nginx-api-rules.cjs, for the TypeScript that imports it (its test). */
type Environment = Record<string, string | undefined>;
interface Rate {
  count: number;
  seconds: number;
}
interface Locale {
  code: string;
  tag: string;
  hreflang: string | null;
  translationSet: string;
}
export const LIMITED_CALLS: { zone: string; path: string; setting: string }[];
export function nginxRate(rate: Rate): string;
export function retryAfterSeconds(rate: Rate): number;
export function proxyReadTimeoutSeconds(env: Environment): number;
export function publishedLocales(): Locale[];
export function apiStrings(locale: Locale): (key: string, values?: Record<string, unknown>) => string;
export function nginxJsonText(text: string): string;
export function localeMap(locales: Locale[]): string[];
export function apiHttpRules(env?: Environment, locales?: Locale[]): string;
