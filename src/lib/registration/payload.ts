/** The registration payload of §3, built from checked form values (in the browser and on the server). */
import { findPublishedLocale } from '../locales';
import { countryOption } from './countries';
import type { RegistrationPayload } from '../api/types';
import type { RegistrationFields } from './schema';

export const REGISTRATION_DEFAULTS = { send_email: 0, register_account_type: 1, redirect: 'apply-live-ta' } as const satisfies Pick<
  RegistrationPayload,
  'send_email' | 'register_account_type' | 'redirect'
>;

export function buildRegistrationPayload(
  fields: RegistrationFields,
  { language, token }: { language: string; token: string },
): RegistrationPayload {
  const locale = findPublishedLocale(language);
  const country = countryOption(fields.classname, locale?.code ?? 'en', locale?.tag);
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
