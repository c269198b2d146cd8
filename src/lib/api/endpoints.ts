/**
 * One typed function per call of §7, all through the base service (client.ts). Content
 * calls answer `{ status, data }` and these functions resolve with `data`; registration
 * resolves with the whole answer, whose `status` the form reads (§3).
 */
import { apiDelete, apiGet, apiPost, apiPut } from './client';
import { newsPath } from './url';
import type {
  ApiEnvelope,
  Article,
  ArticleAlias,
  ArticleAliasQuery,
  ArticleInfoQuery,
  ArticleListQuery,
  ArticleSummary,
  ArticleTag,
  ArticleTagQuery,
  BuildManifest,
  ConsentRecordRequest,
  ConsentRecordResult,
  Dividend,
  DividendQuery,
  EconomicCalendar,
  EconomicCalendarQuery,
  LocaleQuery,
  LoginRequest,
  NewsArticle,
  NewsByIdQuery,
  NewsQuery,
  NewsSummary,
  Page,
  Promotion,
  PromotionQuery,
  RegistrationPayload,
  RegistrationResponse,
  SignUpRequest,
  SignUpResult,
  SymbolList,
  SymbolOfToday,
  UserInfo,
  UserInfoUpdate,
  Video,
  VideoQuery,
  VisitorLocation,
  Webinar,
  WebinarQuery,
} from './types';

/**
 * Where the user calls live. §7 names them /user/login and /user/info; Gatsby Functions are
 * served only under /api/, so the embedded API has them at /api/user/… . A backend that
 * serves /user/… at its root sets GATSBY_USER_API_PREFIX to an empty string.
 */
export const userApiPrefix = (): string => (process.env.GATSBY_USER_API_PREFIX ?? '/api').replace(/\/+$/, '');
export const userPath = (path: '/user/login' | '/user/info'): string => `${userApiPrefix()}${path}`;

const data = async <T>(answer: Promise<ApiEnvelope<T>>): Promise<T> => (await answer).data;

export const logIn = (credentials: LoginRequest) => data(apiPost<ApiEnvelope<UserInfo>>(userPath('/user/login'), credentials));
/** Ends the session (the embedded API's addition to /user/login: DELETE clears its cookie). */
export const logOut = () => apiDelete<ApiEnvelope<object>>(userPath('/user/login')).then(() => undefined);
export const getUserInfo = (signal?: AbortSignal) => data(apiGet<ApiEnvelope<UserInfo>>(userPath('/user/info'), undefined, signal));
export const updateUserInfo = (changes: UserInfoUpdate) => data(apiPut<ApiEnvelope<UserInfo>>(userPath('/user/info'), changes));

/** Options of a submission: its idempotency key (src/lib/api/idempotency.ts), so that a repeat is one lead. */
export interface SubmissionOptions {
  idempotencyKey?: string;
}
const submissionHeaders = ({ idempotencyKey }: SubmissionOptions): Record<string, string> =>
  idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {};

export const register = (payload: RegistrationPayload, options: SubmissionOptions = {}) =>
  apiPost<RegistrationResponse>('/api/register', payload, undefined, submissionHeaders(options));

export const getArticleInfo = (query: ArticleInfoQuery, signal?: AbortSignal) =>
  data(apiGet<ApiEnvelope<Article>>('/api/articles/null', { ...query }, signal));
export const getArticles = (query: ArticleListQuery = {}, signal?: AbortSignal) =>
  data(apiGet<ApiEnvelope<Page<ArticleSummary>>>('/api/articles', { ...query }, signal));
export const getArticleTags = (query: ArticleTagQuery = {}, signal?: AbortSignal) =>
  data(apiGet<ApiEnvelope<{ items: ArticleTag[] }>>('/api/articleTags', { ...query }, signal));
export const getArticleAliases = (query: ArticleAliasQuery = {}) =>
  data(apiGet<ApiEnvelope<{ items: ArticleAlias[] }>>('/api/getArticleAlias', { ...query }));

export const getPromotions = (query: PromotionQuery = {}, signal?: AbortSignal) =>
  data(apiGet<ApiEnvelope<{ items: Promotion[] }>>('/api/promotions', { ...query }, signal));
export const getWebinars = (query: WebinarQuery = {}) => data(apiGet<ApiEnvelope<Page<Webinar>>>('/api/webinar', { ...query }));
export const signUp = (request: SignUpRequest, options: SubmissionOptions = {}) =>
  data(apiPost<ApiEnvelope<SignUpResult>>('/api/signUp', request, undefined, submissionHeaders(options)));

/** The symbols of a market (forex, metals, …) or the one symbol named (EURUSD). */
export const getSymbolsByValue = (value: string, signal?: AbortSignal) =>
  data(apiGet<ApiEnvelope<SymbolList>>(`/api/tmx-api/symblos/3/${encodeURIComponent(value)}`, undefined, signal));
export const getAllSymbols = () => data(apiGet<ApiEnvelope<SymbolList>>('/api/allsymblos'));
export const getSymbolOfToday = () => data(apiGet<ApiEnvelope<SymbolOfToday>>('/api/getSymbolToday'));
export const getDividends = (query: DividendQuery = {}) => data(apiGet<ApiEnvelope<{ items: Dividend[] }>>('/api/dividends', { ...query }));

export const getNews = (query: NewsQuery = {}, signal?: AbortSignal) =>
  data(apiGet<ApiEnvelope<Page<NewsSummary>>>(newsPath, { ...query }, signal));
export const getNewsById = (query: NewsByIdQuery, signal?: AbortSignal) =>
  data(apiGet<ApiEnvelope<NewsArticle>>('/api/acuity-api/getNewsById', { ...query }, signal));
export const getVideoUrls = (query: VideoQuery = {}, signal?: AbortSignal) =>
  data(apiGet<ApiEnvelope<{ items: Video[] }>>('/api/urls', { ...query }, signal));

/** The economic releases between two days (not a call of §7: the calendar page's own). */
export const getEconomicCalendar = (query: EconomicCalendarQuery = {}, signal?: AbortSignal) =>
  data(apiGet<ApiEnvelope<EconomicCalendar>>('/api/economic-calendar', { ...query }, signal));

/** Records a cookie choice (not a call of §7: the consent dialog's own). */
export const sendConsentRecord = (record: ConsentRecordRequest) => data(apiPost<ApiEnvelope<ConsentRecordResult>>('/api/consent', record));

export const getLocation = (query: LocaleQuery = {}, signal?: AbortSignal) =>
  data(apiGet<ApiEnvelope<VisitorLocation>>('/api/location', { ...query }, signal));

/**
 * The build manifest lives on the site itself, not on the API origin; the timestamp
 * keeps caches from answering.
 */
export const getBuildManifest = (origin: string, now: number = Date.now()) =>
  apiGet<BuildManifest>(`${origin}/builds/latest.json`, { t: now });
