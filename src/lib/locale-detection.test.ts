import {
  acceptLanguageTags,
  decideAtRoot,
  detectLocale,
  localeCookie,
  localeFromHost,
  localeFromLanguageTag,
  localeFromLanguages,
  readCookie,
} from './locale-detection';
import { localeCookieName } from './locales';

const code = (locale: { code: string } | undefined | null) => locale?.code;

describe('localeFromLanguageTag', () => {
  it.each([
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['en-HK', 'eng'],
    ['en-IN', 'en-in'],
    ['zh-CN', 'zh-hans'],
    ['zh', 'zh-hans'],
    ['zh-SG', 'zh-hans'],
    ['zh-Hans-CN', 'zh-hans'],
    ['zh-TW', 'zh-hant-tw'],
    ['zh-HK', 'cht'],
    ['zh-MO', 'zh-hant-mo'],
    ['zh-Hant', 'zh-hant'],
    ['zh_Hant_TW', 'zh-hant-tw'],
    ['pt-BR', 'pt'],
    ['ms-MY', 'ms'],
    ['fil-PH', 'tl'],
    ['ar-SA', 'ar'],
    ['KO', 'ko'],
  ])('%s → %s', (tag, expected) => {
    expect(code(localeFromLanguageTag(tag))).toBe(expected);
  });

  it.each(['es', 'es-419', 'ja-JP', '', 'x-klingon'])('ignores %j, which the site does not publish', (tag) => {
    expect(localeFromLanguageTag(tag)).toBeUndefined();
  });

  it('takes the first language the site publishes', () => {
    expect(code(localeFromLanguages(['es-ES', 'ja', 'de-AT', 'fr']))).toBe('de');
    expect(localeFromLanguages(['es', 'ja'])).toBeUndefined();
  });
});

describe('localeFromHost and cookies', () => {
  it('reads a locale code from the first label of the host only', () => {
    expect(code(localeFromHost('ar.northwind-markets.example'))).toBe('ar');
    expect(code(localeFromHost('zh-hans.example.com'))).toBe('zh-hans');
    expect(localeFromHost('www.northwind-markets.example')).toBeUndefined();
    expect(localeFromHost('es.example.com')).toBeUndefined();
    expect(localeFromHost('localhost')).toBeUndefined();
  });

  it('reads and writes the language cookie', () => {
    expect(readCookie(`a=1; ${localeCookieName}=cht; b=2`, localeCookieName)).toBe('cht');
    expect(readCookie('a=1', localeCookieName)).toBeUndefined();
    expect(readCookie(`${localeCookieName}=%E0%A4%A`, localeCookieName)).toBeUndefined();
    expect(localeCookie('ar', false)).toBe(`${localeCookieName}=ar; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(localeCookie('ar', true)).toMatch(/; Secure$/);
  });
});

describe('detectLocale: prefix, then cookie, then browser, then host', () => {
  const all = {
    pathname: '/ko/trading/forex/',
    cookies: `${localeCookieName}=fr`,
    languages: ['de-DE'],
    host: 'ar.example.com',
  };

  it('uses each signal in turn when the ones before it say nothing', () => {
    expect(detectLocale(all)).toMatchObject({ source: 'prefix', locale: { code: 'ko' } });
    expect(detectLocale({ ...all, pathname: '/' })).toMatchObject({ source: 'cookie', locale: { code: 'fr' } });
    expect(detectLocale({ ...all, pathname: '/', cookies: '' })).toMatchObject({ source: 'browser', locale: { code: 'de' } });
    expect(detectLocale({ ...all, pathname: '/', cookies: '', languages: [] })).toMatchObject({
      source: 'host',
      locale: { code: 'ar' },
    });
    expect(detectLocale({ pathname: '/' })).toBeNull();
  });

  it('skips unsupported codes in every signal', () => {
    expect(
      detectLocale({ pathname: '/es/x/', cookies: `${localeCookieName}=es`, languages: ['es', 'it-CH'], host: 'es.example.com' }),
    ).toMatchObject({ source: 'browser', locale: { code: 'it' } });
    expect(detectLocale({ pathname: '/es/', cookies: `${localeCookieName}=xx`, languages: ['es'], host: 'th.example.com' })).toMatchObject({
      source: 'host',
      locale: { code: 'th' },
    });
  });
});

describe('decideAtRoot', () => {
  it('opens the home of a language chosen before (cookie)', () => {
    expect(decideAtRoot({ cookies: `${localeCookieName}=zh-hans`, languages: ['ar'] })).toMatchObject({
      action: 'redirect',
      to: '/zh-hans/',
    });
  });

  it('only offers a guessed language, from the browser or the host', () => {
    expect(decideAtRoot({ languages: ['ar-AE', 'en'] })).toMatchObject({ action: 'offer', locale: { code: 'ar' } });
    expect(decideAtRoot({ host: 'vi.example.com' })).toMatchObject({ action: 'offer', locale: { code: 'vi' } });
  });

  it('stays for English, for a visitor who chose English, and for a crawler that sends nothing', () => {
    expect(decideAtRoot({ languages: ['en-US'] })).toEqual({ action: 'stay' });
    expect(decideAtRoot({ cookies: `${localeCookieName}=en`, languages: ['ar'] })).toEqual({ action: 'stay' });
    expect(decideAtRoot({})).toEqual({ action: 'stay' });
  });

  it('ignores an unsupported cookie and falls back to offering', () => {
    expect(decideAtRoot({ cookies: `${localeCookieName}=es`, languages: ['fr-CA'] })).toMatchObject({
      action: 'offer',
      locale: { code: 'fr' },
    });
  });
});

describe('acceptLanguageTags', () => {
  it('orders by quality, keeps the header order on ties, drops q=0 and *', () => {
    expect(acceptLanguageTags('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(acceptLanguageTags('en;q=0.5, ar, ko;q=0')).toEqual(['ar', 'en']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
});
