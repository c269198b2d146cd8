/**
 * The structured data (schema.org JSON-LD) of a page, from its text (page-text.ts) and its
 * body's sections, in the page's language: BreadcrumbList wherever the page shows a
 * breadcrumb, FAQPage where it shows questions and answers, Course for a list of lessons,
 * Event for each upcoming webinar, and on the home page the company (Organization with its
 * regulated entities as FinancialService, each with its licence and regulator) and WebSite.
 * Articles and news stories bring their own (src/lib/analysis/structured-data.ts).
 */
import { localizedPath } from '../../src/lib/locales';
import { absoluteUrl } from '../../src/lib/seo';
import { site, siteUrl } from '../../src/lib/site';
import type { Section, SectionOf } from '../../src/lib/sections/types';
import type { Webinar } from '../../src/lib/api/types';
import type { Block, PageText, TextSection, Texts } from './page-text';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
export const ORGANIZATION_ID = `${siteUrl}/#organization`;
const organizationRef = { '@id': ORGANIZATION_ID };

/** The home page's crumbs are not shown (the home page has no breadcrumb). */
export function breadcrumbJsonLd(page: PageText): JsonLd | null {
  // Rich results need a URL on every crumb but the last: crumbs shown without a link (the
  // menu section) are left out, as a reader following the list could not go there.
  const linked = page.breadcrumb.filter((crumb) => crumb.url !== null);
  if (linked.length < 2) return null;
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.url,
    })),
  };
}

const blocksOf = (sections: TextSection[]): Block[] => sections.flatMap((entry) => [...entry.blocks, ...blocksOf(entry.subsections)]);

export function faqJsonLd(page: PageText): JsonLd | null {
  const questions = blocksOf(page.sections).flatMap((block) => (block.kind === 'faq' ? block.items : []));
  if (!questions.length) return null;
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url: page.url,
    inLanguage: page.language,
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** The company and its regulated entities, as data/site.json has them. */
export function organizationJsonLd(page: PageText, texts: Texts, languages: readonly string[]): JsonLd {
  const { t } = texts;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.brand.name,
    legalName: site.brand.legalName,
    url: page.homeUrl,
    logo: absoluteUrl('/favicon.svg'),
    image: absoluteUrl(site.seo.ogImage),
    description: page.description,
    foundingDate: String(site.brand.foundingYear),
    email: site.contact.email,
    telephone: site.contact.phone,
    sameAs: site.social.map((profile) => profile.url),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: site.contact.email,
        telephone: site.contact.phone,
        availableLanguage: languages,
      },
    ],
    subOrganization: site.entities.map((entity) => ({
      '@type': 'FinancialService',
      name: entity.name,
      description: t(`sections:entities.${entity.id}`),
      address: { '@type': 'PostalAddress', streetAddress: entity.address, addressCountry: entity.country },
      parentOrganization: organizationRef,
      hasCredential: {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: t('about:entityFacts.licence'),
        name: entity.licence,
        recognizedBy: { '@type': 'Organization', name: entity.regulator },
      },
    })),
  };
}

export const websiteJsonLd = (page: PageText): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  name: site.brand.name,
  url: page.homeUrl,
  inLanguage: page.language,
  publisher: organizationRef,
});

const provider = { '@type': 'Organization', name: site.brand.name, sameAs: siteUrl };

/** A list of lessons is a course: its section (or else the page) names it, the lessons are its parts. */
export function courseJsonLd(page: PageText, section: SectionOf<'lessons'>, texts: Texts, localeCode: string): JsonLd {
  const minutes = section.lessons.reduce((total, lesson) => total + lesson.minutes, 0);
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: texts.optional(`${section.key}.title`) ?? page.title,
    description: texts.optional(`${section.key}.text`) ?? page.description,
    url: page.url,
    inLanguage: page.language,
    provider,
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'USD' },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online', courseWorkload: `PT${minutes}M` },
    hasPart: section.lessons.map((lesson) => ({
      '@type': 'LearningResource',
      name: texts.t(`academy:lessons.${lesson.id}.title`),
      url: absoluteUrl(localizedPath(localeCode, lesson.path)),
      timeRequired: `PT${lesson.minutes}M`,
    })),
  };
}

export function eventJsonLd(webinar: Webinar, section: SectionOf<'webinars'>, page: PageText, localeCode: string): JsonLd {
  const end = new Date(Date.parse(webinar.startsAt) + webinar.durationMinutes * 60_000).toISOString();
  const registration = absoluteUrl(localizedPath(localeCode, section.registerPath.replace('{id}', webinar.id)));
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: webinar.title,
    description: webinar.summary,
    startDate: webinar.startsAt,
    endDate: end,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: registration },
    isAccessibleForFree: true,
    inLanguage: page.language,
    organizer: { ...provider, url: siteUrl },
    performer: { '@type': 'Person', name: webinar.presenter.name, jobTitle: webinar.presenter.role },
  };
}

const sectionsOfType = <T extends Section['type']>(sections: Section[], type: T): SectionOf<T>[] =>
  sections.flatMap((entry) => [
    ...(entry.type === type ? [entry as SectionOf<T>] : []),
    ...(entry.type === 'tabs' ? entry.tabs.flatMap((tab) => sectionsOfType(tab.sections, type)) : []),
  ]);

export interface StructuredDataInput {
  page: PageText;
  sections: Section[];
  texts: Texts;
  localeCode: string;
  home: boolean;
  /** The languages the company answers in (BCP 47 tags of the published locales). */
  languages: readonly string[];
  /** The webinars still to come, in the page's language. */
  upcomingWebinars: readonly Webinar[];
}

/** Every JSON-LD block of a page, in the order the page shows what they describe. */
export function structuredData({ page, sections, texts, localeCode, home, languages, upcomingWebinars }: StructuredDataInput): JsonLd[] {
  const webinarSections = sectionsOfType(sections, 'webinars');
  return [
    ...(home ? [organizationJsonLd(page, texts, languages), websiteJsonLd(page)] : []),
    breadcrumbJsonLd(page),
    ...sectionsOfType(sections, 'lessons').map((section) => courseJsonLd(page, section, texts, localeCode)),
    ...(webinarSections.length ? upcomingWebinars.map((webinar) => eventJsonLd(webinar, webinarSections[0], page, localeCode)) : []),
    faqJsonLd(page),
  ].filter((entry): entry is JsonLd => entry !== null);
}
