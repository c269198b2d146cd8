/**
 * One complete live-account application (Ada Lovelace in Germany, sent from /en/ without
 * a captcha), shared by the payload, function and browser tests.
 */
import type { RegistrationPayload } from '../src/lib/api/types';

export const exampleFields = {
  first_name: 'Ada',
  middle_name: '',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  classname: 'de',
  country_code: '+49',
  mobile: '15123456789',
};

export const examplePayload: RegistrationPayload = {
  ...exampleFields,
  country: 'Germany',
  send_email: 0,
  register_account_type: 1,
  language: 'en',
  redirect: 'apply-live-ta',
  token: '',
  countryValue: 'Germany',
};
