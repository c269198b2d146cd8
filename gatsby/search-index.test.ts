/**
 * The index as the build writes it, for every translation set: popular searches resolve to
 * pages of the menu, and every keyword tag, in its own language, finds something.
 */
import { createTranslator } from '../src/lib/i18n';
import { translationSets } from '../src/lib/locales';
import { menuSearchEntries, type SearchEntrySource } from '../src/lib/menu';
import { searchEntries } from '../src/lib/search';
import { keywordTagKey, searchSettings } from '../src/lib/search-settings';
import { buildSearchIndexFile } from './search-index';
import { siteMenu } from './source-nodes';
import { readTranslationSet } from './translations';

const sources = menuSearchEntries(siteMenu());

describe('buildSearchIndexFile', () => {
  it('translates titles and breadcrumbs and keeps paths below the prefix', () => {
    const { entries } = buildSearchIndexFile(sources, createTranslator('en', readTranslationSet('en')));
    expect(entries).toHaveLength(sources.length);
    expect(entries).toContainEqual({
      title: 'Forex',
      path: 'trading/forex',
      href: null,
      breadcrumb: 'Trading > Markets > Forex',
      category: 'trading',
      menu: true,
    });
  });

  it('stores the popular routes as positions of their entries', () => {
    const { entries, popular } = buildSearchIndexFile(sources, createTranslator('en', readTranslationSet('en')), [
      'platform-metatrader-5',
      'trading-forex',
    ]);
    expect(popular.map((position) => entries[position].path)).toEqual(['platform/metatrader-5', 'trading/forex']);
  });

  it('refuses a popular route that is not in the menu', () => {
    const source: SearchEntrySource = {
      title: 'routes.trading-forex',
      path: 'trading/forex',
      href: null,
      breadcrumb: [],
      category: 'trading',
    };
    expect(() => buildSearchIndexFile([source], (key) => key, ['analysis-search'])).toThrow('analysis-search');
  });

  describe.each(translationSets)('translation set %s', (set) => {
    const t = createTranslator(set, readTranslationSet(set));
    const { entries, popular } = buildSearchIndexFile(sources, t);

    it('resolves every popular search of data/search.json', () => {
      expect(popular).toHaveLength(searchSettings.popularRoutes.length);
      for (const position of popular) expect(entries[position].path).not.toBeNull();
    });

    it.each(searchSettings.keywordTags)('keyword tag %s finds pages', (tagId) => {
      const label = t(`search:${keywordTagKey(tagId)}`);
      expect(label).not.toContain('keywords.');
      expect(searchEntries(entries, label).length).toBeGreaterThan(0);
    });
  });
});
