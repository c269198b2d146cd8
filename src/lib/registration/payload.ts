/** The registration payload of §3, built from checked form values (in the browser and on the server). */
import { findPublishedLocale } from '../locales';
import { countryOption } from './countries';
import type { RegistrationFields } from './schema';

export const REGISTRATION_DEFAULTS = { send_email: 0, register_account_type: 1, redirect: 'apply-live-ta' } as const;

export interface RegistrationPayload {
  first_name: string;
  middle_name: string;
  last_name: string;
  /** The country's name in the page's language. */
  country: string;
  mobile: string;
  email: string;
  /** The dial code: '+591'. */
  country_code: string;
  send_email: typeof REGISTRATION_DEFAULTS.send_email;
  register_account_type: typeof REGISTRATION_DEFAULTS.register_account_type;
  /** The locale code of the page the form was sent from (cht, en-in, ar, …). */
  language: string;
  redirect: typeof REGISTRATION_DEFAULTS.redirect;
  /** The captcha token; empty when no captcha is configured. */
  token: string;
  /** The country's English name. */
  countryValue: string;
  /** The country's two-letter flag code. */
  classname: string;
}

export function buildRegistrationPayload(
  fields: RegistrationFields,
  { language, token }: { language: string; token: string },
): RegistrationPayload {
  const locale = findPublishedLocale(language);
  const country = countryOption(fields.classname, locale?.translationSet ?? 'en', locale?.tag);
  if (!country) throw new Error(`Unknown country "${fields.classname}"`);
  return {
    first_name: fields.first_name,
    middle_name: fields.middle_name,
    last_name: fields.last_name,
    country: country.country,
    mobile: fields.mobile,
    email: fields.email,
    country_code: fields.country_code,
    ...REGISTRATION_DEFAULTS,
    language,
    token,
    countryValue: country.value,
    classname: country.classname,
  };
}
