/**
 * The embedded API's content: data/content/ and data/legal/, read once when a function loads
 * (./collections.ts, which the build's reader in gatsby/data-files.ts shares). Read, not imported:
 * webpack copied every file into each compiled function (14 MB each, 24 functions, at 1,000 news
 * stories per language), so each new story compiled and wrote them all again. Components and
 * templates take content from their page's query instead, so no content file reaches the
 * browser's JavaScript (the JavaScript budget gate checks it), nor the server render.
 */
import { contentCollections, readDataFile } from './collections';

export const {
  news,
  articles,
  articleTags,
  webinars,
  promotions,
  videos,
  economicIndicators,
  symbols,
  dividends,
  users,
  lessons,
  glossary,
  instruments,
  calculator,
  accountTypes,
  typicalSpreads,
  paymentMethods,
  platforms,
  offices,
  awards,
  legalDocuments,
  legalTexts,
} = contentCollections(readDataFile);
