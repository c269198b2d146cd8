/**
 * The regional variants say what their region expects: Taiwan's merged strings and its own
 * content and legal texts keep no Hong Kong term (the `regional` table of data/terms/zh-hant-tw.json),
 * every example e-mail address is on a reserved domain, and a regional locale's phone examples
 * carry its own country's dial code (data/countries.json, by the locale's flag).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import countries from '../data/countries.json';
import { publishedLocales, type BuiltLocale } from '../src/lib/locales';
import taiwanTermbase from '../data/terms/zh-hant-tw.json';
import * as store from '../src/lib/content-store';
import { readLocaleStrings, readTranslationSet } from './translations';

type Strings = Record<string, unknown>;

const flatten = (strings: Strings, prefix = ''): Array<[string, string]> =>
  Object.entries(strings).flatMap(([key, value]) =>
    value && typeof value === 'object' ? flatten(value as Strings, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]],
  );

const locale = (code: string) => publishedLocales.find((entry) => entry.code === code) as BuiltLocale;

/** Hong Kong pattern → Taiwan wording. */
const hongKongToTaiwan = taiwanTermbase.regional.avoid.map(([pattern, taiwan]) => [new RegExp(pattern, 'u'), taiwan] as const);

/** Hong Kong terms left in a locale's strings as its pages read them: "ns:key: term (use …)". */
export function hongKongTermsIn(resources: Record<string, Strings>): string[] {
  return Object.entries(resources).flatMap(([ns, strings]) =>
    flatten(strings).flatMap(([key, text]) =>
      hongKongToTaiwan.filter(([term]) => term.test(text)).map(([term, taiwan]) => `${ns}:${key}: ${term.source} (use ${taiwan})`),
    ),
  );
}

describe("Taiwan's strings", () => {
  it('keep no Hong Kong term once the overrides are merged over zh-hant', () => {
    expect(hongKongTermsIn(readLocaleStrings(locale('zh-hant-tw')))).toEqual([]);
  });

  it('are seen failing on the shared set, which is Hong Kong wording', () => {
    const found = hongKongTermsIn(readTranslationSet('zh-hant'));
    expect(found).toContain('common:menu.lists.accounts: 賬 (use 帳)');
    expect(found.length).toBeGreaterThan(500);
  });
});

describe("Taiwan's own content and legal texts", () => {
  // Every translated collection of the content store, and the legal texts, as language → text.
  const translated: Record<string, Record<string, unknown>> = {
    ...Object.fromEntries(
      Object.entries({
        news: store.news,
        articles: store.articles,
        articleTags: store.articleTags,
        webinars: store.webinars,
        promotions: store.promotions,
        videos: store.videos,
        economicIndicators: store.economicIndicators,
      }).flatMap(([name, items]) => items.map((item, index) => [`${name}.${index}`, item.text as Record<string, unknown>])),
    ),
    ...store.legalTexts,
  };

  it("are stored wherever Hong Kong's are, and keep no Hong Kong term", () => {
    const missing = Object.entries(translated)
      .filter(([, byLanguage]) => byLanguage['zh-hant'] && !byLanguage['zh-hant-tw'])
      .map(([name]) => name);
    expect(missing).toEqual([]);
    const taiwan = Object.fromEntries(Object.entries(translated).map(([name, byLanguage]) => [name, byLanguage['zh-hant-tw'] as Strings]));
    expect(hongKongTermsIn(taiwan)).toEqual([]);
  });

  it("are seen failing on Hong Kong's", () => {
    const hongKong = Object.fromEntries(Object.entries(translated).map(([name, byLanguage]) => [name, byLanguage['zh-hant'] as Strings]));
    expect(hongKongTermsIn(hongKong)).toContain('news.0:title: 聯儲局 (use 聯準會)');
  });
});

/** Reserved for documentation (RFC 2606, RFC 6761): example.com/.net/.org and the .example, .test, .invalid names. */
const reservedDomain = /(^|\.)(example\.(com|net|org)|example|test|invalid)$/i;
// The top-level label is taken in Latin letters: a particle may follow without a space (ko: name@example.com과).
const emailAddresses = (text: string) => [...text.matchAll(/[\p{L}\p{N}._%+-]+@((?:[\p{L}\p{N}-]+\.)+[a-z]{2,})/giu)];

describe('example e-mail addresses', () => {
  const folders = readdirSync(path.resolve('locales'));

  it.each(folders)('use reserved domains in locales/%s', (folder) => {
    const foreign = Object.entries(readTranslationSet(folder)).flatMap(([ns, strings]) =>
      flatten(strings).flatMap(([key, text]) =>
        emailAddresses(text)
          .filter(([, domain]) => !reservedDomain.test(domain))
          .map(([address]) => `${ns}:${key}: ${address}`),
      ),
    );
    expect(foreign).toEqual([]);
  });

  it('tells a real domain from a reserved one', () => {
    expect(emailAddresses('z. B. name@beispiel.de.').map(([, domain]) => reservedDomain.test(domain))).toEqual([false]);
    expect(emailAddresses('ví dụ name@example.com.').map(([, domain]) => reservedDomain.test(domain))).toEqual([true]);
    expect(emailAddresses('name@example.com과 같이').map(([, domain]) => reservedDomain.test(domain))).toEqual([true]);
    expect(emailAddresses('例如 名字@例子.com。').map(([, domain]) => reservedDomain.test(domain))).toEqual([false]);
  });
});

// The regional locales, and ms: the set is Brunei's (ms-BN).
const regional = publishedLocales.filter((entry) => entry.type !== 'global' || entry.code === 'ms');

describe('phone examples', () => {
  it.each(regional.map((entry) => [entry.code, entry]))("of %s use its flag country's dial code", (_code, entry) => {
    const dialCode = countries.find((country) => country.classname === entry.flag)?.phoneCo;
    const strings = readLocaleStrings(entry as BuiltLocale);
    const forms = strings.forms as { errors: { phoneInvalid: string } };
    const signup = strings.signup as { dropdown: { phoneCodeSearch: string } };
    expect(dialCode).toBeDefined();
    expect(forms.errors.phoneInvalid).toContain(`${dialCode} `);
    expect(signup.dropdown.phoneCodeSearch).toMatch(new RegExp(`${dialCode?.slice(1)}$`));
  });
});
