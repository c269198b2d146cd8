/** The kinds of page section whose content is the page's own texts: heroes, features, steps, questions, calls to action… */
import { keyText, literalText } from '../../src/lib/text';
import type { StatFormat } from '../../src/lib/sections/types';
import { DEFAULT_CTA, sectionKind, type ActionDeclaration, type Declared, type SectionData } from './kind';

/** A platform's name with the brand's put in ({brand} Markets App). */
export const platformName = (name: string, brandName: string): string => name.split('{brand}').join(brandName);

interface FeaturesDeclaration extends Declared {
  columns?: 2 | 3 | 4;
  items?: { id: string; icon?: string; link?: ActionDeclaration }[];
  /** Cards of the markets or platforms in data/content, linking to their pages. */
  source?: 'markets' | 'platforms';
  only?: string[];
}

async function featureItems(section: FeaturesDeclaration & { key: string }, data: SectionData) {
  const pick = <T>(entries: T[], id: (entry: T) => string) =>
    section.only
      ? section.only.map((wanted) => entries.find((entry) => id(entry) === wanted) ?? data.fail(`unknown ${section.source} "${wanted}"`))
      : entries;
  if (section.source === 'markets') {
    const markets = pick(await data.all('InstrumentMarket'), (market) => market.marketId);
    return Promise.all(
      markets.map(async (market) => ({
        id: market.marketId,
        title: keyText(`sections:markets.${market.marketId}.name`),
        text: keyText(`sections:markets.${market.marketId}.summary`),
        icon: market.icon,
        action: await data.action({ route: market.routeId, label: 'sections:actions.explore' }, section.key),
      })),
    );
  }
  if (section.source === 'platforms') {
    const { brand } = await data.site();
    const platforms = pick(await data.all('TradingPlatform'), (platform) => platform.platformId);
    return Promise.all(
      platforms.map(async (platform) => ({
        id: platform.platformId,
        title: literalText(platformName(platform.name, brand.name)),
        text: keyText(`sections:platforms.${platform.platformId}`),
        icon: 'device',
        action: await data.action({ route: platform.routeId }, section.key),
      })),
    );
  }
  if (!section.items) data.fail(`features section "${section.id}" has neither items nor a source`);
  return Promise.all(
    section.items.map(async (item) => ({
      id: item.id,
      title: keyText(`${section.key}.items.${item.id}.title`),
      text: keyText(`${section.key}.items.${item.id}.text`),
      icon: item.icon ?? null,
      action: item.link ? await data.action(item.link, section.key) : null,
    })),
  );
}

/** Figures computed from the data instead of written into a page. */
type StatSource = 'foundingYear' | 'entities' | 'offices' | 'markets' | 'instruments' | 'spreadFrom' | 'maxLeverage';

async function statFigure(source: StatSource, data: SectionData): Promise<{ value: number; format: StatFormat }> {
  switch (source) {
    case 'foundingYear':
      return { value: (await data.site()).brand.foundingYear, format: 'year' };
    case 'entities':
      return { value: (await data.site()).entities.length, format: 'number' };
    case 'offices':
      return { value: (await data.all('Office')).length, format: 'number' };
    case 'markets':
      return { value: (await data.all('InstrumentMarket')).length, format: 'number' };
    case 'instruments':
      return { value: (await data.all('Instrument')).length, format: 'plus' };
    case 'spreadFrom':
      return { value: Math.min(...(await data.all('AccountType')).map((account) => account.spreadFrom)), format: 'pips' };
    case 'maxLeverage':
      return { value: Math.max(...(await data.all('AccountType')).map((account) => account.maxLeverage)), format: 'leverage' };
  }
}

export const contentKinds = {
  hero: sectionKind<Declared & { image: string; points?: string[]; actions?: ActionDeclaration[] }>()({
    fields: 'image: String! points: [String!]! actions: [Action!]!',
    resolve: async (section, data) => ({
      image: section.image,
      points: section.points ?? [],
      actions: await data.actions(section.actions, section.key, DEFAULT_CTA),
    }),
  }),
  features: sectionKind<FeaturesDeclaration>()({
    fields: 'columns: Int! items: [FeatureItem!]!',
    resolve: async (section, data) => ({ columns: section.columns ?? 3, items: await featureItems(section, data) }),
  }),
  steps: sectionKind<Declared & { items: string[]; actions?: ActionDeclaration[] }>()({
    fields: 'items: [String!]! actions: [Action!]!',
    resolve: async (section, data) => ({ items: section.items, actions: await data.actions(section.actions, section.key) }),
  }),
  faq: sectionKind<Declared & { items?: string[]; groups?: { id: string; items: string[] }[]; searchable?: boolean }>()({
    fields: 'groups: [FaqGroup!]! searchable: Boolean!',
    resolve: (section, data) => {
      const groups = section.groups ?? (section.items ? [{ id: 'all', items: section.items }] : []);
      if (groups.length === 0) data.fail(`faq "${section.id}" has no questions`);
      return { groups, searchable: section.searchable ?? false };
    },
  }),
  cta: sectionKind<Declared & { actions?: ActionDeclaration[] }>()({
    fields: 'actions: [Action!]!',
    resolve: async (section, data) => ({ actions: await data.actions(section.actions, section.key, DEFAULT_CTA) }),
  }),
  media: sectionKind<Declared & { image?: string; points?: string[]; actions?: ActionDeclaration[]; reverse?: boolean }>()({
    fields: 'image: String points: [String!]! actions: [Action!]! reverse: Boolean!',
    resolve: async (section, data) => ({
      image: section.image ?? null,
      points: section.points ?? [],
      actions: await data.actions(section.actions, section.key),
      reverse: section.reverse ?? false,
    }),
  }),
  stats: sectionKind<Declared & { items: ({ id: string; value: number; format: StatFormat } | { id: string; source: StatSource })[] }>()({
    fields: 'items: [StatItem!]!',
    resolve: async (section, data) => ({
      items: await Promise.all(
        section.items.map(async (item) => ('source' in item ? { id: item.id, ...(await statFigure(item.source, data)) } : item)),
      ),
    }),
  }),
  /** The signed-in user's greeting from GET /user/info, or a log-in link. */
  greeting: sectionKind<Declared & { actions?: ActionDeclaration[] }>()({
    fields: 'actions: [Action!]!',
    resolve: async (section, data) => ({ actions: await data.actions(section.actions, section.key) }),
  }),
  /** Dated milestones, oldest first: a company's history, a partnership's seasons; `founding` is the brand's founding year. */
  timeline: sectionKind<Declared & { items: { id: string; year: number | 'founding' }[] }>()({
    fields: 'items: [TimelineItem!]!',
    resolve: async (section, data) => {
      const { foundingYear } = (await data.site()).brand;
      return { items: section.items.map((item) => ({ id: item.id, year: item.year === 'founding' ? foundingYear : item.year })) };
    },
  }),
  /** People with their names (literal) and their roles and biographies (`{key}.items.{id}.role`, `.bio`). */
  people: sectionKind<Declared & { items: { id: string; name: string }[] }>()({
    fields: 'items: [Person!]!',
    resolve: (section) => ({ items: section.items }),
  }),
  /** The support channels and offices of data/site.json, with the support hours (`{key}.hours.{id}`). */
  contact: sectionKind<Declared & { hours: string[]; actions?: ActionDeclaration[] }>()({
    fields: 'hours: [String!]! actions: [Action!]!',
    resolve: async (section, data) => ({ hours: section.hours, actions: await data.actions(section.actions, section.key) }),
  }),
  /** A lead form (POST /api/signUp: the e-book request, the contact form) beside the section's text. */
  leadForm: sectionKind<Declared & { kind: 'ebook' | 'contact'; points?: string[] }>()({
    fields: 'kind: LeadFormKind! points: [String!]! "The privacy policy\'s path." privacyPath: String!',
    resolve: async (section, data) => ({
      kind: section.kind,
      points: section.points ?? [],
      privacyPath: await data.routePath('about-privacy-policy'),
    }),
  }),
  /** The webinar registration just made (carried over from the registration page), on the thank-you page. */
  registration: sectionKind<Declared>()({ fields: '', resolve: () => ({}) }),
};
