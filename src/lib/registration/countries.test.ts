import {
  countryFromLookup,
  countryOption,
  countryOptions,
  countryRecords,
  defaultCountry,
  filterByDialCode,
  filterByName,
  flagEmoji,
  type CountryRecord,
} from './countries';

const record = (classname: string, en: string, phoneCo: string, zh = en): CountryRecord => ({
  classname,
  value: en,
  phoneCo,
  names: { en, 'zh-hans': zh, 'zh-hant': zh, 'zh-hant-tw': zh },
});

describe('country data', () => {
  it('has every entry with a two-letter flag code, names in three languages and a dial code', () => {
    expect(countryRecords.length).toBeGreaterThan(240);
    for (const entry of countryRecords) {
      expect(entry.classname).toMatch(/^[a-z]{2}$/);
      expect(entry.phoneCo).toMatch(/^\+\d{1,4}$/);
      expect(entry.names.en && entry.names['zh-hans'] && entry.names['zh-hant'] && entry.names['zh-hant-tw']).toBeTruthy();
    }
    expect(new Set(countryRecords.map((entry) => entry.classname)).size).toBe(countryRecords.length);
  });
});

describe('countryOptions', () => {
  it('names the entries in English, Simplified or Traditional Chinese, and English for every other set', () => {
    expect(countryOption('de', 'en')?.country).toBe('Germany');
    expect(countryOption('de', 'zh-hans')?.country).toBe('德国');
    expect(countryOption('de', 'zh-hant')?.country).toBe('德國');
    expect(countryOption('de', 'ar')?.country).toBe('Germany');
    expect(countryOption('de', 'ar', 'ar-AE')?.country).toBe('ألمانيا');
    expect(countryOption('bo', 'th', 'th-TH')?.country).toBe('โบลิเวีย');
    expect(countryOption('de', 'fr', 'fr')).toEqual({ classname: 'de', country: 'Allemagne', value: 'Germany', phoneCo: '+49' });
    expect(countryOption('zz', 'en')).toBeUndefined();
  });

  it("names them as Hong Kong writes them on Hong Kong's and Macau's pages, and as Taiwan does on Taiwan's", () => {
    expect(['cht', 'zh-hant', 'zh-hant-mo', 'zh-hant-tw'].map((code) => countryOption('mu', code)?.country)).toEqual([
      '毛里裘斯',
      '毛里裘斯',
      '毛里裘斯',
      '模里西斯',
    ]);
    expect(countryOption('it', 'cht', 'zh-Hant')?.country).toBe('意大利');
    expect(countryOption('it', 'zh-hant-tw', 'zh-Hant')?.country).toBe('義大利');
    expect(countryOption('it', 'en-in', 'en-IN')?.country).toBe('Italy');
  });

  it('sorts by the shown name in the page language', () => {
    const list = [record('b', 'Beta', '+2', '乙'), record('a', 'Alpha', '+1', '甲'), record('c', 'Ångström', '+3')];
    expect(countryOptions('en', 'en', list).map((option) => option.classname)).toEqual(['a', 'c', 'b']);
    expect(countryOptions('zh-hans', 'zh-CN', list).map((option) => option.country)).toEqual(['甲', '乙', 'Ångström']);
  });
});

describe('defaults and prefill', () => {
  const options = countryOptions('en');

  it('defaults to Bolivia, else the first entry', () => {
    expect(defaultCountry(options).classname).toBe('bo');
    expect(defaultCountry(countryOptions('en', 'en', [record('x', 'X', '+1'), record('y', 'Y', '+2')])).classname).toBe('x');
  });

  it('matches a lookup by the lowercased flag code and ignores anything else', () => {
    expect(countryFromLookup(options, { countryCode: 'DE' })?.value).toBe('Germany');
    expect(countryFromLookup(options, { countryCode: ' gb ' })?.classname).toBe('gb');
    expect(countryFromLookup(options, { countryCode: 'XX' })).toBeUndefined();
    expect(countryFromLookup(options, {})).toBeUndefined();
  });
});

describe('filters', () => {
  const options = countryOptions('zh-hans', 'zh-CN');
  const names = (list: readonly { value: string }[]) => list.map((option) => option.value);

  it('finds countries by a case-insensitive substring of the shown or the English name', () => {
    expect(names(filterByName(options, 'GERMAN'))).toEqual(['Germany']);
    expect(names(filterByName(options, '德国'))).toEqual(['Germany']);
    expect(names(filterByName(options, '德'))).toEqual(expect.arrayContaining(['Germany', 'Guadeloupe']));
    expect(names(filterByName(options, 'land isl'))).toContain('Åland Islands');
    expect(names(filterByName(options, 'aland'))).toContain('Åland Islands');
    expect(names(filterByName(options, 'COTE D'))).toEqual(['Côte d’Ivoire']);
    expect(filterByName(options, 'no such place')).toEqual([]);
    expect(filterByName(options, '  ')).toBe(options);
  });

  it('finds dial codes by a substring, anchored at the start when typed with the plus sign', () => {
    expect(names(filterByDialCode(options, '591'))).toEqual(['Bolivia']);
    expect(names(filterByDialCode(options, ' +591 '))).toEqual(['Bolivia']);
    expect(filterByDialCode(options, '44').every((option) => option.phoneCo.includes('44'))).toBe(true);
    expect(names(filterByDialCode(options, '44'))).toEqual(expect.arrayContaining(['United Kingdom', 'Angola']));
    expect(names(filterByDialCode(options, '+44'))).toContain('United Kingdom');
    expect(names(filterByDialCode(options, '+44'))).not.toContain('Angola');
    expect(filterByDialCode(options, '+44').every((option) => option.phoneCo.startsWith('+44'))).toBe(true);
    expect(filterByDialCode(options, 'abc')).toEqual([]);
    expect(filterByDialCode(options, '+')).toBe(options);
  });
});

describe('flagEmoji', () => {
  it('turns the flag code into regional-indicator letters', () => {
    expect(flagEmoji('bo')).toBe('\u{1F1E7}\u{1F1F4}');
    expect(flagEmoji('DE')).toBe('🇩🇪');
  });
});
