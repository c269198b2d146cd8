import {
  allLocales,
  languageOptions,
  localeFromPath,
  localesToBuild,
  localizedPath,
  publishedLocales,
  stripLocale,
  translationSets,
} from './locales';

describe('the locale table (data/locales.json, spec §2/§3)', () => {
  it('publishes the 20 prefixes of §2 in order, and lists es (21) without building it', () => {
    expect(publishedLocales.map((locale) => locale.code)).toEqual([
      'en',
      'zh-hans',
      'eng',
      'en-mo',
      'cht',
      'zh-hant-mo',
      'zh-hant-tw',
      'zh-hant',
      'pt',
      'id',
      'en-in',
      'it',
      'th',
      'vi',
      'ms',
      'tl',
      'fr',
      'ko',
      'de',
      'ar',
    ]);
    expect(allLocales).toHaveLength(21);
    expect(allLocales.find((locale) => locale.code === 'es')?.built).toBe(false);
  });

  it('carries the language tags of §3', () => {
    const tags = Object.fromEntries(allLocales.map((locale) => [locale.code, locale.tag]));
    expect(tags).toMatchObject({
      en: 'en-US',
      'zh-hans': 'zh-CN',
      cht: 'zh-Hant',
      'zh-hant-mo': 'zh-Hant',
      'zh-hant-tw': 'zh-Hant',
      'zh-hant': 'zh-Hant',
      pt: 'pt-PT',
      id: 'id-ID',
      'en-in': 'en-IN',
      it: 'it-IT',
      th: 'th-TH',
      vi: 'vi-VN',
      ms: 'ms-BN',
      ar: 'ar-AE',
      tl: 'tl',
      fr: 'fr',
      ko: 'ko',
      de: 'de',
    });
  });

  it('gives every published locale a distinct hreflang, with the §3 regional codes', () => {
    const hreflangs = publishedLocales.map((locale) => locale.hreflang);
    expect(new Set(hreflangs).size).toBe(publishedLocales.length);
    const byCode = Object.fromEntries(publishedLocales.map((locale) => [locale.code, locale.hreflang]));
    expect(byCode).toMatchObject({ cht: 'zh-Hant-HK', eng: 'en-HK', 'zh-hant-mo': 'zh-Hant-MO', 'en-mo': 'en-MO' });
  });

  it('writes Arabic right to left and everything else left to right', () => {
    expect(publishedLocales.filter((locale) => locale.dir === 'rtl').map((locale) => locale.code)).toEqual(['ar']);
  });

  it('shares translation sets between regional variants: 14 sets', () => {
    const setOf = (code: string) => publishedLocales.find((locale) => locale.code === code)?.translationSet;
    expect(['en', 'eng', 'en-mo', 'en-in'].map(setOf)).toEqual(['en', 'en', 'en', 'en']);
    expect(['cht', 'zh-hant-mo', 'zh-hant-tw', 'zh-hant'].map(setOf)).toEqual(['zh-hant', 'zh-hant', 'zh-hant', 'zh-hant']);
    expect(translationSets).toHaveLength(14);
  });
});

describe('languageOptions (§2 language selector)', () => {
  const codes = (code: string) => languageOptions(code).map((locale) => locale.code);
  it('offers India (English) only on en-in', () => expect(codes('en-in')).toEqual(['en-in']));
  it('offers English and Traditional Chinese on eng and cht', () => {
    expect(codes('eng')).toEqual(['eng', 'cht']);
    expect(codes('cht')).toEqual(['eng', 'cht']);
  });
  it('offers English and Traditional Chinese on en-mo and zh-hant-mo', () => {
    expect(codes('en-mo')).toEqual(['en-mo', 'zh-hant-mo']);
    expect(codes('zh-hant-mo')).toEqual(['en-mo', 'zh-hant-mo']);
  });
  it('offers Traditional Chinese only on zh-hant-tw', () => expect(codes('zh-hant-tw')).toEqual(['zh-hant-tw']));
  it('offers the full list of 21 anywhere else', () => {
    expect(codes('en')).toHaveLength(21);
    expect(codes('ar')).toContain('es');
    expect(codes('unknown')).toHaveLength(21);
  });
});

describe('paths', () => {
  it('prefixes a route path with the locale', () => {
    expect(localizedPath('ar', 'trading/forex')).toBe('/ar/trading/forex/');
    expect(localizedPath('en', '')).toBe('/en/');
  });

  it('reads and strips the locale prefix, ignoring unknown codes', () => {
    expect(localeFromPath('/zh-hant-tw/about/company/')?.code).toBe('zh-hant-tw');
    expect(localeFromPath('/es/trading/')).toBeUndefined();
    expect(localeFromPath('/trading/forex/')).toBeUndefined();
    expect(stripLocale('/ko/trading/forex/')).toBe('trading/forex');
    expect(stripLocale('/nope/trading/')).toBe('nope/trading');
  });
});

describe('localesToBuild (BUILD_LOCALES)', () => {
  it('builds all 20 by default', () => expect(localesToBuild(undefined)).toHaveLength(20));
  it('builds a subset, always with the default locale, ignoring unknown codes', () => {
    expect(localesToBuild('ar, th, xx').map((locale) => locale.code)).toEqual(['en', 'th', 'ar']);
  });
});
