/**
 * The embedded API's reader of data/content/ and data/legal/: the files bundled into each
 * function (Gatsby Functions read no files at run time), assembled by ./collections.ts, which
 * the build's own reader (gatsby/data-files.ts) shares. Components and templates take content
 * from their page's query instead, so no content file reaches the browser's JavaScript (the
 * JavaScript budget gate checks it), nor the server render.
 */
import accountTypeData from '../../../data/content/account-types.json';
import articleTagData from '../../../data/content/article-tags.json';
import articleData from '../../../data/content/articles.json';
import awardData from '../../../data/content/awards.json';
import calculatorData from '../../../data/content/calculator.json';
import dividendData from '../../../data/content/dividends.json';
import indicatorData from '../../../data/content/economic-indicators.json';
import glossaryData from '../../../data/content/glossary.json';
import instrumentData from '../../../data/content/instruments.json';
import legalDocumentData from '../../../data/content/legal-documents.json';
import lessonData from '../../../data/content/lessons.json';
import newsData from '../../../data/content/news.json';
import officeData from '../../../data/content/offices.json';
import paymentMethodData from '../../../data/content/payment-methods.json';
import platformData from '../../../data/content/platforms.json';
import promotionData from '../../../data/content/promotions.json';
import symbolData from '../../../data/content/symbols.json';
import typicalSpreadData from '../../../data/content/typical-spreads.json';
import userData from '../../../data/content/users.json';
import videoData from '../../../data/content/videos.json';
import webinarData from '../../../data/content/webinars.json';
import clientAgreement from '../../../data/legal/client-agreement.json';
import complaintsProcedure from '../../../data/legal/complaints-procedure.json';
import orderExecutionPolicy from '../../../data/legal/order-execution-policy.json';
import riskDisclosure from '../../../data/legal/risk-disclosure.json';

import { contentCollections } from './collections';

const files: Record<string, unknown> = {
  'content/account-types.json': accountTypeData,
  'content/article-tags.json': articleTagData,
  'content/articles.json': articleData,
  'content/awards.json': awardData,
  'content/calculator.json': calculatorData,
  'content/dividends.json': dividendData,
  'content/economic-indicators.json': indicatorData,
  'content/glossary.json': glossaryData,
  'content/instruments.json': instrumentData,
  'content/legal-documents.json': legalDocumentData,
  'content/lessons.json': lessonData,
  'content/news.json': newsData,
  'content/offices.json': officeData,
  'content/payment-methods.json': paymentMethodData,
  'content/platforms.json': platformData,
  'content/promotions.json': promotionData,
  'content/symbols.json': symbolData,
  'content/typical-spreads.json': typicalSpreadData,
  'content/users.json': userData,
  'content/videos.json': videoData,
  'content/webinars.json': webinarData,
  'legal/client-agreement.json': clientAgreement,
  'legal/complaints-procedure.json': complaintsProcedure,
  'legal/order-execution-policy.json': orderExecutionPolicy,
  'legal/risk-disclosure.json': riskDisclosure,
};

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
} = contentCollections((file) => {
  if (!(file in files)) throw new Error(`The embedded API does not bundle data/${file}`);
  return files[file];
});
