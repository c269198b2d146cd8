/** @jest-environment node */
import { embeddedApiEnabled, numberSetting, rateSetting, setting } from './settings';

afterEach(() => {
  for (const name of ['RECAPTCHA_MIN_SCORE', 'LOGIN_LOCKOUT', 'EMBEDDED_API', 'REGISTER_UPSTREAM_URL']) delete process.env[name];
});

it('reads a setting when asked, else its default from data/server-settings.json', () => {
  expect(setting('REGISTER_UPSTREAM_URL')).toBe('');
  process.env.REGISTER_UPSTREAM_URL = ' https://crm.example/leads ';
  expect(setting('REGISTER_UPSTREAM_URL')).toBe('https://crm.example/leads');
  expect(() => setting('NOT_A_SETTING' as never)).toThrow(/Unknown server setting NOT_A_SETTING/);
});

it('falls back to the default for a malformed number or rate', () => {
  expect(numberSetting('RECAPTCHA_MIN_SCORE')).toBe(0.5);
  process.env.RECAPTCHA_MIN_SCORE = 'high';
  expect(numberSetting('RECAPTCHA_MIN_SCORE')).toBe(0.5);
  process.env.RECAPTCHA_MIN_SCORE = '0.7';
  expect(numberSetting('RECAPTCHA_MIN_SCORE')).toBe(0.7);
  process.env.LOGIN_LOCKOUT = '3 / 60';
  expect(rateSetting('LOGIN_LOCKOUT')).toEqual({ count: 3, seconds: 60 });
  process.env.LOGIN_LOCKOUT = 'many';
  expect(rateSetting('LOGIN_LOCKOUT')).toEqual({ count: 5, seconds: 900 });
});

it('switches the embedded API off only for EMBEDDED_API=off', () => {
  expect(embeddedApiEnabled()).toBe(true);
  process.env.EMBEDDED_API = 'OFF';
  expect(embeddedApiEnabled()).toBe(false);
});
