import i18next from 'i18next';
import { i18nextOptions, resourcesFromNodes } from './i18n';

const node = (language: string, ns: string, data: object) => ({ node: { language, ns, data: JSON.stringify(data) } });

describe('regional overrides', () => {
  const hongKong = { account: '賬戶', nested: { privacy: '私隱政策', hours: '客戶服務時間' }, same: '點差' };
  const taiwan = { account: '帳戶', nested: { privacy: '隱私權政策' } };

  it('merge over their set key by key in the Head and build strings, whatever the node order', () => {
    const resources = resourcesFromNodes({ edges: [node('zh-hant-tw', 'common', taiwan), node('zh-hant', 'common', hongKong)] }, 'zh-hant');
    expect(resources.common).toEqual({ account: '帳戶', nested: { privacy: '隱私權政策', hours: '客戶服務時間' }, same: '點差' });
  });

  it('win over their set in the page (the language is the locale code, i18next falls back to the set)', () => {
    // What gatsby-plugin-react-i18next does with a page's nodes: resources by node language, lng from the page context.
    const instance = i18next.createInstance();
    void instance.init({
      ...i18nextOptions,
      initAsync: false,
      lng: 'zh-hant-tw',
      fallbackLng: 'en',
      defaultNS: 'common',
      resources: { 'zh-hant': { common: hongKong }, 'zh-hant-tw': { common: taiwan } },
    });
    expect(instance.t('account')).toBe('帳戶');
    expect(instance.t('nested.privacy')).toBe('隱私權政策');
    expect(instance.t('nested.hours')).toBe('客戶服務時間');
    expect(instance.t('same')).toBe('點差');
  });

  it('also fall back for a language-region code (en-in → en)', () => {
    const instance = i18next.createInstance();
    void instance.init({
      ...i18nextOptions,
      initAsync: false,
      lng: 'en-in',
      fallbackLng: false,
      defaultNS: 'common',
      resources: { en: { common: { risk: 'Global', cta: 'Open account' } }, 'en-in': { common: { risk: 'India' } } },
    });
    expect([instance.t('risk'), instance.t('cta')]).toEqual(['India', 'Open account']);
  });
});
