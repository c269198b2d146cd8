import { exampleFields, examplePayload } from '../../../tests/registration-example';
import { buildRegistrationPayload, REGISTRATION_DEFAULTS } from './payload';

const fields = exampleFields;

describe('buildRegistrationPayload', () => {
  it('adds the defaults, the language, the token and the country in both forms', () => {
    expect(buildRegistrationPayload(fields, { language: 'en', token: 'tok' })).toEqual({ ...examplePayload, token: 'tok' });
    expect(examplePayload).toMatchObject({
      send_email: 0,
      register_account_type: 1,
      redirect: 'apply-live-ta',
      country: 'Germany',
      countryValue: 'Germany',
      classname: 'de',
    });
    expect(REGISTRATION_DEFAULTS).toEqual({ send_email: 0, register_account_type: 1, redirect: 'apply-live-ta' });
  });

  it('names the country in the language of the locale; countryValue stays English', () => {
    const simplified = buildRegistrationPayload(fields, { language: 'zh-hans', token: '' });
    expect(simplified).toMatchObject({ country: '德国', countryValue: 'Germany', classname: 'de', language: 'zh-hans' });
    const hongKong = buildRegistrationPayload(fields, { language: 'cht', token: '' });
    expect(hongKong).toMatchObject({ country: '德國', countryValue: 'Germany', language: 'cht' });
    expect(buildRegistrationPayload(fields, { language: 'ar', token: '' }).country).toBe('ألمانيا');
  });

  it('keeps the dial code the visitor chose, even when it is not the country’s own', () => {
    expect(buildRegistrationPayload({ ...fields, country_code: '+44' }, { language: 'en', token: '' })).toMatchObject({
      country_code: '+44',
      classname: 'de',
    });
  });

  it('refuses a country that is not in the list', () => {
    expect(() => buildRegistrationPayload({ ...fields, classname: 'zz' }, { language: 'en', token: '' })).toThrow('zz');
  });
});
