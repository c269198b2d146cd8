// Generates data/countries.json: every country or territory that has an international
// dial code (libphonenumber-js metadata), named through ICU (Intl.DisplayNames) in the
// languages the registration form has names for: English, Simplified Chinese, Traditional Chinese
// as Hong Kong writes it (zh-hant: 意大利, 毛里裘斯) and as Taiwan does (zh-hant-tw: 義大利,
// 模里西斯). Run: npm run countries
import { writeFileSync } from 'node:fs';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';

const names = {
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
  'zh-hans': new Intl.DisplayNames(['zh-Hans'], { type: 'region' }),
  'zh-hant': new Intl.DisplayNames(['zh-Hant-HK'], { type: 'region' }),
  'zh-hant-tw': new Intl.DisplayNames(['zh-Hant-TW'], { type: 'region' }),
};

const countries = getCountries()
  .map((code) => ({
    classname: code.toLowerCase(),
    value: names.en.of(code),
    phoneCo: `+${getCountryCallingCode(code)}`,
    names: Object.fromEntries(Object.entries(names).map(([set, display]) => [set, display.of(code)])),
  }))
  .sort((a, b) => a.value.localeCompare(b.value, 'en'));

const out = new URL('../data/countries.json', import.meta.url);
writeFileSync(out, `[\n${countries.map((c) => `  ${JSON.stringify(c)}`).join(',\n')}\n]\n`);
console.log(`data/countries.json: ${countries.length} countries`);
