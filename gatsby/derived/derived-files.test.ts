import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publishedLocales } from '../../src/lib/locales';
import type { SearchIndexFile } from '../../src/lib/search-index';
import type { PageText } from './types';
import { writeDerivedFiles, type DerivedFilesOptions } from './derived-files';

const fixtures = path.join(__dirname, '__fixtures__');
/** Fixture → where the build writes it. */
const PAGES: Record<string, string> = {
  'en_trading_account-types': 'en/trading/account-types/index.html',
  'en_trading_help-center': 'en/trading/help-center/index.html',
  'en_analysis_market-news_2026_11_fed-holds-rates': 'en/analysis/market-news/2026/11/fed-holds-rates/index.html',
  'ar_trading_account-types': 'ar/trading/account-types/index.html',
  root: 'index.html',
  en_api_user: 'en/api/user/index.html',
};
const locales = publishedLocales.filter((locale) => locale.code === 'en' || locale.code === 'ar');

let publicDir: string;
let cacheDir: string;
const indexed: Record<string, string[]> = {};

const options = (): DerivedFilesOptions => ({
  publicDir,
  cacheDir,
  locales,
  pageOrder: (locale) => [`/${locale.code}/trading/help-center/`, `/${locale.code}/trading/account-types/`],
  // The search index's own tests cover its entries; here: which pages it was given.
  searchIndex: (locale, pages: readonly PageText[]): SearchIndexFile => {
    indexed[locale.code] = pages.map((page) => new URL(page.url).pathname);
    return {
      entries: pages.map((page) => ({ title: page.title, path: page.url, href: null, breadcrumb: '', category: 'x' })),
      popular: [],
    };
  },
});

const read = (file: string) => readFileSync(path.join(publicDir, file), 'utf8');
const titles = (file: string) => [...read(file).matchAll(/^# (.+)$/gm)].map(([, title]) => title);

beforeEach(() => {
  const root = mkdtempSync(path.join(tmpdir(), 'derived-files-'));
  publicDir = path.join(root, 'public');
  cacheDir = path.join(root, '.cache', 'derived');
  for (const [name, file] of Object.entries(PAGES)) {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    copyFileSync(path.join(fixtures, `${name}.html`), path.join(publicDir, file));
  }
});

afterEach(() => rmSync(path.dirname(publicDir), { recursive: true, force: true }));

test('the first run derives every page: copies where their heads link them, llms-full.txt in page order, the search indexes', () => {
  const report = writeDerivedFiles(options());
  expect(report.derived.sort()).toEqual(Object.values(PAGES).sort());
  expect(existsSync(path.join(publicDir, 'en/trading/account-types/index.md'))).toBe(true);
  // The root page's copy is its own file (the head links /index.md), not part of a prefix.
  expect(read('index.md')).toMatch(/^# Home\n/);
  // A noindex page has no copy.
  expect(existsSync(path.join(publicDir, 'en/api/user/index.md'))).toBe(false);
  expect(titles('en/llms-full.txt')).toEqual(['Help centre', 'Account types', 'Fed holds rates steady and signals patience']);
  expect(titles('ar/llms-full.txt')).toEqual(['أنواع الحسابات']);
  expect(report.searchIndexes.sort()).toEqual(['ar', 'en']);
  expect(indexed.en).toEqual([
    '/en/trading/help-center/',
    '/en/trading/account-types/',
    '/en/analysis/market-news/2026/11/fed-holds-rates/',
  ]);
  expect(JSON.parse(read('search-index/en.json')).entries).toHaveLength(3);
  expect(JSON.parse(read('search-index/en.texts.json'))).toHaveLength(3);
});

test('a second run reads nothing; a touched file is hashed, not derived; a changed page alone is derived and its aggregates rebuilt', () => {
  writeDerivedFiles(options());
  const again = writeDerivedFiles(options());
  expect(again).toMatchObject({ derived: [], rehashed: 0, unchanged: Object.keys(PAGES).length, llmsFull: [], searchIndexes: [] });

  // The post-build rewrites a file without changing what the derivation reads (an inline script).
  const helpCenter = path.join(publicDir, PAGES['en_trading_help-center']);
  writeFileSync(helpCenter, readFileSync(helpCenter, 'utf8').replace('<head>', '<head><script>window.pagePath="/x"</script>'));
  utimesSync(helpCenter, new Date(), new Date(Date.now() + 5000));
  const touched = writeDerivedFiles(options());
  expect(touched).toMatchObject({ derived: [], rehashed: 1, llmsFull: [], searchIndexes: [] });

  // One page's text changes: that page alone is derived, its prefix's aggregates rebuilt.
  const accountTypes = path.join(publicDir, PAGES['en_trading_account-types']);
  writeFileSync(accountTypes, readFileSync(accountTypes, 'utf8').replace('Compare our accounts</h2>', 'Compare the accounts</h2>'));
  const changed = writeDerivedFiles(options());
  expect(changed).toMatchObject({ derived: [PAGES['en_trading_account-types']], llmsFull: ['en'], searchIndexes: ['en'] });
  expect(read('en/trading/account-types/index.md')).toContain('## Compare the accounts');
  expect(read('en/llms-full.txt')).toContain('## Compare the accounts');
});

test('a removed page loses its copy and leaves llms-full.txt and the search index', () => {
  writeDerivedFiles(options());
  rmSync(path.join(publicDir, PAGES['en_trading_help-center']));
  const report = writeDerivedFiles(options());
  expect(report).toMatchObject({ derived: [], removed: ['en/trading/help-center/index.md'], llmsFull: ['en'], searchIndexes: ['en'] });
  expect(existsSync(path.join(publicDir, 'en/trading/help-center/index.md'))).toBe(false);
  expect(titles('en/llms-full.txt')).toEqual(['Account types', 'Fed holds rates steady and signals patience']);
  expect(indexed.en).toEqual(['/en/trading/account-types/', '/en/analysis/market-news/2026/11/fed-holds-rates/']);
});

test('a page that becomes noindex loses its copy; a copy missing from public/ is written again from the cache', () => {
  writeDerivedFiles(options());
  const accountTypes = path.join(publicDir, PAGES['en_trading_account-types']);
  writeFileSync(
    accountTypes,
    readFileSync(accountTypes, 'utf8').replace(
      '<meta name="description"',
      '<meta name="robots" content="noindex, nofollow"/><meta name="description"',
    ),
  );
  rmSync(path.join(publicDir, 'en/analysis/market-news/2026/11/fed-holds-rates/index.md'));
  const report = writeDerivedFiles(options());
  expect(report.removed).toEqual(['en/trading/account-types/index.md']);
  expect(titles('en/llms-full.txt')).toEqual(['Help centre', 'Fed holds rates steady and signals patience']);
  expect(existsSync(path.join(publicDir, 'en/analysis/market-news/2026/11/fed-holds-rates/index.md'))).toBe(true);
});

test('new search inputs (the menu, the strings) rebuild every index without deriving a page again', () => {
  writeDerivedFiles({ ...options(), searchInputs: 'a' });
  const report = writeDerivedFiles({ ...options(), searchInputs: 'b' });
  expect(report).toMatchObject({ derived: [], llmsFull: [] });
  expect(report.searchIndexes.sort()).toEqual(['ar', 'en']);
});
