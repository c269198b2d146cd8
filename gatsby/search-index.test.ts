/**
 * The index as the build writes it, for every translation set: popular searches resolve to
 * pages of the menu, and every keyword tag, in its own language, finds something.
 */
import { createI18n, createTranslator } from '../src/lib/i18n';
import { localesToBuild, translationSets } from '../src/lib/locales';
import { menuSearchEntries, type SearchEntrySource } from '../src/lib/menu';
import { searchEntries } from '../src/lib/search';
import { keywordTagKey, searchSettings } from '../src/lib/search-settings';
import { buildSearchIndexFile, indexedLocales, localeSearchIndex, searchIndexChunks } from './search-index';
import * as store from '../src/lib/content-store';
import { analysisPaths } from '../src/lib/analysis/paths';
import { localizedNews } from '../src/lib/server/news';
import { storedArticles } from '../src/lib/server/articles';
import { siteMenu } from './source-nodes';
import { readLocaleStrings, readTranslationSet } from './translations';

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

describe('the whole-site index', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  describe.each(['en', 'th', 'zh-hans', 'ar'])('translation set %s', (set) => {
    const [locale] = indexedLocales(localesToBuild().filter((candidate) => candidate.translationSet === set));
    const resources = readLocaleStrings(locale);
    const t = createTranslator(set, readTranslationSet(set));
    const file = localeSearchIndex(locale, sources, now);
    const string = (namespace: string, key: string) => String(createI18n(set, resources).t(`${namespace}:${key}`));
    const first = (query: string, category?: string) => searchEntries(file.entries, query, { category })[0];

    it('keeps the menu entries first, with their page description as their text', () => {
      expect(file.entries.slice(0, sources.length).map((entry) => entry.title)).toEqual(sources.map((source) => t(source.title)));
      expect(file.entries.find((entry) => entry.path === 'trading/forex')?.text).toBe(string('trading', 'trading-forex.description'));
    });

    it('finds a glossary term, a lesson step and a help-centre question on the page that answers it', () => {
      const term = first(string('glossary', 'terms.margin-call.term'));
      expect(term).toMatchObject({
        path: 'academy/terminology',
        anchor: 'margin-call', // the term's own anchor on the page
        text: string('glossary', 'terms.margin-call.definition'),
      });
      expect(first(string('academy', 'academy-beginner-trading-forex.firstTrade.items.protect.title'))).toMatchObject({
        path: 'academy/beginner/trading-forex',
        category: 'academy',
      });
      expect(first(string('trading', 'trading-help-center.faq.items.open.q'))).toMatchObject({
        path: 'trading/help-center',
        anchor: 'faq',
      });
    });

    it('gives glossary terms, lessons, help-centre questions, news, articles and instruments their kind of content', () => {
      expect(first(string('glossary', 'terms.swap.term'), 'glossary')).toMatchObject({
        title: string('glossary', 'terms.swap.term'),
        path: 'academy/terminology',
      });
      expect(first(string('academy', 'lessons.what-is-forex.title'))).toMatchObject({
        path: 'academy/trading-academy/what-is-forex',
        category: 'academy',
        kind: 'lesson',
      });
      expect(first(string('lessons', 'what-is-forex.sections.market.title'))).toMatchObject({
        path: 'academy/trading-academy/what-is-forex',
        anchor: 'what-is-forex-market',
        kind: 'lesson',
      });
      expect(first(string('trading', 'trading-help-center.faq.items.open.q'))).toMatchObject({ kind: 'help' });
      const [story] = localizedNews(store.news, locale.code);
      const news = searchEntries(file.entries, story.title).filter((entry) => entry.title === story.title);
      // One result per story: its page's title, description and text together.
      expect(news).toEqual([expect.objectContaining({ path: analysisPaths.newsItem(story.id), kind: 'news', category: 'analysis' })]);
      const [article] = storedArticles(store.articles, locale.code);
      expect(first(article.title)).toMatchObject({ path: analysisPaths.article(article.kind, article.alias), kind: 'article' });
      expect(first('EURUSD')).toMatchObject({ title: 'EURUSD', path: 'trading/forex', anchor: 'instruments', kind: 'instrument' });
      expect(first('XAUUSD')).toMatchObject({ path: 'trading/precious-metals', kind: 'instrument' });
    });

    it('gives each page entry the menu section of its page, and none the same title and text twice', () => {
      const sections = new Set(sources.map((source) => source.category));
      for (const entry of file.entries) expect(sections).toContain(entry.category);
      const keys = file.entries.slice(sources.length).map((entry) => `${entry.title}\n${entry.text ?? ''}`);
      expect(new Set(keys).size).toBe(keys.length);
    });

    it('splits into entries without text, then the texts in their order', () => {
      const { headings, texts: bodies } = searchIndexChunks(file);
      expect(headings.popular).toEqual(file.popular);
      expect(headings.entries.every((entry) => entry.text === undefined)).toBe(true);
      expect(bodies).toEqual(file.entries.map((entry) => entry.text ?? ''));
    });
  });
});
