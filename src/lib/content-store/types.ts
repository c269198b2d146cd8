/**
 * The shape of every collection in data/content/ and data/legal/, declared once: the embedded
 * API (src/lib/server, src/api), the page bodies and the GraphQL nodes (gatsby/) all read the
 * files through ./index.ts with these types.
 */
import type { Article, EconomicEvent, NewsArticle, Promotion, TradingSymbol, UserInfo, Video, Webinar } from '../api/types';
import type { InstrumentContent, MarketId } from '../instruments';
import type { Lesson } from '../lessons';
import type { AwardEmblem, CalculatorDefaults, Device, GlossaryTermRef, OfficeKind } from '../sections/types';

/** Shared fields plus `text`: the translatable fields by translation set (English always, any other set present). */
export type Translated<Shared, Text> = Shared & { text: { en: Text } & Partial<Record<string, Text>> };

export type StoredNews = Translated<
  Omit<NewsArticle, 'title' | 'summary' | 'body' | 'language'>,
  Pick<NewsArticle, 'title' | 'summary' | 'body'>
>;

export type StoredArticle = Translated<
  Omit<Article, 'title' | 'summary' | 'body' | 'language'> & { updatedAt: string; previousAliases: string[] },
  Pick<Article, 'title' | 'summary' | 'body'>
>;

export type StoredArticleTag = Translated<{ id: string }, { label: string }>;

export type StoredWebinar = Translated<
  Pick<Webinar, 'id' | 'startsAt' | 'durationMinutes' | 'level'> & { presenter: { name: string } },
  Pick<Webinar, 'title' | 'summary'> & { role: string }
>;

export type StoredPromotion = Translated<Pick<Promotion, 'id' | 'startsAt' | 'endsAt'>, Pick<Promotion, 'title' | 'summary' | 'terms'>>;

export type StoredVideo = Translated<Omit<Video, 'title' | 'description' | 'language'>, Pick<Video, 'title' | 'description'>>;

/** An economic indicator: what its events share, and when and around which values it is released. */
export interface Indicator extends Pick<EconomicEvent, 'country' | 'currency' | 'importance' | 'unit' | 'decimals'> {
  id: string;
  /** HH:MM, UTC. */
  time: string;
  base: number;
  spread: number;
  /** 1 (Monday) to 5 (Friday). */
  weekday: number;
  /** Weeks of the month (days 1–7 are week 1), or every week. */
  weeks: number[] | 'every';
}

export type StoredIndicator = Translated<Indicator, { title: string }>;

export interface SymbolContent {
  symbols: TradingSymbol[];
  /** Symbols of the day, in turn. */
  featured: string[];
}

export type StoredUser = UserInfo & { passwordHash: string };

export interface Money {
  amount: number;
  currency: string;
}

export interface AccountType {
  id: string;
  minDeposit: Money;
  spreadFrom: number;
  commissionPerSide: Money | null;
  /** The markets whose trades pay the commission; the others' cost is in the spread alone. */
  commissionMarkets: MarketId[];
  maxLeverage: number;
  minLot: number;
  marginCall: number;
  stopOut: number;
  platforms: string[];
  currencies: string[];
  swapFree: boolean;
  highlight: boolean;
}

/**
 * Typical spreads in liquid hours, by instrument symbol and then account type id, in the
 * instrument's pips or points (instruments.json's pipSize): what the all-in cost of a trade
 * counts on each account.
 */
export interface TypicalSpreadContent {
  spreads: Record<string, Record<string, number>>;
}

export interface PaymentMethod {
  id: string;
  currencies: string[];
  minDeposit: Money;
  depositFee: Money | null;
  depositTime: string;
  withdrawalFee: Money | null;
  withdrawalTime: string;
}

export interface Requirement {
  kind: 'os' | 'ram' | 'disk' | 'browser' | 'account' | 'metatrader' | 'rdp';
  value?: string | number;
}

export interface Platform {
  id: string;
  name: string;
  route: string;
  access: { device: Device; href: string; requirements: Requirement[] }[];
  specs?: Record<string, number | boolean>;
}

export interface CalculatorContent {
  markets: MarketId[];
  accountCurrencies: string[];
  leverages: number[];
  maxLots: number;
  minLots: number;
  maxNights: number;
  defaults: CalculatorDefaults;
  rateDate: string;
  rates: Record<string, number>;
}

export interface AwardContent {
  id: string;
  year: number;
  body: string;
  emblem: AwardEmblem;
}

export interface OfficeContent {
  id: string;
  region: string;
  country: string;
  kind: OfficeKind;
  /** The regulated entity housed there: its registered address is the office's. */
  entity?: string;
  address?: string;
}

export interface OfficesContent {
  regions: string[];
  offices: OfficeContent[];
}

export interface LegalDocumentsContent {
  /**
   * Every entity has each document; a document with a page is read on the site, the others are HTML files.
   * `prevails` is the translation set whose version binds (src/lib/prevailing-language.ts).
   */
  documents: { type: string; updated: string; prevails: string; page?: string }[];
  /** The languages of each entity's document files (translation sets), by entity id. */
  languages: Record<string, string[]>;
}

/** A legal document's text in one language (data/legal/{type}.json); `{{entity}}` and the like are filled in. */
export interface LegalText {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** Each document type's texts by language (translation set). */
export type LegalTexts = Readonly<Record<string, Readonly<Record<string, LegalText>>>>;

export interface GlossaryContent {
  terms: GlossaryTermRef[];
}

export type { InstrumentContent, Lesson };
