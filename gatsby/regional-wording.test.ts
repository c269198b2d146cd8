/**
 * The regional variants say what their region expects: Taiwan's merged strings keep no Hong
 * Kong term, every example e-mail address is on a reserved domain, and a regional locale's phone
 * examples carry its own country's dial code (data/countries.json, by the locale's flag).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import countries from '../data/countries.json';
import { publishedLocales, type BuiltLocale } from '../src/lib/locales';
import { readLocaleStrings, readTranslationSet } from './translations';

type Strings = Record<string, unknown>;

const flatten = (strings: Strings, prefix = ''): Array<[string, string]> =>
  Object.entries(strings).flatMap(([key, value]) =>
    value && typeof value === 'object' ? flatten(value as Strings, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]],
  );

const locale = (code: string) => publishedLocales.find((entry) => entry.code === code) as BuiltLocale;

/** Hong Kong forms and their Taiwan wording (the Taiwan form is what the override uses). */
const hongKongTerms: Array<[RegExp, string]> = [
  [/賬/, '帳'],
  [/止蝕|止損/, '停損'],
  [/止賺|止盈/, '停利'],
  [/網絡/, '網路'],
  [/網上/, '線上'],
  [/電郵/, '電子郵件'],
  [/信息/, '資訊'],
  [/信號/, '訊號'],
  [/軟件/, '軟體'],
  [/視頻/, '影片'],
  [/默認/, '預設'],
  [/用戶/, '使用者'],
  [/質素/, '品質'],
  [/登錄/, '登入'],
  [/聯繫/, '聯絡'],
  [/客戶服務/, '客服'],
  [/私隱/, '隱私'],
  [/牌照/, '執照'],
  [/結餘/, '餘額'],
  [/實時/, '即時'],
  [/屏幕/, '螢幕'],
  [/(?<!簡)短訊/, '簡訊'],
  [/數碼/, '數位'],
  [/上載/, '上傳'],
  [/插件/, '外掛程式'],
  [/按金/, '保證金'],
  [/回贈/, '返佣'],
  [/通脹/, '通膨'],
  [/加息|減息/, '升息/降息'],
  [/陰陽燭/, 'K線'],
  [/甚麼/, '什麼'],
  [/悉尼/, '雪梨'],
  [/毛里裘斯/, '模里西斯'],
  [/塞舌爾/, '塞席爾'],
  [/瓦努阿圖/, '萬那杜'],
  [/肯雅|肯尼亞/, '肯亞'],
  [/\+852/, '+886'],
];

/** Hong Kong terms left in a locale's strings as its pages read them: "ns:key: term (use …)". */
export function hongKongTermsIn(resources: Record<string, Strings>): string[] {
  return Object.entries(resources).flatMap(([ns, strings]) =>
    flatten(strings).flatMap(([key, text]) =>
      hongKongTerms.filter(([term]) => term.test(text)).map(([term, taiwan]) => `${ns}:${key}: ${term.source} (use ${taiwan})`),
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
