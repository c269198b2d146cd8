/**
 * Whether the dialog asks a visitor (data/consent.json, askIn): where the page's locale is listed,
 * or the visitor's country (from the CDN's country header, GET /api/location). When countries
 * are listed and the visitor's is unknown, it asks: asking where it need not costs a click,
 * not asking where the law wants it costs far more.
 */
import type { AskRule } from './settings';

const lists = (list: '*' | string[], value: string | undefined): boolean =>
  list === '*' || (value !== undefined && list.some((entry) => entry.toLowerCase() === value.toLowerCase()));

/** `ask` or `skip` from the locale alone, or `country` when the answer depends on the visitor's country. */
export function askByLocale(rule: AskRule, locale: string): 'ask' | 'skip' | 'country' {
  if (lists(rule.locales, locale) || rule.countries === '*') return 'ask';
  return rule.countries.length > 0 ? 'country' : 'skip';
}

/** The answer once the country is known (undefined: the lookup gave none or failed). */
export function asks(rule: AskRule, locale: string, country: string | undefined): boolean {
  const byLocale = askByLocale(rule, locale);
  if (byLocale !== 'country') return byLocale === 'ask';
  return country === undefined || lists(rule.countries, country);
}
