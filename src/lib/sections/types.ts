/**
 * A page body: a list of typed sections, resolved at build time from data/pages/*.json and
 * data/content/*.json (gatsby/sections/resolve.ts) and served by the GraphQL layer as they are
 * (gatsby/section-schema.ts declares each type; its test checks every resolved body against it).
 * Components take what their page query selects (the fragment beside each), a subset of these.
 * Every text is a translation key (or a literal that reads the same in every language); every
 * `key` is the prefix of a section's own texts, with its namespace ("trading:trading-forex.intro").
 */
import type { CalculatorInstrument, CalculatorLimits } from '../calculator';
import type { InstrumentColumn, InstrumentRow, MarketId } from '../instruments';
import type { RegulatedEntity } from '../site';
import type { LessonLevel } from '../lessons';
import type { Text } from '../text';
import type { ArticleKind } from '../api/types';

export type PortalTarget = 'registerUrl' | 'demoUrl' | 'loginUrl';
export const DEVICES = ['windows', 'macos', 'web', 'ios', 'android'] as const;
export type Device = (typeof DEVICES)[number];

export type Action =
  /** `search` and `hash` follow the page's address (?lots=1, #calculator-costs). */
  | { kind: 'route'; path: string; label: Text; search?: string; hash?: string }
  | { kind: 'portal'; target: PortalTarget; label: Text }
  | { kind: 'external'; href: string; label: Text };

export type NumberUnit = 'pips' | 'points' | 'lots' | 'percent';

/** A value of a comparison table. */
export type ValueCell =
  | { kind: 'text'; text: Text }
  | { kind: 'number'; value: number; unit?: NumberUnit | null }
  | { kind: 'money'; amount: number; currency: string; per?: 'lotSide' | null }
  | { kind: 'leverage'; value: number }
  | { kind: 'bool'; value: boolean };

/** A cell: a value, or a list of values. */
export type Cell = ValueCell | { kind: 'list'; items: ValueCell[] };

interface SectionBase {
  /** Unique within the page: the anchor and the heading's id. */
  id: string;
  /** Prefix of the section's texts: `${key}.title`, `${key}.text`, `${key}.items.{id}.title`… */
  key: string;
}

export interface HeroSection extends SectionBase {
  type: 'hero';
  image: string;
  points: string[];
  actions: Action[];
}

export interface FeatureItem {
  id: string;
  title: Text;
  text: Text | null;
  icon: string | null;
  action: Action | null;
}

export interface FeaturesSection extends SectionBase {
  type: 'features';
  columns: 2 | 3 | 4;
  items: FeatureItem[];
}

export interface ComparisonSection extends SectionBase {
  type: 'comparison';
  /** Column headings after the row-heading column (whose heading is `corner`). */
  corner: Text;
  columns: Text[];
  /** A column to set apart (the recommended account, say). */
  highlight: number | null;
  rows: { label: Text; cells: Cell[] }[];
}

export interface InstrumentsSection extends SectionBase {
  type: 'instruments';
  columns: InstrumentColumn[];
  /** Filter choices: markets when the table spans several, else the market's groups. */
  categories: { id: string; label: Text }[];
  rows: InstrumentRow[];
}

export interface StepsSection extends SectionBase {
  type: 'steps';
  items: string[];
  actions: Action[];
}

export interface FaqSection extends SectionBase {
  type: 'faq';
  groups: { id: string; items: string[] }[];
  searchable: boolean;
}

export interface CtaSection extends SectionBase {
  type: 'cta';
  actions: Action[];
}

export interface TabsSection extends SectionBase {
  type: 'tabs';
  /** A panel holds no tabs. */
  tabs: { id: string; sections: Exclude<Section, TabsSection>[] }[];
}

export interface MediaSection extends SectionBase {
  type: 'media';
  image: string | null;
  points: string[];
  actions: Action[];
  reverse: boolean;
}

export type StatFormat = 'plus' | 'pips' | 'leverage' | 'ms' | 'percent' | 'number' | 'year';

export interface StatsSection extends SectionBase {
  type: 'stats';
  items: { id: string; value: number; format: StatFormat }[];
}

export interface TrustSection extends SectionBase {
  type: 'trust';
  regulators: { id: string; licence: string }[];
  awards: { id: string; year: number; name: Text }[];
}

export interface Access {
  device: Device;
  requirements: Text[];
  /** The download or access link. */
  action: Action;
}

export interface DownloadsSection extends SectionBase {
  type: 'downloads';
  platform: string;
  items: Access[];
}

export interface CalculatorSettings extends CalculatorLimits {
  instruments: (CalculatorInstrument & { name: Text })[];
  markets: { id: MarketId; label: Text }[];
  accountCurrencies: string[];
  leverages: number[];
  /** What one unit of a currency pair's base is worth in its quote currency (EURUSD…). */
  rates: { pair: string; rate: number }[];
  rateDate: string;
  defaults: { symbol: string; accountCurrency: string; lots: number; leverage: number; nights: number };
}

export interface CalculatorSection extends SectionBase {
  type: 'calculator';
  settings: CalculatorSettings;
  /** The account types whose all-in costs it compares (their AccountType nodes are linked in GraphQL). */
  accountTypeIds: string[];
}

/** Current promotions from GET /api/promotions, loaded in the browser. */
export interface PromotionsSection extends SectionBase {
  type: 'promotions';
}

/** The signed-in user's greeting from GET /user/info, or a log-in link. */
export interface GreetingSection extends SectionBase {
  type: 'greeting';
  actions: Action[];
}

/** Dated milestones, oldest first: a company's history, a partnership's seasons. */
export interface TimelineSection extends SectionBase {
  type: 'timeline';
  items: { id: string; year: number }[];
}

/** People with their names (literal) and their roles and biographies (`${key}.items.{id}.role`, `.bio`). */
export interface PeopleSection extends SectionBase {
  type: 'people';
  items: { id: string; name: string }[];
}

export const AWARD_EMBLEMS = ['trophy', 'medal', 'laurel', 'star', 'ribbon'] as const;
export type AwardEmblem = (typeof AWARD_EMBLEMS)[number];

export interface Award {
  id: string;
  year: number;
  name: Text;
  /** The awarding body's own name, the same in every language. */
  body: string;
  emblem: AwardEmblem;
}

/** Awards grouped by year, newest year first. */
export interface AwardsSection extends SectionBase {
  type: 'awards';
  years: { year: number; awards: Award[] }[];
}

/** The regulated entities with their regulators, licences and addresses, and the risk warning. */
export interface EntitiesSection extends SectionBase {
  type: 'entities';
  entities: RegulatedEntity[];
  riskWarning: boolean;
}

export const OFFICE_KINDS = ['headquarters', 'regulated', 'service'] as const;
export type OfficeKind = (typeof OFFICE_KINDS)[number];

export interface Office {
  id: string;
  country: string;
  kind: OfficeKind;
  address: string;
  /** The regulated entity the office houses. */
  entity: { id: string; name: string } | null;
}

/** Offices by region. */
export interface OfficesSection extends SectionBase {
  type: 'offices';
  regions: { id: string; offices: Office[] }[];
}

export interface LegalDocument {
  type: string;
  /** YYYY-MM-DD */
  updated: string;
  /** The document's page on the site (path below the locale prefix), in every language of the site. */
  page: string | null;
  /** Its files, one per language (a translation set: en, zh-hans…). */
  files: { language: string; href: string }[];
}

/** The legal documents of each regulated entity. */
export interface DocumentsSection extends SectionBase {
  type: 'documents';
  entities: { id: string; name: string; documents: LegalDocument[] }[];
}

export type LegalBlock =
  { kind: 'paragraph'; text: Text } | { kind: 'list'; items: Text[] } | { kind: 'table'; columns: Text[]; rows: Text[][] };

/** A long legal text in chapters, with a table of contents linking to each chapter's heading. */
export interface LegalTextSection extends SectionBase {
  type: 'legalText';
  /** YYYY-MM-DD */
  updated: string;
  /** The translation set whose version binds: the page says so in every other language. */
  prevails: string;
  chapters: { id: string; title: Text; blocks: LegalBlock[] }[];
}

/** The terms of the glossary (data/content/glossary.json); their texts are `glossary:terms.{id}.term` and `.definition`. */
export interface GlossarySection extends SectionBase {
  type: 'glossary';
  /** The glossary's name (its page's title) and its page's path below the prefix, for its structured data. */
  name: Text;
  path: string;
  terms: GlossaryTermRef[];
}

export interface GlossaryTermRef {
  /** The term's anchor on the page (#leverage), the same in every language. */
  id: string;
  /** Ids of related terms. */
  seeAlso: string[];
}

/** A lesson of the curriculum as the lists show it: `academy:lessons.{id}.title` and `.summary`. */
export interface LessonCard {
  id: string;
  /** 1-based place in the curriculum. */
  position: number;
  module: string;
  level: LessonLevel;
  minutes: number;
  /** The lesson page, below the locale prefix. */
  path: string;
}

/** Lessons of the curriculum (data/content/lessons.json), by module, linking to their pages. */
export interface LessonsSection extends SectionBase {
  type: 'lessons';
  lessons: LessonCard[];
}

/** Upcoming (and past) webinars from GET /api/webinar, loaded in the browser, in the visitor's time zone. */
export interface WebinarsSection extends SectionBase {
  type: 'webinars';
  /** The registration page's path pattern, `academy/register-{id}`. */
  registerPath: string;
  showPast: boolean;
}

/** A lead form (POST /api/signUp: the e-book request, the contact form) beside the section's text. */
export interface LeadFormSection extends SectionBase {
  type: 'leadForm';
  kind: 'ebook' | 'contact';
  points: string[];
  /** The privacy policy's path, for the notice under the form. */
  privacyPath: string;
}

/** The support channels and offices of data/site.json, with the support hours (`{key}.hours.{id}`). */
export interface ContactSection extends SectionBase {
  type: 'contact';
  hours: string[];
  actions: Action[];
}

/** The webinar registration just made (carried over from the registration page), on the thank-you page. */
export interface RegistrationSection extends SectionBase {
  type: 'registration';
}

// ---- analysis: lists and tools that load from the API in the browser ----

/** Market news from GET /api/acuity-api/news, a page at a time, with "load more". */
export interface NewsListSection extends SectionBase {
  type: 'newsList';
  pageSize: number;
}

/** Articles from GET /api/articles (one kind, or all), with tag and word filters in the address, and a pager. */
export interface ArticleListSection extends SectionBase {
  type: 'articleList';
  kind: ArticleKind | null;
  pageSize: number;
}

/** The latest news and insight, a few of each, linking to their lists. */
export interface AnalysisLatestSection extends SectionBase {
  type: 'analysisLatest';
  count: number;
}

/** Economic releases from GET /api/economic-calendar, with date, importance and currency filters. */
export interface EconomicCalendarSection extends SectionBase {
  type: 'economicCalendar';
}

/** Videos from GET /api/urls as poster cards; a video's player loads when it is played. */
export interface VideoGallerySection extends SectionBase {
  type: 'videoGallery';
}

export type Section =
  | HeroSection
  | FeaturesSection
  | ComparisonSection
  | InstrumentsSection
  | StepsSection
  | FaqSection
  | CtaSection
  | TabsSection
  | MediaSection
  | StatsSection
  | TrustSection
  | DownloadsSection
  | CalculatorSection
  | PromotionsSection
  | GreetingSection
  | TimelineSection
  | PeopleSection
  | AwardsSection
  | EntitiesSection
  | OfficesSection
  | DocumentsSection
  | LegalTextSection
  | GlossarySection
  | LessonsSection
  | WebinarsSection
  | LeadFormSection
  | ContactSection
  | RegistrationSection
  | NewsListSection
  | ArticleListSection
  | AnalysisLatestSection
  | EconomicCalendarSection
  | VideoGallerySection;

export type SectionType = Section['type'];
/** A kind's GraphQL type (gatsby/section-schema.ts), which page queries tell the kinds apart by. */
export type SectionTypeName<T extends SectionType = SectionType> = `${Capitalize<T>}Section`;
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

/** One page's body: its sections, and for a page of a parameterised route its own title. */
export interface PageBody {
  /** `routeId`, or `routeId/param` for a page of a parameterised route (trading-landing/gold). */
  pageId: string;
  routeId: string;
  param: string | null;
  /** The page's path below the locale prefix. */
  path: string;
  titleKey: string | null;
  descriptionKey: string | null;
  sections: Section[];
  /** The image files the sections show (src/images/), for the page query. */
  imageNames: string[];
}
