import { askByLocale, asks } from './where-to-ask';

describe('where the dialog asks', () => {
  it('asks everywhere by default', () => {
    expect(askByLocale({ locales: '*', countries: '*' }, 'th')).toBe('ask');
    expect(askByLocale({ locales: [], countries: '*' }, 'th')).toBe('ask');
  });

  it('asks in the listed locales without a lookup', () => {
    const rule = { locales: ['de', 'fr'], countries: [] };
    expect(askByLocale(rule, 'de')).toBe('ask');
    expect(askByLocale(rule, 'th')).toBe('skip');
    expect(asks(rule, 'th', 'DE')).toBe(false);
  });

  it('asks visitors from the listed countries, and a visitor whose country is unknown', () => {
    const rule = { locales: ['de'], countries: ['AT', 'gb'] };
    expect(askByLocale(rule, 'en')).toBe('country');
    expect(asks(rule, 'en', 'AT')).toBe(true);
    expect(asks(rule, 'en', 'GB')).toBe(true);
    expect(asks(rule, 'en', 'AU')).toBe(false);
    expect(asks(rule, 'en', undefined)).toBe(true);
    expect(asks(rule, 'de', 'AU')).toBe(true);
  });
});
