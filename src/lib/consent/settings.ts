/**
 * The cookie consent's settings (data/consent.json), typed: the version of the categories, the
 * cookie that keeps a choice, the optional categories with what each loads and stores, and
 * where the dialog asks. `settings.test.ts` checks the file against these types.
 */
import table from '../../../data/consent.json';

/** The third-party scripts a category can load (src/lib/third-party.ts builds each from its setting). */
export const THIRD_PARTY_KEYS = ['tagManager', 'chat', 'translate'] as const;
export type ThirdPartyKey = (typeof THIRD_PARTY_KEYS)[number];

/** Google Consent Mode v2's signals a category can grant; each is denied until one does. */
export const CONSENT_MODE_SIGNALS = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'] as const;
export type ConsentModeSignal = (typeof CONSENT_MODE_SIGNALS)[number];

export interface ConsentCategory {
  /** Also its texts' key (consent:categories.{id}) and its name in the cookie and the record. */
  id: string;
  scripts: ThirdPartyKey[];
  consentMode: ConsentModeSignal[];
  /** First-party cookies and local-storage keys its third party writes; `name*` matches a prefix. */
  storage: string[];
}

/** Locale codes and ISO 3166-1 country codes, or '*' for all. */
export interface AskRule {
  locales: '*' | string[];
  countries: '*' | string[];
}

export interface ConsentSettings {
  version: number;
  cookieName: string;
  maxAgeDays: number;
  categories: ConsentCategory[];
  askIn: AskRule;
}

export const consentSettings = table as ConsentSettings;

/** The category whose consent lets the campaign and referral codes outlive the visit (src/lib/tracking.ts). */
export const TRACKING_CATEGORY = 'marketing';

export const categoryIds = (settings: ConsentSettings = consentSettings): string[] => settings.categories.map((category) => category.id);
