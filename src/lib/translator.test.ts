import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { i18nextOptions } from './i18n';
import { translatorFor } from './translator';

const localesDir = join(__dirname, '../../locales');
const setStrings = (set: string) =>
  Object.fromEntries(readdirSync(join(localesDir, set)).map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(localesDir, set, file), 'utf8'))]));

/** An instance set up as gatsby-plugin-react-i18next sets up a page's: resources by node language, fallbacks. */
function pageInstance(language: string, resources: Resource, defaultNS: string): I18n {
  const instance = i18next.createInstance();
  const namespaces = Object.keys(Object.values(resources)[0]);
  void instance.init({
    ...i18nextOptions,
    initAsync: false,
    resources,
    lng: language,
    fallbackLng: 'en',
    defaultNS,
    fallbackNS: namespaces.filter((ns) => ns !== defaultNS),
  });
  return instance;
}

/** Every key path of a namespace's strings, objects' own keys included. */
function keyPaths(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object') return [prefix];
  return [prefix, ...Object.entries(node).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key))].filter(Boolean);
}

describe('translatorFor', () => {
  it.each(['en', 'ar', 'zh-hans'])('returns what i18next returns for every key of every namespace (%s)', (set) => {
    const strings = setStrings(set);
    const instance = pageInstance(set, { [set]: strings }, 'home');
    let compared = 0;
    for (const ns of Object.keys(strings)) {
      const fast = translatorFor(instance, ns);
      const full = instance.getFixedT(null, ns);
      for (const key of keyPaths(strings[ns])) {
        expect([ns, key, fast(key)]).toEqual([ns, key, full(key)]);
        // The sections' form: the namespace in the key, no options.
        expect([ns, key, fast(`${ns}:${key}`, undefined as never)]).toEqual([ns, key, full(`${ns}:${key}`, undefined as never)]);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('follows the language hierarchy: a regional locale wins over its set, the set fills the gaps', () => {
    const instance = pageInstance('zh-hant-tw', { 'zh-hant': { common: { account: '賬戶', hours: '客戶服務時間' } }, 'zh-hant-tw': { common: { account: '帳戶' } } }, 'common');
    const t = translatorFor(instance, 'common');
    expect(t('account')).toBe('帳戶');
    expect(t('hours')).toBe('客戶服務時間');
  });

  it('leaves to i18next what it must work out: placeholders, nesting, options, other namespaces, missing keys', () => {
    const instance = pageInstance('en', { en: { common: { hello: 'Hi {{name}}', brand: '{{brand}} app', nested: 'See $t(other)', other: 'more', empty: '', tree: { leaf: 'Leaf' } }, extra: { only: 'Extra' } } }, 'common');
    const t = translatorFor(instance, 'common');
    expect(t('hello', { name: 'Ana' })).toBe('Hi Ana');
    expect(t('brand')).toBe(`${i18nextOptions.interpolation?.defaultVariables?.brand} app`);
    expect(t('nested')).toBe('See more');
    // i18next 27 treats an empty string as missing (returnEmptyString: false by default).
    expect(t('empty')).toBe(instance.t('empty'));
    expect(t('empty')).toBe('empty');
    expect(t('only')).toBe('Extra');
    expect(t('extra:only')).toBe('Extra');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('tree.leaf')).toBe('Leaf');
    expect(t('tree')).toBe(instance.t('tree'));
  });

  it('answers a literal string without i18next and hands the rest to it', () => {
    const instance = pageInstance('en', { en: { common: { plain: 'Plain', hello: 'Hi {{name}}' } } }, 'common');
    const t = translatorFor(instance, 'common');
    const full = jest.spyOn(instance, 't');
    expect(t('plain')).toBe('Plain');
    expect(t('common:plain', undefined as never)).toBe('Plain');
    expect(full).not.toHaveBeenCalled();
    expect(t('hello', { name: 'Ana' })).toBe('Hi Ana');
    expect(full).toHaveBeenCalledTimes(1);
  });

  it('is one function per instance and namespace, reading the strings when called', () => {
    const instance = pageInstance('en', { en: { common: { a: 'A' }, search: {} } }, 'common');
    expect(translatorFor(instance, 'common')).toBe(translatorFor(instance, 'common'));
    expect(translatorFor(instance, 'search')).not.toBe(translatorFor(instance, 'common'));
    // react-i18next's Trans takes the namespace of its key from the function it is given.
    expect((translatorFor(instance, 'search') as unknown as { ns: string }).ns).toBe('search');
    instance.addResourceBundle('en', 'search', { title: 'Search' });
    expect(translatorFor(instance, 'search')('title')).toBe('Search');
  });
});
