import { alternateLinks, absoluteUrl } from './seo';
import { publishedLocales } from './locales';

describe('alternateLinks', () => {
  it('links every published locale and x-default (English) for a route', () => {
    const links = alternateLinks('trading/forex', publishedLocales);
    expect(links).toHaveLength(21);
    expect(links).toContainEqual({ hreflang: 'zh-Hant-HK', href: absoluteUrl('/cht/trading/forex/') });
    expect(links).toContainEqual({ hreflang: 'ar', href: absoluteUrl('/ar/trading/forex/') });
    expect(links.at(-1)).toEqual({ hreflang: 'x-default', href: absoluteUrl('/en/trading/forex/') });
  });

  it('points the home page x-default at /', () => {
    expect(alternateLinks('', publishedLocales).at(-1)).toEqual({ hreflang: 'x-default', href: absoluteUrl('/') });
  });

  it('skips locales without an hreflang code', () => {
    expect(
      alternateLinks('warning', [
        { code: 'es', hreflang: null },
        { code: 'de', hreflang: 'de' },
      ]),
    ).toEqual([
      { hreflang: 'de', href: absoluteUrl('/de/warning/') },
      { hreflang: 'x-default', href: absoluteUrl('/en/warning/') },
    ]);
  });
});
