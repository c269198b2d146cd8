/**
 * The shapes of every call of §7. The spec shows only the registration response and the
 * build manifest; the others are defined here and documented in docs/api.md.
 * The embedded API (src/api/) answers exactly these shapes.
 */

/** Every answer is `{ status, data }` (the registration response's form); `status` repeats the HTTP status. */
export interface ApiEnvelope<T> {
  status: number;
  data: T;
}

/**
 * The body of every error answer (4xx, 5xx): a translated message, the request's id (to quote
 * to support), and for a refused registration each field's error.
 */
export type ApiErrorBody = ApiEnvelope<{ message: string; requestId?: string; errors?: Record<string, string> }>;

/** One page of a list. `page` counts from 1. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The largest page a list call answers. */
export const MAX_PAGE_SIZE = 50;

export interface PageQuery {
  page?: number;
  pageSize?: number;
}

/** Content asked for in a locale (`lang` is the URL prefix: en, cht, ar, …). */
export interface LocaleQuery {
  lang?: string;
}

/**
 * Text content carries the language it is written in: the set of the asked locale when
 * the item has it (zh-hant-tw for Taiwan's wording of zh-hant), else English (show it with lang="en").
 */
export interface Localized {
  language: string;
}

// ---- user (/user/login, /user/info) ----

export interface LoginRequest {
  email: string;
  password: string;
  /** The locale code of the page, for the language of an error message. */
  language?: string;
}

export interface UserInfo {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string;
  /** Preferred locale code. */
  language: string;
  accountType: 'live' | 'demo';
  /** ISO date. */
  memberSince: string;
}

export type UserInfoUpdate = Partial<Pick<UserInfo, 'firstName' | 'lastName' | 'phone' | 'language'>>;

// ---- registration (/api/register, §3) ----

/** The registration payload of §3 (src/lib/registration/payload.ts builds it from the form's checked values). */
export interface RegistrationPayload {
  first_name: string;
  middle_name: string;
  last_name: string;
  /** The country's name in the page's language. */
  country: string;
  mobile: string;
  email: string;
  /** The dial code: '+591'. */
  country_code: string;
  send_email: 0;
  register_account_type: 1;
  /** The locale code of the page the form was sent from (cht, en-in, ar, …). */
  language: string;
  redirect: 'apply-live-ta';
  /** The captcha token; empty when no captcha is configured. */
  token: string;
  /** The country's English name. */
  countryValue: string;
  /** The country's two-letter flag code. */
  classname: string;
}

/**
 * 200 with `redirect_address`: the application continues there; 202 with `message`: received
 * and stored, to be forwarded (no address yet: the message says what happens next); any other
 * status: refused, with `message`. `reference` names the application to support.
 */
export type RegistrationResponse = ApiEnvelope<{ redirect_address?: string; message?: string; reference?: string }>;

// ---- articles and market insight (/api/articles, /api/articles/null, /api/articleTags, /api/getArticleAlias) ----

export type ArticleKind = 'insight' | 'article';

export interface ArticleSummary extends Localized {
  id: string;
  /** The URL slug: market-insight/{alias}. */
  alias: string;
  kind: ArticleKind;
  title: string;
  summary: string;
  /** Tag ids (see ArticleTag). */
  tags: string[];
  author: string;
  /** ISO date-time. */
  publishedAt: string;
  readingMinutes: number;
}

export interface Article extends ArticleSummary {
  /** The text, one paragraph per entry. */
  body: string[];
}

export interface ArticleListQuery extends LocaleQuery, PageQuery {
  kind?: ArticleKind;
  tag?: string;
  /** Words that must all appear in the title, summary or text (in the answer's language). */
  q?: string;
}

/** Article info (GET /api/articles/null): one article by id or by alias. */
export interface ArticleInfoQuery extends LocaleQuery {
  id?: string;
  alias?: string;
}

export interface ArticleTag extends Localized {
  id: string;
  label: string;
  /** Articles carrying the tag (of the asked kind, when given). */
  count: number;
}

export interface ArticleTagQuery extends LocaleQuery {
  kind?: ArticleKind;
}

/** An article's address, for sitemaps: the current path and the addresses it had before. */
export interface ArticleAlias {
  id: string;
  alias: string;
  kind: ArticleKind;
  /** The route path below the locale prefix, e.g. analysis/market-insight/gold-outlook. */
  path: string;
  /** ISO date-time of the last change. */
  updatedAt: string;
  /** Former slugs of the same article. */
  previousAliases: string[];
}

export interface ArticleAliasQuery {
  kind?: ArticleKind;
}

// ---- promotions, webinars, sign-up requests ----

export type PromotionStatus = 'upcoming' | 'active' | 'ended';

export interface Promotion extends Localized {
  id: string;
  title: string;
  summary: string;
  /** Key terms, one per entry. */
  terms: string[];
  startsAt: string;
  endsAt: string;
  /** Computed from the dates at request time. */
  status: PromotionStatus;
}

export interface PromotionQuery extends LocaleQuery {
  status?: PromotionStatus;
}

export type WebinarLevel = 'beginner' | 'intermediate' | 'advanced';

export interface Webinar extends Localized {
  id: string;
  title: string;
  summary: string;
  presenter: { name: string; role: string };
  /** ISO date-time in UTC; show it in the visitor's time zone. */
  startsAt: string;
  durationMinutes: number;
  level: WebinarLevel;
  /** Computed at request time: upcoming until the webinar ends. */
  status: 'upcoming' | 'past';
}

export interface WebinarQuery extends LocaleQuery, PageQuery {
  when?: 'upcoming' | 'past';
}

export type SignUpKind = 'ebook' | 'webinar' | 'contact';

/** POST /api/signUp: the e-book request, a webinar registration or the contact form. */
export interface SignUpRequest {
  kind: SignUpKind;
  name: string;
  email: string;
  phone?: string;
  /** Required for kind "contact": one of CONTACT_SUBJECTS (src/lib/sign-up-request.ts). */
  subject?: string;
  /** Kind "ebook", optional: one of EXPERIENCE_LEVELS. */
  experience?: string;
  /** Required for kind "contact". */
  message?: string;
  /** Required for kind "webinar": an id of GET /api/webinar. */
  webinarId?: string;
  /** The locale the form was sent from. */
  language: string;
}

export interface SignUpResult {
  /** A reference the visitor can quote to support. */
  reference: string;
  message: string;
}

// ---- symbols and dividends ----

export type Market = 'forex' | 'metals' | 'crypto' | 'shares' | 'indices' | 'energies';

export interface TradingSymbol {
  symbol: string;
  name: string;
  market: Market;
  /** Quote currency. */
  currency: string;
  digits: number;
  /** In pips (points for indices, shares and crypto). */
  minSpread: number;
  typicalSpread: number;
  contractSize: number;
  maxLeverage: number;
  /** Overnight swap in points, long and short. */
  swapLong: number;
  swapShort: number;
  /** Trading session, server time (GMT+2/+3). */
  sessions: string;
}

/** GET /api/tmx-api/symblos/3/{value}: the symbols of a market, or the one symbol named. */
export interface SymbolList {
  items: TradingSymbol[];
}

export interface SymbolOfToday {
  /** YYYY-MM-DD (UTC). */
  date: string;
  symbol: TradingSymbol;
}

export interface Dividend {
  symbol: string;
  name: string;
  /** YYYY-MM-DD. */
  exDate: string;
  payDate: string;
  /** Adjustment per CFD: credited to long positions, debited from short ones. */
  amountLong: number;
  amountShort: number;
  currency: string;
}

export interface DividendQuery {
  symbol?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
}

// ---- news (Acuity) and videos ----

export type NewsCategory = 'forex' | 'commodities' | 'indices' | 'crypto' | 'economy';

export interface NewsSummary extends Localized {
  /** May contain slashes (2026/03/fed-holds-rates). */
  id: string;
  title: string;
  summary: string;
  category: NewsCategory;
  source: string;
  publishedAt: string;
  /** Related symbols. */
  symbols: string[];
}

export interface NewsArticle extends NewsSummary {
  body: string[];
}

export interface NewsQuery extends LocaleQuery, PageQuery {
  category?: NewsCategory;
}

export interface NewsByIdQuery extends LocaleQuery {
  id: string;
}

export interface Video extends Localized {
  id: string;
  title: string;
  description: string;
  /** The player address, to load only when the visitor asks for it. */
  embedUrl: string;
  durationSeconds: number;
  publishedAt: string;
  category: 'daily-briefing' | 'education' | 'platform';
}

export interface VideoQuery extends LocaleQuery {
  category?: Video['category'];
}

// ---- economic calendar (/api/economic-calendar; not a call of §7, the calendar page's own) ----

/** 1 low, 2 medium, 3 high: how much a release usually moves the market. */
export type Importance = 1 | 2 | 3;

/**
 * How an indicator's values read: `percent` and `rate` in percent (3.2 → 3.2 %), `count`
 * a number of things (jobs, barrels), `index` a plain index value, `usd` an amount in US dollars.
 */
export type IndicatorUnit = 'percent' | 'rate' | 'count' | 'index' | 'usd';

export interface EconomicEvent extends Localized {
  /** `{indicator}-{YYYY-MM-DD}`. */
  id: string;
  indicator: string;
  title: string;
  /** ISO 3166-1 alpha-2 region code (EU for the euro area). */
  country: string;
  currency: string;
  importance: Importance;
  /** Release time, ISO date-time in UTC. */
  time: string;
  unit: IndicatorUnit;
  /** Decimals the values are given with. */
  decimals: number;
  /** Null until released. */
  actual: number | null;
  forecast: number | null;
  previous: number | null;
}

export interface EconomicCalendarQuery extends LocaleQuery {
  /** YYYY-MM-DD (UTC), inclusive; default: Monday of the current week. */
  from?: string;
  /** YYYY-MM-DD (UTC), inclusive; default: `from` when given, else Sunday of the current week. At most 62 days after `from`. */
  to?: string;
}

/** The events between two UTC dates, by release time. */
export interface EconomicCalendar {
  from: string;
  to: string;
  items: EconomicEvent[];
}

// ---- cookie consent ----

/** POST /api/consent: a visitor's cookie choice, recorded for accountability (no personal data). */
export interface ConsentRecordRequest {
  /** The categories' version (data/consent.json). */
  version: number;
  /** The optional categories granted; none for a refusal. */
  categories: string[];
  /** The locale the choice was made in. */
  language: string;
}

export interface ConsentRecordResult {
  /** When the API recorded it (ISO 8601). */
  recordedAt: string;
}

// ---- location, build manifest ----

/** The visitor's country (ISO 3166-1 alpha-2, upper case), absent when unknown. */
export interface VisitorLocation {
  countryCode?: string;
}

/** builds/latest.json: written by every build. */
export interface BuildManifest {
  id: string;
  builtAt: string;
  /** The version of the build's scripts (Gatsby's compilation hash); pages carry theirs as window.___webpackCompilationHash. */
  scripts?: string;
  /** Whether the build's sign-up form sends a captcha token. */
  captcha: boolean;
}
