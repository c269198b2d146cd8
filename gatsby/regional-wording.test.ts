/**
 * The regional variants say what their region expects: Taiwan's merged strings keep no Hong
 * Kong term, every example e-mail address is on a reserved domain, and a regional locale's phone
 * examples carry its own country's dial code (data/countries.json, by the locale's flag).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import countries from '../data/countries.json';
import { publishedLocales, type BuiltLocale } from '../src/lib/locales';
import { hongKongToTaiwan, taiwanWording } from '../src/lib/regional-wording';
import { readLocaleStrings, readTranslationSet } from './translations';

type Strings = Record<string, unknown>;

const flatten = (strings: Strings, prefix = ''): Array<[string, string]> =>
  Object.entries(strings).flatMap(([key, value]) =>
    value && typeof value === 'object' ? flatten(value as Strings, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]],
  );

const locale = (code: string) => publishedLocales.find((entry) => entry.code === code) as BuiltLocale;

/** Hong Kong terms left in a locale's strings as its pages read them: "ns:key: term (use …)". */
export function hongKongTermsIn(resources: Record<string, Strings>): string[] {
  return Object.entries(resources).flatMap(([ns, strings]) =>
    flatten(strings).flatMap(([key, text]) =>
      hongKongToTaiwan
        .filter(([term]) => new RegExp(term.source).test(text))
        .map(([term, taiwan]) => `${ns}:${key}: ${term.source} (use ${taiwan})`),
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

describe("Taiwan's wording of zh-hant content", () => {
  it('turns Hong Kong trading and everyday terms into Taiwan usage', () => {
    expect(taiwanWording('入市前先確定可接受的虧損，再由止蝕距離決定交易手數。')).toBe(
      '進場前先確定可接受的虧損，再由停損距離決定交易手數。',
    );
    expect(taiwanWording('您可發出市價盤及掛盤（限價盤、止蝕盤、止蝕限價盤），並設定止蝕及止賺水平。')).toBe(
      '您可發出市價單及掛單（限價單、停損單、停損限價單），並設定停損及停利水準。',
    );
    expect(taiwanWording('聯儲局議息後美國國債孳息率輕微上升，好倉和淡倉的賬戶結餘')).toBe(
      '聯準會利率會議後美國國債殖利率輕微上升，多單和空單的帳戶餘額',
    );
  });

  it('leaves the words that only contain a Hong Kong term, and Taiwan wording, as they are', () => {
    for (const text of ['深入市場洞察', '聯邦公開市場委員會', '接收報價', '水平線', '簡訊', '進入市場', '流動性提供者'])
      expect(taiwanWording(text)).toBe(text);
  });

  it('changes nothing the second time', () => {
    const hongKong = readTranslationSet('zh-hant');
    const once = flatten(hongKong).map(([, text]) => taiwanWording(text));
    expect(once.map(taiwanWording)).toEqual(once);
    expect(hongKongTermsIn({ converted: Object.fromEntries(once.map((text, index) => [index, text])) })).toEqual([]);
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
