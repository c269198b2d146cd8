import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as store from '../src/lib/content-store';
import { EXAMPLE_QUERIES, exampleWeek } from './graphql-examples';
import { textIn } from './content-languages';
import { translationsOf } from './content-nodes';

const readme = readFileSync(path.resolve('README.md'), 'utf8');

describe("the README's GraphQL examples", () => {
  it.each(Object.entries(EXAMPLE_QUERIES))('shows %s as the build runs it', (_, query) => {
    expect(readme).toContain(query);
  });

  it('looks for webinars in the week of the first one, Monday to Monday', () => {
    const { from, to } = exampleWeek(Math.min(...store.webinars.map((webinar) => Date.parse(webinar.startsAt))));
    expect(new Date(from).getUTCDay()).toBe(1);
    expect(store.webinars.some((webinar) => webinar.startsAt >= from && webinar.startsAt < to)).toBe(true);
  });
});

describe('text(language:)', () => {
  const translations = translationsOf({ en: { title: 'Gold' }, 'zh-hant': { title: '黃金' } });

  it('answers a translation set, or a locale code by its set', () => {
    expect(textIn(translations, 'zh-hant')).toEqual({ language: 'zh-hant', title: '黃金' });
    expect(textIn(translations, 'cht')).toEqual({ language: 'zh-hant', title: '黃金' });
    expect(textIn(translations, 'en-in')).toEqual({ language: 'en', title: 'Gold' });
  });

  it("answers Taiwan's locale in Taiwan's own text, and says so; Macau in its set's", () => {
    const account = translationsOf({
      en: { title: 'Open an account' },
      'zh-hant': { title: '開立真實賬戶，設定止蝕' },
      'zh-hant-tw': { title: '開立真實帳戶，設定停損' },
    });
    expect(textIn(account, 'zh-hant-tw')).toEqual({ language: 'zh-hant-tw', title: '開立真實帳戶，設定停損' });
    expect(textIn(account, 'zh-hant-mo')).toEqual({ language: 'zh-hant', title: '開立真實賬戶，設定止蝕' });
    expect(textIn(translations, 'zh-hant-tw')).toEqual({ language: 'zh-hant', title: '黃金' });
  });

  it('falls back to English where the item has no text in the language', () => {
    expect(textIn(translations, 'th')).toEqual({ language: 'en', title: 'Gold' });
  });
});
