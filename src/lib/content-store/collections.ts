/**
 * Every collection of data/content/ and data/legal/, typed (./types.ts), from the files as
 * JSON.parse gives them, read from data/ in the working directory: the project's root, where the
 * build and the API's servers run. Two readers call it: the embedded API when a function loads
 * (./index.ts) and the build each time it sources the GraphQL nodes (gatsby/data-files.ts). One
 * assembly, so both read the same.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/** A file below data/ (`content/news.json`) as parsed JSON. */
export type ReadDataFile = (file: string) => unknown;

/** The project's data/, from the working directory (the store's .data/ is found the same way). */
export const DATA_DIR = path.resolve('data');

export const readDataFile: ReadDataFile = (file) => JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8'));

const field = <T>(read: ReadDataFile, file: string, name: string): T => (read(file) as Record<string, unknown>)[name] as T;

export function contentCollections(read: ReadDataFile) {
  const legalDocuments = read('content/legal-documents.json') as LegalDocumentsContent;
  return {
    news: field<StoredNews[]>(read, 'content/news.json', 'news'),
    articles: field<StoredArticle[]>(read, 'content/articles.json', 'articles'),
    articleTags: field<StoredArticleTag[]>(read, 'content/article-tags.json', 'tags'),
    webinars: field<StoredWebinar[]>(read, 'content/webinars.json', 'webinars'),
    promotions: field<StoredPromotion[]>(read, 'content/promotions.json', 'promotions'),
    videos: field<StoredVideo[]>(read, 'content/videos.json', 'videos'),
    economicIndicators: field<StoredIndicator[]>(read, 'content/economic-indicators.json', 'indicators'),
    symbols: read('content/symbols.json') as SymbolContent,
    dividends: field<Dividend[]>(read, 'content/dividends.json', 'dividends'),
    users: field<StoredUser[]>(read, 'content/users.json', 'users'),
    lessons: field<Lesson[]>(read, 'content/lessons.json', 'lessons'),
    glossary: read('content/glossary.json') as GlossaryContent,
    // JSON types arrays as arrays, never as the [day, time] pairs of the trading sessions.
    instruments: read('content/instruments.json') as InstrumentContent,
    calculator: read('content/calculator.json') as CalculatorContent,
    accountTypes: field<AccountType[]>(read, 'content/account-types.json', 'accounts'),
    typicalSpreads: read('content/typical-spreads.json') as TypicalSpreadContent,
    paymentMethods: field<PaymentMethod[]>(read, 'content/payment-methods.json', 'methods'),
    platforms: field<Platform[]>(read, 'content/platforms.json', 'platforms'),
    offices: read('content/offices.json') as OfficesContent,
    awards: field<AwardContent[]>(read, 'content/awards.json', 'awards'),
    legalDocuments,
    /** The texts of data/legal/{type}.json, by the document types legal-documents.json names. */
    legalTexts: Object.fromEntries(
      legalDocuments.documents
        .filter((document) => document.page === undefined)
        .map((document) => [document.type, read(`legal/${document.type}.json`) as Record<string, LegalText>]),
    ) as LegalTexts,
  };
}

export type ContentCollections = ReturnType<typeof contentCollections>;
