/**
 * Writes the derived machine-reader files (gatsby/derived/: Markdown copies, llms-full.txt,
 * search indexes) into a built public/ folder, as the post-build does, with today's menu,
 * routes, lessons and instruments as the search's other inputs; prints what it derived.
 * Run it twice to see the second run read nothing.
 *
 *   npm run derived-files -- [public dir] [cache dir]   (defaults: public, .cache/derived-files)
 */
import path from 'node:path';
import { createTranslator } from '../src/lib/i18n';
import { localesToBuild, localizedPath } from '../src/lib/locales';
import { menuSearchEntries } from '../src/lib/menu';
import { searchSettings } from '../src/lib/search-settings';
import * as store from '../src/lib/content-store';
import { prebuiltAnalysisPages } from '../gatsby/analysis-pages';
import { writeDerivedFiles } from '../gatsby/derived/derived-files';
import { hasMarkdownCopy, localeTexts } from '../gatsby/page-text/site-pages';
import { instrumentEntries, lessonEntries } from '../gatsby/search-content';
import { buildSearchIndexFile } from '../gatsby/search-index';
import { pageBodies, siteMenu, siteRoutes } from '../gatsby/source-nodes';
import { readLocaleStrings } from '../gatsby/translations';

const [publicDir = 'public', cacheDir = path.join('.cache', 'derived-files')] = process.argv.slice(2);
const sources = menuSearchEntries(siteMenu);
const started = performance.now();
const report = writeDerivedFiles({
  publicDir: path.resolve(publicDir),
  cacheDir: path.resolve(cacheDir),
  locales: localesToBuild(),
  // The order of today's llms-full.txt: the static routes, then the analysis items prebuilt at their own URLs.
  pageOrder: (locale) => [
    ...siteRoutes.filter(hasMarkdownCopy).map((route) => localizedPath(locale.code, route.path)),
    ...prebuiltAnalysisPages(locale).map((page) => localizedPath(locale.code, page.path)),
  ],
  searchIndex: (locale, texts) => {
    const resources = readLocaleStrings(locale);
    const strings = localeTexts(locale, resources);
    return buildSearchIndexFile(sources, createTranslator(locale.translationSet, resources), searchSettings.popularRoutes, {
      texts,
      routes: siteRoutes,
      content: [
        ...lessonEntries(store.lessons, siteRoutes, strings),
        ...instrumentEntries(pageBodies.bodies, store.instruments.markets, siteRoutes, strings),
      ],
    });
  },
});
const seconds = (performance.now() - started) / 1000;
console.log(
  `derived files: ${report.derived.length} HTML files derived, ${report.rehashed} read and unchanged, ${report.unchanged} not read; ` +
    `${report.removed.length} copies removed; llms-full.txt of ${report.llmsFull.length} prefixes, ${report.searchIndexes.length} search indexes; ${seconds.toFixed(1)} s`,
);
