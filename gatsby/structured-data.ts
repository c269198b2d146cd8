/**
 * The structured data (schema.org JSON-LD) of a page of the route manifest, answered by the
 * layer (`Query.pageStructuredData`) so that each template's Head writes it from its page data
 * and none of its code reaches the browser: BreadcrumbList wherever the page shows a breadcrumb,
 * FAQPage where it shows questions and answers, Course for a list of lessons, Event for each
 * upcoming webinar, and on the home page the company (Organization with its regulated entities as
 * FinancialService, each with its licence and regulator) and WebSite. News stories and articles
 * bring their own (prebuilt-pages.ts); the glossary writes its DefinedTermSet beside its terms.
 */
import type { CreateResolversArgs, Node } from 'gatsby';
import type { i18n as I18n } from 'i18next';
import { createI18n, resourcesFromNodes } from '../src/lib/i18n';
import { localizedPath } from '../src/lib/locales';
import { routeTitleKey } from '../src/lib/menu';
import type { Webinar } from '../src/lib/api/types';
import { localizedWebinars } from '../src/lib/server/webinars';
import { resolveSections } from './sections';
import { SectionData, type NodeModel, type RouteNode, type SourcedSection } from './sections/kind';
import type { SiteSettingsNode } from './site-settings';
import { ITEM_LISTS, prebuiltPage } from './prebuilt-pages';
import { serializeForScript } from '../src/lib/prebuilt';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

interface Page {
  url: string;
  homeUrl: string;
  /** BCP 47 tag of the page's language. */
  language: string;
  title: string;
  description: string;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;
interface Texts {
  t: Translate;
  optional: (key: string) => string | null;
}

/** A section as its kind resolves it: the fields structured data reads. */
interface ResolvedSection {
  type: string;
  key: string;
  groups?: { id: string; items: string[] }[];
  lessons?: { id: string; path: string; minutes: number }[];
  registerPath?: string;
  tabs?: { sections: ResolvedSection[] }[];
}

const sectionsOfType = (sections: readonly ResolvedSection[], type: string): ResolvedSection[] =>
  sections.flatMap((entry) => [
    ...(entry.type === type ? [entry] : []),
    ...(entry.tabs ?? []).flatMap((tab) => sectionsOfType(tab.sections, type)),
  ]);

/**
 * The crumbs from the home page to the page, through the list an item belongs to. Rich results
 * need a URL on every crumb: the menu section, shown without a link, is left out.
 */
const breadcrumbJsonLd = (page: Page, t: Translate, parent?: { name: string; item: string }): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: [
    { name: t('common:meta.home'), item: page.homeUrl },
    ...(parent ? [parent] : []),
    { name: page.title, item: page.url },
  ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
});

function faqJsonLd(page: Page, sections: readonly ResolvedSection[], t: Translate): JsonLd | null {
  const questions = sectionsOfType(sections, 'faq').flatMap(({ key, groups = [] }) =>
    groups.flatMap((group) => group.items.map((item) => ({ question: t(`${key}.items.${item}.q`), answer: t(`${key}.items.${item}.a`) }))),
  );
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

function organizationJsonLd(page: Page, site: SiteSettingsNode, t: Translate, languages: readonly string[]): JsonLd[] {
  const organization = { '@id': `${site.siteUrl}/#organization` };
  return [
    {
      '@context': CONTEXT,
      '@type': 'Organization',
      ...organization,
      name: site.brand.name,
      legalName: site.brand.legalName,
      url: page.homeUrl,
      logo: `${site.siteUrl}/favicon.svg`,
      image: `${site.siteUrl}${site.seo.ogImage}`,
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
        parentOrganization: organization,
        hasCredential: {
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: t('about:entityFacts.licence'),
          name: entity.licence,
          recognizedBy: { '@type': 'Organization', name: entity.regulator },
        },
      })),
    },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: site.brand.name,
      url: page.homeUrl,
      inLanguage: page.language,
      publisher: organization,
    },
  ];
}

/** A list of lessons is a course: its section (or else the page) names it, the lessons are its parts. */
function courseJsonLd(page: Page, section: ResolvedSection, texts: Texts, site: SiteSettingsNode, localeCode: string): JsonLd {
  const lessons = section.lessons ?? [];
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: texts.optional(`${section.key}.title`) ?? page.title,
    description: texts.optional(`${section.key}.text`) ?? page.description,
    url: page.url,
    inLanguage: page.language,
    provider: { '@type': 'Organization', name: site.brand.name, sameAs: site.siteUrl },
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'USD' },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      courseWorkload: `PT${lessons.reduce((total, lesson) => total + lesson.minutes, 0)}M`,
    },
    hasPart: lessons.map((lesson) => ({
      '@type': 'LearningResource',
      name: texts.t(`academy:lessons.${lesson.id}.title`),
      url: `${site.siteUrl}${localizedPath(localeCode, lesson.path)}`,
      timeRequired: `PT${lesson.minutes}M`,
    })),
  };
}

function eventJsonLd(webinar: Webinar, registerPath: string, page: Page, site: SiteSettingsNode, localeCode: string): JsonLd {
  const end = new Date(Date.parse(webinar.startsAt) + webinar.durationMinutes * 60_000).toISOString();
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: webinar.title,
    description: webinar.summary,
    startDate: webinar.startsAt,
    endDate: end,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: `${site.siteUrl}${localizedPath(localeCode, registerPath.replace('{id}', webinar.id))}` },
    isAccessibleForFree: true,
    inLanguage: page.language,
    organizer: { '@type': 'Organization', name: site.brand.name, sameAs: site.siteUrl, url: site.siteUrl },
    performer: { '@type': 'Person', name: webinar.presenter.name, jobTitle: webinar.presenter.role },
  };
}

// Each language's strings, parsed once per build for all the pages that ask (keyed by the nodes' digests).
const translators = new Map<string, I18n>();

async function translatorOf(nodeModel: NodeModel, set: string, localeCode: string): Promise<Texts> {
  const { entries } = await nodeModel.findAll({ type: 'Locale', query: { filter: { language: { in: [set, localeCode] } } } });
  const nodes = Array.from(entries) as (Node & { ns: string; data: string; language: string })[];
  const cacheKey = [set, ...nodes.map((node) => `${node.id}:${node.internal.contentDigest}`).sort()].join('|');
  let i18n = translators.get(cacheKey);
  if (!i18n) {
    i18n = createI18n(set, resourcesFromNodes({ edges: nodes.map((node) => ({ node })) }, set));
    translators.set(cacheKey, i18n);
  }
  const instance = i18n;
  const t: Translate = (key, values) => String(instance.t(key, values as never));
  return { t, optional: (key) => (instance.exists(key) ? t(key) : null) };
}

interface SiteLocaleNode {
  code: string;
  tag: string;
  hreflang: string | null;
  translationSet: string | null;
  built: boolean;
  order: number;
}

interface PageArgs {
  routeId: string;
  pageId: string;
  locale: string;
  /** A prebuilt item's parameter (prebuilt-pages.ts): its page has its list in its breadcrumb, and its own Article data. */
  param?: string | null;
}

/** The JSON-LD blocks of a page of a static route, or of a prebuilt item, in a locale, in the order the page shows what they describe. */
export async function pageStructuredData(nodeModel: NodeModel, { routeId, pageId, locale: code, param }: PageArgs): Promise<JsonLd[]> {
  const route = (await nodeModel.findOne({ type: 'Route', query: { filter: { routeId: { eq: routeId } } } })) as unknown as
    (RouteNode & { noindex: boolean }) | null;
  const { entries: localeEntries } = await nodeModel.findAll({ type: 'SiteLocale' });
  const locales = (Array.from(localeEntries) as unknown as SiteLocaleNode[]).sort((a, b) => a.order - b.order);
  const locale = locales.find((entry) => entry.code === code);
  // Client-only pages and campaign pages (a parameterised route's) are not indexed.
  if (!route || !locale || route.noindex || (route.param && !param)) return [];
  const body = (await nodeModel.findOne({ type: 'PageBody', query: { filter: { pageId: { eq: pageId } } } })) as unknown as {
    sections: SourcedSection[];
  } | null;
  const sections = (body ? await resolveSections(body.sections, nodeModel) : []) as ResolvedSection[];
  const site = (await nodeModel.findOne({ type: 'SiteSettings', query: { filter: {} } })) as unknown as SiteSettingsNode;
  const set = locale.translationSet ?? 'en';
  const texts = await translatorOf(nodeModel, set, locale.code);
  const { t } = texts;
  const absolute = (path: string) => `${site.siteUrl}${localizedPath(locale.code, path)}`;
  if (param) {
    const item = await prebuiltPage(nodeModel, { routeId, param, locale: locale.code });
    const list = ITEM_LISTS[routeId];
    if (!item || !list) return [];
    const itemPage = {
      url: absolute(item.path),
      homeUrl: absolute(''),
      language: locale.tag,
      title: item.head.title,
      description: item.head.description,
    };
    return [breadcrumbJsonLd(itemPage, t, { name: t(`common:${routeTitleKey(list.routeId)}`), item: absolute(list.path) })];
  }
  const page: Page = {
    url: absolute(route.path),
    homeUrl: absolute(''),
    language: locale.tag,
    title: t(`common:${routeTitleKey(route.routeId)}`),
    description: t(`${route.section}:${route.routeId}.description`),
  };
  const webinarSections = sectionsOfType(sections, 'webinars');
  const data = new SectionData(nodeModel, {
    routeId,
    namespace: route.section,
    extraNamespaces: [],
    keyBase: routeId,
    where: `route ${routeId}`,
  });
  const upcomingWebinars = webinarSections.length
    ? localizedWebinars(await data.stored('webinars'), locale.code, await data.now()).filter((webinar) => webinar.status === 'upcoming')
    : [];
  const languages = [...new Set(locales.filter((entry) => entry.built).map((entry) => entry.hreflang ?? entry.tag))];
  const home = route.template === 'home';
  return [
    ...(home ? organizationJsonLd(page, site, t, languages) : [breadcrumbJsonLd(page, t)]),
    ...sectionsOfType(sections, 'lessons').map((section) => courseJsonLd(page, section, texts, site, locale.code)),
    ...upcomingWebinars.map((webinar) => eventJsonLd(webinar, webinarSections[0].registerPath as string, page, site, locale.code)),
    faqJsonLd(page, sections, t),
  ].filter((entry): entry is JsonLd => entry !== null);
}

/**
 * `Query.pageStructuredData(routeId, pageId, locale, param)`: the JSON-LD blocks of a route's page,
 * or of a prebuilt item's, each as the text of its script element (so a page's first-load
 * JavaScript needs no serializer).
 */
export const createStructuredDataResolver = ({ createResolvers }: CreateResolversArgs): void => {
  createResolvers({
    Query: {
      pageStructuredData: {
        type: '[String!]!',
        args: { routeId: 'String!', pageId: 'String!', locale: 'String!', param: 'String' },
        resolve: async (_source: unknown, args: PageArgs, context: { nodeModel: NodeModel }) =>
          (await pageStructuredData(context.nodeModel, args)).map(serializeForScript),
      },
    },
  });
};
