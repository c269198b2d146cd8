/**
 * Turns the page declarations of data/pages/*.json into page bodies (types.ts): route
 * ids become paths, content references (markets, accounts, payment methods, platforms,
 * the calculator) become the rows and cells the page shows, and every text gets its
 * translation key. Runs at build time (gatsby/source-nodes.ts); each page receives only
 * its own data. Fails loudly on a reference that does not exist.
 */
import { INSTRUMENT_COLUMNS, MARKETS, instrumentName, sessionBreak, sessionHours } from '../instruments';
import type { InstrumentColumn, InstrumentContent, InstrumentRow, MarketId } from '../instruments';
import type { Lesson, LessonLevel } from '../lessons';
import { fillParam } from '../routes';
import { keyText, literalText, type Text } from '../text';
import { findLocale } from '../locales';
import type { RegulatedEntity } from '../site';
import {
  AWARD_EMBLEMS,
  OFFICE_KINDS,
  type Access,
  type Action,
  type Award,
  type AwardEmblem,
  type CalculatorSettings,
  type Cell,
  type ComparisonSection,
  type Device,
  type FeatureItem,
  type LegalBlock,
  type LegalDocument,
  type OfficeKind,
  type PageBody,
  type Section,
  type StatFormat,
  type GlossaryTermRef,
  type LessonCard,
} from './types';
import { GLOSSARY_NAMESPACE, LETTER_ANCHOR_PREFIX } from '../glossary';
import { routeTitleKey } from '../menu';

// ---- what data/pages/*.json declares ----

export type ActionDeclaration = { label?: string } & (
  /** A page of the site; `param` picks a page of a parameterised route (one its declaration lists). */
  | { route: string; param?: string }
  | { portal: 'register' | 'demo' | 'login' }
  | { download: string; device: Device }
  /** A site of data/site.json's externalLinks (careers, partners…). */
  | { external: string }
);

/** Figures computed from the data instead of written into a page. */
export type StatSource = 'foundingYear' | 'entities' | 'offices' | 'markets' | 'instruments' | 'spreadFrom' | 'maxLeverage';

export type LegalBlockDeclaration =
  | string
  | { list: string; items: string[] }
  | { table: string; columns: string[]; rows: string[] }
  /** The regulated entities' names and registered addresses. */
  | { entities: true };

interface Declared {
  id: string;
  /** Texts of another place (`sections:cta.open`, or a key in the page's namespace) instead of the section's own. */
  keys?: string;
}

export type ComparisonSource = 'account-types' | 'payment-methods' | 'trading-hours' | 'leverage' | 'platforms';

export type SectionDeclaration = Declared &
  (
    | { type: 'hero'; image: string; points?: string[]; actions?: ActionDeclaration[] }
    | {
        type: 'features';
        columns?: 2 | 3 | 4;
        items?: { id: string; icon?: string; link?: ActionDeclaration }[];
        /** Cards of the markets or platforms in data/content, linking to their pages. */
        source?: 'markets' | 'platforms';
        only?: string[];
      }
    | {
        type: 'comparison';
        source?: ComparisonSource;
        columns?: string[];
        highlight?: string;
        rows?: { id: string; cells: (boolean | number | string)[] }[];
      }
    | { type: 'instruments'; markets?: MarketId[]; columns?: InstrumentColumn[] }
    | { type: 'steps'; items: string[]; actions?: ActionDeclaration[] }
    | { type: 'faq'; items?: string[]; groups?: { id: string; items: string[] }[]; searchable?: boolean }
    | { type: 'cta'; actions?: ActionDeclaration[] }
    | { type: 'tabs'; tabs: { id: string; sections: SectionDeclaration[] }[] }
    | { type: 'media'; image?: string; points?: string[]; actions?: ActionDeclaration[]; reverse?: boolean }
    | { type: 'stats'; items: ({ id: string; value: number; format: StatFormat } | { id: string; source: StatSource })[] }
    | {
        type: 'trust';
        /** The page's own award texts (`{key}.awards.{id}`), or the id of an award of data/content/awards.json. */
        awards?: ({ id: string; year: number } | string)[];
      }
    | { type: 'downloads'; platform: string }
    | { type: 'calculator' }
    | { type: 'promotions' }
    | { type: 'greeting'; actions?: ActionDeclaration[] }
    /** `founding` stands for the brand's founding year (data/site.json). */
    | { type: 'timeline'; items: { id: string; year: number | 'founding' }[] }
    | { type: 'people'; items: { id: string; name: string }[] }
    | { type: 'awards' }
    | { type: 'entities'; riskWarning?: boolean }
    /** The offices of some regions (all when left out). */
    | { type: 'offices'; regions?: string[] }
    | { type: 'documents' }
    /** `document` names the entry of data/content/legal-documents.json that gives the date of the text. */
    | { type: 'legalText'; document: string; chapters: { id: string; blocks: LegalBlockDeclaration[] }[] }
    | { type: 'glossary' }
    | { type: 'lessons'; modules?: string[]; level?: LessonLevel; only?: string[] }
    | { type: 'webinars'; past?: boolean }
    | { type: 'leadForm'; kind: 'ebook' | 'contact'; points?: string[] }
    | { type: 'contact'; hours: string[]; actions?: ActionDeclaration[] }
    | { type: 'registration' }
    | { type: 'newsList'; pageSize?: number }
    | { type: 'articleList'; kind?: 'insight' | 'article'; pageSize?: number }
    | { type: 'analysisLatest'; count?: number }
    | { type: 'economicCalendar' }
    | { type: 'videoGallery' }
  );

/** A file of data/pages/: a route's sections, another route's sections, or one page per allowed parameter. */
export type PageDeclaration =
  | { sections: SectionDeclaration[] }
  | { sameAs: string }
  | { params: Record<string, { sections: SectionDeclaration[] }> };

// ---- the content the declarations refer to ----

interface Money {
  amount: number;
  currency: string;
}

export interface AccountType {
  id: string;
  minDeposit: Money;
  spreadFrom: number;
  commissionPerSide: Money | null;
  maxLeverage: number;
  minLot: number;
  marginCall: number;
  stopOut: number;
  platforms: string[];
  currencies: string[];
  swapFree: boolean;
  highlight: boolean;
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
  defaults: CalculatorSettings['defaults'];
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

export interface LegalDocumentsContent {
  /** Every entity has each document; a document with a page is read on the site, the others are PDF files. */
  documents: { type: string; updated: string; page?: string }[];
  /** The languages of each entity's PDF files (translation sets). */
  languages: Record<string, string[]>;
}

export interface Content {
  /** Route id → path below the locale prefix ({brand} expanded), section and extra namespaces. */
  routes: ReadonlyMap<string, { path: string; section: string; namespaces?: readonly string[] }>;
  brandName: string;
  foundingYear: number;
  contactEmail: string;
  entities: RegulatedEntity[];
  externalLinks: Readonly<Record<string, string>>;
  awards: AwardContent[];
  offices: { regions: string[]; offices: OfficeContent[] };
  legalDocuments: LegalDocumentsContent;
  instruments: InstrumentContent;
  accountTypes: AccountType[];
  paymentMethods: PaymentMethod[];
  platforms: Platform[];
  calculator: CalculatorContent;
  glossary: { terms: GlossaryTermRef[] };
  lessons: readonly Lesson[];
}

// ---- resolution ----

interface Scope {
  content: Content;
  /** Route id → the parameters its page declaration lists. */
  params: ReadonlyMap<string, string[]>;
  /** The translation namespace of the page (its route's section). */
  namespace: string;
  routeId: string;
  /** The extra namespaces the page's route loads (data/routes.json `namespaces`). */
  extraNamespaces: readonly string[];
  /** Key prefix of the page's texts: the route id, or `routeId.param`. */
  keyBase: string;
  where: string;
}

function fail(scope: Scope, message: string): never {
  throw new Error(`${scope.where}: ${message}`);
}

/** A key written in data: absolute when it names a namespace (`sections:…`), else relative to `base`. */
const absoluteKey = (key: string, base: string): string => (key.includes(':') ? key : `${base}.${key}`);

function routePath(scope: Scope, routeId: string): string {
  const route = scope.content.routes.get(routeId);
  if (!route) fail(scope, `unknown route "${routeId}"`);
  return route.path;
}

function platform(scope: Scope, id: string): Platform {
  return scope.content.platforms.find((entry) => entry.id === id) ?? fail(scope, `unknown platform "${id}"`);
}

const platformName = (scope: Scope, entry: Platform): string => entry.name.split('{brand}').join(scope.content.brandName);

const PORTAL_TARGETS = { register: 'registerUrl', demo: 'demoUrl', login: 'loginUrl' } as const;

function paramPath(scope: Scope, routeId: string, param: string): string {
  if (!scope.params.get(routeId)?.includes(param)) fail(scope, `route "${routeId}" declares no page "${param}"`);
  return routePath(scope, routeId).replace(/\{[a-z]+\}/, param);
}

/** Where a legal document is published: one HTML file per entity, type and language (gatsby/legal-documents.ts writes them). */
export const legalDocumentFile = (entity: string, type: string, language: string): string => `/legal/${entity}/${type}.${language}.html`;

function resolveAction(scope: Scope, declaration: ActionDeclaration, sectionKey: string): Action {
  const label = (fallback: string): Text => keyText(declaration.label ? absoluteKey(declaration.label, sectionKey) : fallback);
  if ('route' in declaration) {
    const path = declaration.param === undefined ? routePath(scope, declaration.route) : paramPath(scope, declaration.route, declaration.param);
    return { kind: 'route', path, label: label('sections:actions.learnMore') };
  }
  if ('external' in declaration) {
    const href = scope.content.externalLinks[declaration.external] ?? fail(scope, `unknown external link "${declaration.external}"`);
    return { kind: 'external', href, label: label('sections:actions.learnMore') };
  }
  if ('portal' in declaration) {
    return { kind: 'portal', target: PORTAL_TARGETS[declaration.portal], label: label(`sections:actions.${declaration.portal}`) };
  }
  const access = platform(scope, declaration.download).access.find((entry) => entry.device === declaration.device);
  if (!access) fail(scope, `platform "${declaration.download}" has no ${declaration.device} access`);
  return { kind: 'external', href: access.href, label: label(`sections:devices.${declaration.device}.action`) };
}

const DEFAULT_CTA: ActionDeclaration[] = [{ portal: 'register' }, { portal: 'demo' }];
/** Items per page of a list that loads from the API. */
const DEFAULT_LIST_SIZE = 6;

const money = ({ amount, currency }: Money, per?: 'lotSide'): Cell => ({ kind: 'money', amount, currency, ...(per ? { per } : {}) });
const text = (key: string, values?: Record<string, Text | string | number>): Cell => ({ kind: 'text', text: keyText(key, values) });
const literals = (items: string[]): Cell => ({ kind: 'list', items: items.map((item) => ({ kind: 'text', text: literalText(item) })) });
const feeCell = (fee: Money | null): Cell => (fee ? money(fee) : text('sections:values.free'));

function comparisonFromSource(scope: Scope, source: ComparisonSource): Omit<ComparisonSection, 'type' | 'id' | 'key'> {
  const { content } = scope;
  switch (source) {
    case 'account-types': {
      const accounts = content.accountTypes;
      const field = (name: string, cell: (account: AccountType) => Cell) => ({
        label: keyText(`sections:accounts.fields.${name}`),
        cells: accounts.map(cell),
      });
      const highlight = accounts.findIndex((account) => account.highlight);
      return {
        corner: keyText('sections:accounts.fields.account'),
        columns: accounts.map((account) => keyText(`sections:accounts.types.${account.id}.name`)),
        highlight: highlight >= 0 ? highlight : null,
        rows: [
          field('bestFor', (account) => text(`sections:accounts.types.${account.id}.bestFor`)),
          field('minDeposit', (account) => money(account.minDeposit)),
          field('spreadFrom', (account) => ({ kind: 'number', value: account.spreadFrom, unit: 'pips' })),
          field('commission', (account) =>
            account.commissionPerSide ? money(account.commissionPerSide, 'lotSide') : text('sections:values.none'),
          ),
          field('maxLeverage', (account) => ({ kind: 'leverage', value: account.maxLeverage })),
          field('minLot', (account) => ({ kind: 'number', value: account.minLot, unit: 'lots' })),
          field('marginCall', (account) => ({ kind: 'number', value: account.marginCall, unit: 'percent' })),
          field('stopOut', (account) => ({ kind: 'number', value: account.stopOut, unit: 'percent' })),
          field('platforms', (account) => literals(account.platforms.map((id) => platformName(scope, platform(scope, id))))),
          field('currencies', (account) => literals(account.currencies)),
          field('swapFree', (account) => ({ kind: 'bool', value: account.swapFree })),
        ],
      };
    }
    case 'payment-methods': {
      const fields = ['currencies', 'minDeposit', 'depositFee', 'depositTime', 'withdrawalFee', 'withdrawalTime'];
      return {
        corner: keyText('sections:payments.fields.method'),
        columns: fields.map((name) => keyText(`sections:payments.fields.${name}`)),
        highlight: null,
        rows: content.paymentMethods.map((method) => ({
          label: keyText(`sections:payments.methods.${method.id}`),
          cells: [
            literals(method.currencies),
            money(method.minDeposit),
            feeCell(method.depositFee),
            text(`sections:times.${method.depositTime}`),
            feeCell(method.withdrawalFee),
            text(`sections:times.${method.withdrawalTime}`),
          ],
        })),
      };
    }
    case 'trading-hours':
      return {
        corner: keyText('sections:hours.session'),
        columns: [keyText('sections:hours.hours'), keyText('sections:hours.dailyBreak')],
        highlight: null,
        rows: content.instruments.sessions.map((session) => ({
          label: keyText(`sections:sessions.${session.id}`),
          cells: [{ kind: 'text', text: sessionHours(session) }, { kind: 'text', text: sessionBreak(session) }],
        })),
      };
    case 'leverage':
      return {
        corner: keyText('sections:leverage.market'),
        columns: content.entities.map((entity) => keyText(`sections:entities.${entity.id}`)),
        highlight: null,
        rows: content.instruments.markets.map((market) => ({
          label: keyText(`sections:markets.${market.id}.name`),
          cells: content.entities.map((entity) => {
            const value = market.leverage[entity.id];
            if (value === undefined) fail(scope, `market ${market.id} has no leverage for entity ${entity.id}`);
            return { kind: 'leverage', value };
          }),
        })),
      };
    case 'platforms': {
      const compared = content.platforms.filter((entry) => entry.specs);
      const specNames = Object.keys(compared[0]?.specs ?? {});
      return {
        corner: keyText('sections:platformSpecs.feature'),
        columns: compared.map((entry) => literalText(platformName(scope, entry))),
        highlight: null,
        rows: [
          ...specNames.map((name) => ({
            label: keyText(`sections:platformSpecs.${name}`),
            cells: compared.map((entry): Cell => {
              const value = entry.specs?.[name];
              if (value === undefined) fail(scope, `platform ${entry.id} has no spec "${name}"`);
              return typeof value === 'boolean' ? { kind: 'bool', value } : { kind: 'number', value };
            }),
          })),
          {
            label: keyText('sections:platformSpecs.devices'),
            cells: compared.map(
              (entry): Cell => ({
                kind: 'list',
                items: entry.access.map((access) => ({ kind: 'text', text: keyText(`sections:devices.${access.device}.name`) })),
              }),
            ),
          },
        ],
      };
    }
  }
}

function instrumentRows(scope: Scope, markets: readonly MarketId[]): InstrumentRow[] {
  const { sessions, instruments } = scope.content.instruments;
  return instruments
    .filter((instrument) => markets.includes(instrument.market))
    .map((instrument) => {
      const session = sessions.find((entry) => entry.id === instrument.session);
      if (!session) fail(scope, `instrument ${instrument.symbol} has unknown session "${instrument.session}"`);
      return {
        symbol: instrument.symbol,
        market: instrument.market,
        group: instrument.group,
        name: instrumentName(instrument),
        spread: instrument.spread,
        maxLeverage: instrument.maxLeverage,
        hours: sessionHours(session),
        swapLong: instrument.swapLong,
        swapShort: instrument.swapShort,
      };
    });
}

function knownMarkets(scope: Scope, markets: readonly string[]): MarketId[] {
  for (const market of markets) if (!(MARKETS as readonly string[]).includes(market)) fail(scope, `unknown market "${market}"`);
  return markets as MarketId[];
}

function calculatorSettings(scope: Scope): CalculatorSettings {
  const { calculator, instruments } = scope.content;
  const markets = knownMarkets(scope, calculator.markets);
  const settings: CalculatorSettings = {
    instruments: instruments.instruments
      .filter((instrument) => markets.includes(instrument.market))
      .map(({ symbol, market, base, quote, contractSize, pipSize, digits, price, maxLeverage, swapLong, swapShort, name }) => ({
        symbol,
        market,
        ...(base ? { base } : {}),
        quote,
        contractSize,
        pipSize,
        digits,
        ...(price !== undefined ? { price } : {}),
        maxLeverage,
        swapLong,
        swapShort,
        name: instrumentName({ symbol, base, quote, name }),
      })),
    markets: markets.map((id) => ({ id, label: keyText(`sections:markets.${id}.name`) })),
    accountCurrencies: calculator.accountCurrencies,
    leverages: calculator.leverages,
    rates: calculator.rates,
    rateDate: calculator.rateDate,
    defaults: calculator.defaults,
    minLots: calculator.minLots,
    maxLots: calculator.maxLots,
    maxNights: calculator.maxNights,
  };
  if (!settings.instruments.some((instrument) => instrument.symbol === calculator.defaults.symbol)) {
    fail(scope, `calculator default symbol ${calculator.defaults.symbol} is not among its instruments`);
  }
  return settings;
}

function requirementText(requirement: Requirement): Text {
  return requirement.value === undefined
    ? keyText(`sections:requirements.${requirement.kind}`)
    : keyText(`sections:requirements.${requirement.kind}`, { value: requirement.value });
}

function featureItems(scope: Scope, declaration: Extract<SectionDeclaration, { type: 'features' }>, key: string): FeatureItem[] {
  const pick = <T extends { id: string }>(entries: T[]) =>
    declaration.only
      ? declaration.only.map((id) => entries.find((entry) => entry.id === id) ?? fail(scope, `unknown ${declaration.source} "${id}"`))
      : entries;
  if (declaration.source === 'markets') {
    return pick(scope.content.instruments.markets).map((market) => ({
      id: market.id,
      title: keyText(`sections:markets.${market.id}.name`),
      text: keyText(`sections:markets.${market.id}.summary`),
      icon: market.icon,
      action: resolveAction(scope, { route: market.route, label: 'sections:actions.explore' }, key),
    }));
  }
  if (declaration.source === 'platforms') {
    return pick(scope.content.platforms).map((entry) => ({
      id: entry.id,
      title: literalText(platformName(scope, entry)),
      text: keyText(`sections:platforms.${entry.id}`),
      icon: 'device',
      action: resolveAction(scope, { route: entry.route }, key),
    }));
  }
  if (!declaration.items) fail(scope, `features section "${declaration.id}" has neither items nor a source`);
  return declaration.items.map((item) => ({
    id: item.id,
    title: keyText(`${key}.items.${item.id}.title`),
    text: keyText(`${key}.items.${item.id}.text`),
    icon: item.icon ?? null,
    action: item.link ? resolveAction(scope, item.link, key) : null,
  }));
}

function inlineComparison(
  scope: Scope,
  declaration: Extract<SectionDeclaration, { type: 'comparison' }>,
  key: string,
): Omit<ComparisonSection, 'type' | 'id' | 'key'> {
  const { columns, rows } = declaration;
  if (!columns || !rows) fail(scope, `comparison "${declaration.id}" has neither a source nor columns and rows`);
  const highlight = declaration.highlight ? columns.indexOf(declaration.highlight) : -1;
  return {
    corner: keyText(`${key}.columns.corner`),
    columns: columns.map((column) => keyText(`${key}.columns.${column}`)),
    highlight: highlight >= 0 ? highlight : null,
    rows: rows.map((row) => {
      if (row.cells.length !== columns.length) fail(scope, `row "${row.id}" of "${declaration.id}" needs ${columns.length} cells`);
      return {
        label: keyText(`${key}.rows.${row.id}`),
        cells: row.cells.map(
          (cell): Cell =>
            typeof cell === 'boolean'
              ? { kind: 'bool', value: cell }
              : typeof cell === 'number'
                ? { kind: 'number', value: cell }
                : text(`${key}.values.${cell}`),
        ),
      };
    }),
  };
}

function statFigure(scope: Scope, source: StatSource): { value: number; format: StatFormat } {
  const { content } = scope;
  switch (source) {
    case 'foundingYear':
      return { value: content.foundingYear, format: 'year' };
    case 'entities':
      return { value: content.entities.length, format: 'number' };
    case 'offices':
      return { value: content.offices.offices.length, format: 'number' };
    case 'markets':
      return { value: content.instruments.markets.length, format: 'number' };
    case 'instruments':
      return { value: content.instruments.instruments.length, format: 'plus' };
    case 'spreadFrom':
      return { value: Math.min(...content.accountTypes.map((account) => account.spreadFrom)), format: 'pips' };
    case 'maxLeverage':
      return { value: Math.max(...content.accountTypes.map((account) => account.maxLeverage)), format: 'leverage' };
  }
}

function award(scope: Scope, id: string): Award {
  const entry = scope.content.awards.find((candidate) => candidate.id === id) ?? fail(scope, `unknown award "${id}"`);
  if (!AWARD_EMBLEMS.includes(entry.emblem)) fail(scope, `award "${id}" has an unknown emblem "${entry.emblem}"`);
  return { ...entry, name: keyText(`about:awards.${entry.id}`) };
}

/** Every award of data/content/awards.json, grouped by year, newest first (the file's order within a year). */
function awardsByYear(scope: Scope): { year: number; awards: Award[] }[] {
  const years = [...new Set(scope.content.awards.map((entry) => entry.year))].sort((a, b) => b - a);
  return years.map((year) => ({
    year,
    awards: scope.content.awards.filter((entry) => entry.year === year).map((entry) => award(scope, entry.id)),
  }));
}

function offices(scope: Scope, regions: string[] | undefined) {
  const { content } = scope;
  for (const region of regions ?? []) if (!content.offices.regions.includes(region)) fail(scope, `unknown region "${region}"`);
  return (regions ?? content.offices.regions).map((region) => ({
    id: region,
    offices: content.offices.offices
      .filter((office) => office.region === region)
      .map((office) => {
        if (!OFFICE_KINDS.includes(office.kind)) fail(scope, `office "${office.id}" has an unknown kind "${office.kind}"`);
        const entity = office.entity === undefined ? null : entityDetails(scope, office.entity);
        const address = entity?.address ?? office.address ?? fail(scope, `office "${office.id}" has no address`);
        return { id: office.id, country: office.country, kind: office.kind, address, entity: entity && { id: entity.id, name: entity.name } };
      }),
  }));
}

const entityDetails = (scope: Scope, id: string): RegulatedEntity =>
  scope.content.entities.find((entity) => entity.id === id) ?? fail(scope, `unknown entity "${id}"`);

function legalDocuments(scope: Scope) {
  const { documents, languages } = scope.content.legalDocuments;
  return scope.content.entities.map((entity) => {
    const sets = languages[entity.id] ?? fail(scope, `entity "${entity.id}" has no document languages`);
    for (const set of sets) if (!findLocale(set)) fail(scope, `unknown document language "${set}"`);
    return {
      id: entity.id,
      name: entity.name,
      documents: documents.map(
        (document): LegalDocument => ({
          type: document.type,
          updated: document.updated,
          page: document.page === undefined ? null : routePath(scope, document.page),
          files: document.page === undefined ? sets.map((language) => ({ language, href: legalDocumentFile(entity.id, document.type, language) })) : [],
        }),
      ),
    };
  });
}

function legalBlock(scope: Scope, declaration: LegalBlockDeclaration, chapterKey: string): LegalBlock {
  const values = { email: scope.content.contactEmail };
  const block = (id: string) => keyText(`${chapterKey}.${id}`, values);
  if (typeof declaration === 'string') return { kind: 'paragraph', text: block(declaration) };
  if ('list' in declaration) return { kind: 'list', items: declaration.items.map((item) => block(`${declaration.list}.${item}`)) };
  if ('table' in declaration) {
    return {
      kind: 'table',
      columns: declaration.columns.map((column) => block(`${declaration.table}.columns.${column}`)),
      rows: declaration.rows.map((row) => declaration.columns.map((column) => block(`${declaration.table}.rows.${row}.${column}`))),
    };
  }
  return {
    kind: 'list',
    items: scope.content.entities.map((entity) => literalText(`${entity.name}, ${entity.address}`)),
  };
}

/** The glossary's terms, checked: unique anchors that no letter group can take, cross-references that exist. */
function glossaryTerms(scope: Scope): GlossaryTermRef[] {
  const { terms } = scope.content.glossary;
  const ids = new Set<string>();
  for (const term of terms) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(term.id) || term.id.startsWith(LETTER_ANCHOR_PREFIX)) fail(scope, `glossary term id "${term.id}" is not a usable anchor`);
    if (ids.has(term.id)) fail(scope, `two glossary terms have the id "${term.id}"`);
    ids.add(term.id);
  }
  for (const term of terms) {
    for (const related of term.seeAlso) {
      if (!ids.has(related) || related === term.id) fail(scope, `glossary term "${term.id}" sees also "${related}", which is no other term`);
    }
  }
  return terms.map(({ id, seeAlso }) => ({ id, seeAlso }));
}

function lessonCards(scope: Scope, declaration: Extract<SectionDeclaration, { type: 'lessons' }>): LessonCard[] {
  const { lessons } = scope.content;
  for (const id of declaration.only ?? []) if (!lessons.some((lesson) => lesson.id === id)) fail(scope, `unknown lesson "${id}"`);
  for (const module of declaration.modules ?? []) if (!lessons.some((lesson) => lesson.module === module)) fail(scope, `unknown lesson module "${module}"`);
  const pattern = routePath(scope, 'academy-trading-academy-lesson');
  const chosen = lessons.filter(
    (lesson) =>
      (!declaration.only || declaration.only.includes(lesson.id)) &&
      (!declaration.modules || declaration.modules.includes(lesson.module)) &&
      (!declaration.level || declaration.level === lesson.level),
  );
  if (chosen.length === 0) fail(scope, `lessons section "${declaration.id}" shows no lesson`);
  return chosen.map(({ id, module, level, minutes }) => ({
    id,
    position: lessons.findIndex((lesson) => lesson.id === id) + 1,
    module,
    level,
    minutes,
    path: fillParam(pattern, id),
  }));
}

function resolveSection(scope: Scope, declaration: SectionDeclaration): Section {
  const key = declaration.keys
    ? declaration.keys.includes(':')
      ? declaration.keys
      : `${scope.namespace}:${declaration.keys}`
    : `${scope.namespace}:${scope.keyBase}.${declaration.id}`;
  const base = { id: declaration.id, key };
  const actions = (declared: ActionDeclaration[] | undefined, fallback: ActionDeclaration[] = []) =>
    (declared ?? fallback).map((action) => resolveAction(scope, action, key));
  switch (declaration.type) {
    case 'hero':
      return { ...base, type: 'hero', image: declaration.image, points: declaration.points ?? [], actions: actions(declaration.actions, DEFAULT_CTA) };
    case 'features':
      return { ...base, type: 'features', columns: declaration.columns ?? 3, items: featureItems(scope, declaration, key) };
    case 'comparison':
      return {
        ...base,
        type: 'comparison',
        ...(declaration.source ? comparisonFromSource(scope, declaration.source) : inlineComparison(scope, declaration, key)),
      };
    case 'instruments': {
      const markets = knownMarkets(scope, declaration.markets ?? MARKETS);
      const columns = declaration.columns ?? ['symbol', 'name', 'spread', 'leverage', 'hours'];
      for (const column of columns) if (!INSTRUMENT_COLUMNS.includes(column)) fail(scope, `unknown instrument column "${column}"`);
      const [only] = markets;
      const categories =
        markets.length > 1
          ? markets.map((id) => ({ id, label: keyText(`sections:markets.${id}.name`) }))
          : (scope.content.instruments.markets.find((market) => market.id === only)?.groups ?? []).map((id) => ({
              id,
              label: keyText(`sections:groups.${id}`),
            }));
      return { ...base, type: 'instruments', columns, categories, rows: instrumentRows(scope, markets) };
    }
    case 'steps':
      return { ...base, type: 'steps', items: declaration.items, actions: actions(declaration.actions) };
    case 'faq': {
      const groups = declaration.groups ?? (declaration.items ? [{ id: 'all', items: declaration.items }] : []);
      if (groups.length === 0) fail(scope, `faq "${declaration.id}" has no questions`);
      return { ...base, type: 'faq', groups, searchable: declaration.searchable ?? false };
    }
    case 'cta':
      return { ...base, type: 'cta', actions: actions(declaration.actions, DEFAULT_CTA) };
    case 'tabs':
      return {
        ...base,
        type: 'tabs',
        tabs: declaration.tabs.map((tab) => ({ id: tab.id, sections: tab.sections.map((inner) => resolveSection(scope, inner)) })),
      };
    case 'media':
      return {
        ...base,
        type: 'media',
        image: declaration.image ?? null,
        points: declaration.points ?? [],
        actions: actions(declaration.actions),
        reverse: declaration.reverse ?? false,
      };
    case 'stats':
      return {
        ...base,
        type: 'stats',
        items: declaration.items.map((item) => ('source' in item ? { id: item.id, ...statFigure(scope, item.source) } : item)),
      };
    case 'trust':
      return {
        ...base,
        type: 'trust',
        regulators: scope.content.entities.map(({ id, licence }) => ({ id, licence })),
        awards: (declaration.awards ?? []).map((entry) =>
          typeof entry === 'string' ? award(scope, entry) : { ...entry, name: keyText(`${key}.awards.${entry.id}`) },
        ),
      };
    case 'downloads': {
      const items: Access[] = platform(scope, declaration.platform).access.map((access) => ({
        device: access.device,
        requirements: access.requirements.map(requirementText),
        action: resolveAction(scope, { download: declaration.platform, device: access.device }, key),
      }));
      return { ...base, type: 'downloads', platform: declaration.platform, items };
    }
    case 'calculator':
      return { ...base, type: 'calculator', settings: calculatorSettings(scope) };
    case 'promotions':
      return { ...base, type: 'promotions' };
    case 'greeting':
      return { ...base, type: 'greeting', actions: actions(declaration.actions) };
    case 'timeline':
      return {
        ...base,
        type: 'timeline',
        items: declaration.items.map((item) => ({ id: item.id, year: item.year === 'founding' ? scope.content.foundingYear : item.year })),
      };
    case 'people':
      return { ...base, type: 'people', items: declaration.items };
    case 'awards':
      return { ...base, type: 'awards', years: awardsByYear(scope) };
    case 'entities':
      return { ...base, type: 'entities', entities: scope.content.entities, riskWarning: declaration.riskWarning ?? false };
    case 'offices':
      return { ...base, type: 'offices', regions: offices(scope, declaration.regions) };
    case 'documents':
      return { ...base, type: 'documents', entities: legalDocuments(scope) };
    case 'legalText': {
      const document =
        scope.content.legalDocuments.documents.find((entry) => entry.type === declaration.document) ??
        fail(scope, `unknown legal document "${declaration.document}"`);
      return {
        ...base,
        type: 'legalText',
        updated: document.updated,
        chapters: declaration.chapters.map((chapter) => {
          const chapterKey = `${key}.chapters.${chapter.id}`;
          return {
            id: chapter.id,
            title: keyText(`${chapterKey}.title`),
            blocks: chapter.blocks.map((block) => legalBlock(scope, block, chapterKey)),
          };
        }),
      };
    }
    case 'glossary':
      if (!scope.extraNamespaces.includes(GLOSSARY_NAMESPACE)) fail(scope, `a glossary needs "namespaces": ["${GLOSSARY_NAMESPACE}"] on its route`);
      return {
        ...base,
        type: 'glossary',
        name: keyText(`common:${routeTitleKey(scope.routeId)}`),
        path: routePath(scope, scope.routeId),
        terms: glossaryTerms(scope),
      };
    case 'lessons':
      return { ...base, type: 'lessons', lessons: lessonCards(scope, declaration) };
    case 'webinars':
      return { ...base, type: 'webinars', registerPath: routePath(scope, 'academy-register'), showPast: declaration.past ?? true };
    case 'leadForm':
      return {
        ...base,
        type: 'leadForm',
        kind: declaration.kind,
        points: declaration.points ?? [],
        privacyPath: routePath(scope, 'about-privacy-policy'),
      };
    case 'contact':
      return { ...base, type: 'contact', hours: declaration.hours, actions: actions(declaration.actions) };
    case 'registration':
      return { ...base, type: 'registration' };
    case 'newsList':
      return { ...base, type: 'newsList', pageSize: declaration.pageSize ?? DEFAULT_LIST_SIZE };
    case 'articleList':
      return { ...base, type: 'articleList', kind: declaration.kind ?? null, pageSize: declaration.pageSize ?? DEFAULT_LIST_SIZE };
    case 'analysisLatest':
      return { ...base, type: 'analysisLatest', count: declaration.count ?? 3 };
    case 'economicCalendar':
    case 'videoGallery':
      return { ...base, type: declaration.type };
  }
}

/** The image files a list of sections shows, tabs included. */
export function imagesOf(sections: readonly Section[]): string[] {
  const names = sections.flatMap((section): string[] => {
    if (section.type === 'tabs') return section.tabs.flatMap((tab) => imagesOf(tab.sections));
    if ((section.type === 'hero' || section.type === 'media') && section.image) return [section.image];
    return [];
  });
  return [...new Set(names)];
}

function resolveSections(scope: Scope, declarations: SectionDeclaration[]): Section[] {
  const ids = new Set<string>();
  const check = (list: SectionDeclaration[]) => {
    for (const declaration of list) {
      if (ids.has(declaration.id)) fail(scope, `two sections have the id "${declaration.id}"`);
      ids.add(declaration.id);
      if (declaration.type === 'tabs') declaration.tabs.forEach((tab) => check(tab.sections));
    }
  };
  check(declarations);
  const sections = declarations.map((declaration) => resolveSection(scope, declaration));
  // Glossary terms are anchors of the same page as the sections.
  const clash = sections.flatMap((section) => (section.type === 'glossary' ? section.terms : [])).find((term) => ids.has(term.id));
  if (clash) fail(scope, `glossary term "${clash.id}" has the id of a section`);
  return sections;
}

/**
 * Every page body declared in data/pages/: `files` maps a route id to its declaration.
 * A parameterised route's declaration lists its allowed parameters, one page each.
 */
export function resolvePageBodies(files: ReadonlyMap<string, PageDeclaration>, content: Content): PageBody[] {
  const bodies: PageBody[] = [];
  const params = allowedParams(files);
  for (const [routeId, declaration] of files) {
    const route = content.routes.get(routeId);
    const where = `data/pages/${routeId}.json`;
    if (!route) throw new Error(`${where}: no route "${routeId}" in data/routes.json`);
    const scope = (keyBase: string): Scope => ({
      content,
      params,
      namespace: route.section,
      routeId,
      extraNamespaces: route.namespaces ?? [],
      keyBase,
      where,
    });
    const body = (sections: Section[], param: string | null = null): PageBody => ({
      pageId: param === null ? routeId : `${routeId}/${param}`,
      routeId,
      param,
      path: param === null ? route.path : fillParam(route.path, param),
      titleKey: param === null ? null : `${route.section}:${routeId}.${param}.title`,
      descriptionKey: param === null ? null : `${routeId}.${param}.description`,
      sections,
      imageNames: imagesOf(sections),
    });

    if ('sections' in declaration) bodies.push(body(resolveSections(scope(routeId), declaration.sections)));
    else if ('sameAs' in declaration) {
      const source = files.get(declaration.sameAs);
      const sourceRoute = content.routes.get(declaration.sameAs);
      if (!source || !('sections' in source) || sourceRoute?.section !== route.section) {
        throw new Error(`${where}: sameAs "${declaration.sameAs}" must name a page with sections in the same section`);
      }
      bodies.push(body(resolveSections(scope(declaration.sameAs), source.sections)));
    } else {
      if (!/\{[a-z]+\}/.test(route.path)) throw new Error(`${where}: params need a route with a parameter`);
      for (const [param, page] of Object.entries(declaration.params)) {
        bodies.push(body(resolveSections(scope(`${routeId}.${param}`), page.sections), param));
      }
    }
  }
  return bodies;
}

/** The parameters a parameterised route allows, when its page declaration lists them. */
export function allowedParams(files: ReadonlyMap<string, PageDeclaration>): Map<string, string[]> {
  return new Map(
    [...files].flatMap(([routeId, declaration]) => ('params' in declaration ? [[routeId, Object.keys(declaration.params)]] : [])),
  );
}
