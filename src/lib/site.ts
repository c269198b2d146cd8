/** Site settings (data/site.json): brand, URLs, contacts and regulatory entities, typed. */
import settings from '../../data/site.json';

export interface RegulatedEntity {
  id: string;
  name: string;
  country: string;
  regulator: string;
  licence: string;
  address: string;
  /** Where a client takes a complaint the entity has not resolved. */
  disputeResolution: string;
}

export interface SocialLink {
  id: string;
  label: string;
  url: string;
}

export interface SiteSettings {
  brand: { name: string; slug: string; legalName: string; foundingYear: number };
  siteUrl: string;
  portal: { registerUrl: string; demoUrl: string; loginUrl: string; applyLiveUrl: string; languageParam: string };
  externalLinks: Record<string, string>;
  social: SocialLink[];
  contact: { email: string; phone: string; hours: string };
  entities: RegulatedEntity[];
  seo: { keywords: string[]; ogImage: string; twitterHandle: string };
}

export const site: SiteSettings = settings;

/** The site origin; GATSBY_SITE_URL overrides the data file (previews, staging; GATSBY_ so the browser sees the same value). */
export const siteUrl: string = (process.env.GATSBY_SITE_URL || site.siteUrl).replace(/\/+$/, '');

/** Replaces the {brand} placeholder of route patterns with the brand slug. */
export const withBrand = (pattern: string): string => pattern.split('{brand}').join(site.brand.slug);

/** A phone number as shown: never broken across lines (non-breaking spaces). */
export const phoneForDisplay = (phone: string): string => phone.replace(/ /g, '\u00a0');

/** A portal link carrying the page's language, as the portal expects. */
export function portalUrl(kind: Exclude<keyof SiteSettings['portal'], 'languageParam'>, localeCode: string): string {
  const url = new URL(site.portal[kind]);
  url.searchParams.set(site.portal.languageParam, localeCode);
  return url.toString();
}
