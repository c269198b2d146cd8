import { itemLanguage, languageTagOfSet } from './language';
import { articleJsonLd } from './structured-data';

describe('content language', () => {
  it('writes a set as a language tag', () => {
    expect(languageTagOfSet('zh-hans')).toBe('zh-Hans');
    expect(languageTagOfSet('zh-hant')).toBe('zh-Hant');
    expect(languageTagOfSet('en')).toBe('en');
    expect(languageTagOfSet('zh-hant-tw')).toBe('zh-Hant-TW');
  });

  it('marks an item only when its language is not the page’s, and its direction where that differs', () => {
    expect(itemLanguage('en', { translationSet: 'en', dir: 'ltr' })).toEqual({});
    expect(itemLanguage('en', { translationSet: 'th', dir: 'ltr' })).toEqual({ lang: 'en' });
    expect(itemLanguage('en', { translationSet: 'ar', dir: 'rtl' })).toEqual({ lang: 'en', dir: 'ltr' });
    expect(itemLanguage('zh-hant', { translationSet: 'zh-hans', dir: 'ltr' })).toEqual({ lang: 'zh-Hant' });
    // Taiwan's wording of zh-hant is the page's own language on a zh-hant-tw page.
    expect(itemLanguage('zh-hant-tw', { translationSet: 'zh-hant', dir: 'ltr' })).toEqual({});
  });
});

describe('articleJsonLd', () => {
  it('describes a news story with its source, language and dates', () => {
    const data = articleJsonLd({
      type: 'NewsArticle',
      url: 'https://www.example/en/analysis/market-news/2026/11/fed-holds-rates/',
      headline: 'Fed holds rates steady and signals patience',
      description: 'The Federal Reserve left its policy rate unchanged.',
      datePublished: '2026-11-20T19:15:00Z',
      author: { kind: 'Organization', name: 'Acuity Trading' },
      language: 'zh-hant',
      keywords: ['EURUSD', 'XAUUSD'],
      publisher: { name: 'Northwind Markets', url: 'https://www.example', logo: 'https://www.example/favicon.svg' },
      image: 'https://www.example/og-image.png',
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Fed holds rates steady and signals patience',
      dateModified: '2026-11-20T19:15:00Z',
      author: { '@type': 'Organization', name: 'Acuity Trading' },
      inLanguage: 'zh-Hant',
      keywords: 'EURUSD, XAUUSD',
      publisher: { '@type': 'Organization', name: 'Northwind Markets' },
    });
  });

  it('keeps headlines within the 110 characters search engines read, and leaves out empty keywords', () => {
    const data = articleJsonLd({
      type: 'Article',
      url: 'u',
      headline: 'x'.repeat(200),
      description: 'd',
      datePublished: '2026-11-20T19:15:00Z',
      dateModified: '2026-11-21T08:00:00Z',
      author: { kind: 'Person', name: 'Mei Lin Tan' },
      language: 'en',
      keywords: [],
      publisher: { name: 'N', url: 'u', logo: 'l' },
      image: 'i',
    });
    expect((data.headline as string).length).toBe(110);
    expect(data).not.toHaveProperty('keywords');
    expect(data.dateModified).toBe('2026-11-21T08:00:00Z');
  });
});
