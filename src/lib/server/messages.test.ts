import { apiTranslator } from './messages';

const translate = (lang: string) => apiTranslator({ query: { lang }, body: undefined, headers: {} });

describe("the API's messages", () => {
  it("take a regional locale's own wording over its set's (locales/zh-hant-tw/api.json)", () => {
    expect(translate('zh-hant-tw')('rateLimited', { minutes: 5, count: 5 })).toContain('網路連線');
    expect(translate('cht')('rateLimited', { minutes: 5, count: 5 })).toContain('網絡連線');
  });

  it("keep the set's wording for a regional locale without that file (en-in has no api.json)", () => {
    expect(translate('en-in')('rateLimited', { minutes: 5, count: 5 })).toBe(translate('en')('rateLimited', { minutes: 5, count: 5 }));
  });
});
