/**
 * The one reader of data/content/ and data/legal/: every collection, typed (./types.ts). The
 * embedded API's functions (which cannot query GraphQL at run time) and the build (the GraphQL
 * nodes of gatsby/content-nodes.ts, the page bodies, the legal document files) import it;
 * components and templates take content from their page's query instead, so no content file
 * reaches the browser's JavaScript (the JavaScript budget gate checks it).
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
import type { Dividend } from '../api/types';
import type {
  AccountType,
  AwardContent,
  CalculatorContent,
  GlossaryContent,
  InstrumentContent,
  LegalDocumentsContent,
  LegalText,
  LegalTexts,
  Lesson,
  OfficesContent,
  PaymentMethod,
  Platform,
  StoredArticle,
  StoredArticleTag,
  StoredIndicator,
  StoredNews,
  StoredPromotion,
  StoredUser,
  StoredVideo,
  StoredWebinar,
  SymbolContent,
  TypicalSpreadContent,
} from './types';

export const news = newsData.news as StoredNews[];
export const articles = articleData.articles as StoredArticle[];
export const articleTags = articleTagData.tags as StoredArticleTag[];
export const webinars = webinarData.webinars as StoredWebinar[];
export const promotions = promotionData.promotions as StoredPromotion[];
export const videos = videoData.videos as StoredVideo[];
export const economicIndicators = indicatorData.indicators as StoredIndicator[];
export const symbols = symbolData as SymbolContent;
export const dividends = dividendData.dividends as Dividend[];
export const users = userData.users as StoredUser[];
export const lessons = lessonData.lessons as Lesson[];
export const glossary = glossaryData as GlossaryContent;
// JSON imports type arrays as arrays, never as the [day, time] pairs of the trading sessions.
export const instruments = instrumentData as unknown as InstrumentContent;
export const calculator = calculatorData as CalculatorContent;
export const accountTypes = accountTypeData.accounts as AccountType[];
export const typicalSpreads = typicalSpreadData as TypicalSpreadContent;
export const paymentMethods = paymentMethodData.methods as PaymentMethod[];
export const platforms = platformData.platforms as Platform[];
export const offices = officeData as OfficesContent;
export const awards = awardData.awards as AwardContent[];
export const legalDocuments = legalDocumentData as LegalDocumentsContent;

/** The texts of data/legal/, by document type (legal-documents.json names the types). */
export const legalTexts: LegalTexts = {
  'client-agreement': clientAgreement as Record<string, LegalText>,
  'complaints-procedure': complaintsProcedure as Record<string, LegalText>,
  'order-execution-policy': orderExecutionPolicy as Record<string, LegalText>,
  'risk-disclosure': riskDisclosure as Record<string, LegalText>,
};
