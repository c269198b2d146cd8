import { isActiveSection, languageCookie, languageOptionHref, selectedLanguageOption } from './navigation';
import { findLocale, languageOptions } from './locales';

describe('isActiveSection (§2: the current path contains the item path)', () => {
  it('is active on the section and every page below it', () => {
    expect(isActiveSection('trading', 'trading')).toBe(true);
    expect(isActiveSection('trading/forex', 'trading')).toBe(true);
    expect(isActiveSection('/trading/forex/', 'trading')).toBe(true);
    expect(isActiveSection('analysis/market-news/2026/11/fed', 'analysis')).toBe(true);
  });

  it('is inactive elsewhere, including pages whose path only contains the text', () => {
    expect(isActiveSection('', 'trading')).toBe(false);
    expect(isActiveSection('about/company', 'trading')).toBe(false);
    expect(isActiveSection('platform/trading-central', 'trading')).toBe(false);
    expect(isActiveSection('academy/courses/beginner/trading-forex', 'trading')).toBe(false);
  });

  it('never marks an item without a path', () => expect(isActiveSection('trading/forex', '')).toBe(false));
});

describe('selectedLanguageOption (§4: the current locale, else the first)', () => {
  it('selects the current locale', () => {
    expect(selectedLanguageOption(languageOptions('cht'), 'cht')?.code).toBe('cht');
    expect(selectedLanguageOption(languageOptions('ar'), 'ar')?.code).toBe('ar');
  });

  it('falls back to the first option', () => {
    expect(selectedLanguageOption(languageOptions('eng'), 'fr')?.code).toBe('eng');
    expect(selectedLanguageOption([], 'en')).toBeUndefined();
  });
});

describe('languageOptionHref (§4: a locale change updates the route prefix)', () => {
  const option = (code: string) => {
    const locale = findLocale(code);
    if (!locale) throw new Error(code);
    return locale;
  };

  it('keeps the route and query under the new prefix', () => {
    expect(languageOptionHref(option('ar'), '/en/trading/forex/')).toBe('/ar/trading/forex/');
    expect(languageOptionHref(option('zh-hant-tw'), '/cht/about/company/', '?campaign_code=x')).toBe(
      '/zh-hant-tw/about/company/?campaign_code=x',
    );
  });

  it('leads from the root home page to the locale home page', () => {
    expect(languageOptionHref(option('zh-hans'), '/')).toBe('/zh-hans/');
  });

  it('sends a locale the site does not build to /{code}', () => {
    expect(languageOptionHref(option('es'), '/en/trading/forex/', '?a=1')).toBe('/es');
  });
});

describe('languageCookie', () => {
  it('remembers the choice site-wide for a year with SameSite=Lax', () => {
    expect(languageCookie('zh-hans')).toBe('nw_lang=zh-hans; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
