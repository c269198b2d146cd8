/**
 * The GraphQL types of the parts of page sections (src/lib/sections/types.ts, src/lib/text.ts):
 * texts, calls to action, table cells, legal blocks and the items of each kind. A TypeScript
 * union told apart by `kind` is a GraphQL union of one type per kind (queries ask `__typename`).
 */
import {
  AWARD_EMBLEMS,
  DEVICES,
  OFFICE_KINDS,
  type LeadFormKind,
  type NumberUnit,
  type PortalTarget,
  type StatFormat,
} from '../src/lib/sections/types';
import { INSTRUMENT_COLUMNS, MARKETS } from '../src/lib/instruments';
import type { ArticleKind } from '../src/lib/api/types';
import type { LessonLevel } from '../src/lib/lessons';

export interface UnionDefinition {
  name: string;
  description: string;
  types: string[];
  resolveType: (value: Record<string, unknown>) => string;
}

/** An enum's values from a table keyed by the TypeScript union, so neither side can have one the other lacks. */
const valuesOf = <T extends string>(table: Record<T, true>): T[] => Object.keys(table) as T[];

const enums: Record<string, readonly string[]> = {
  PortalTarget: valuesOf<PortalTarget>({ registerUrl: true, demoUrl: true, loginUrl: true }),
  NumberUnit: valuesOf<NumberUnit>({ pips: true, points: true, lots: true, percent: true }),
  MoneyPer: ['lotSide'],
  StatFormat: valuesOf<StatFormat>({ plus: true, pips: true, leverage: true, ms: true, percent: true, number: true, year: true }),
  Device: DEVICES,
  AwardEmblem: AWARD_EMBLEMS,
  OfficeKind: OFFICE_KINDS,
  MarketId: MARKETS,
  InstrumentColumn: INSTRUMENT_COLUMNS,
  LessonLevel: valuesOf<LessonLevel>({ beginner: true, intermediate: true, advanced: true }),
  ArticleKind: valuesOf<ArticleKind>({ insight: true, article: true }),
  LeadFormKind: valuesOf<LeadFormKind>({ ebook: true, contact: true }),
};

/** The members of the unions whose TypeScript types tell them apart by `kind`: GraphQL type → its kind. */
const kindMembers = {
  Action: { RouteAction: 'route', PortalAction: 'portal', ExternalAction: 'external' },
  Cell: { TextCell: 'text', NumberCell: 'number', MoneyCell: 'money', LeverageCell: 'leverage', BoolCell: 'bool', ListCell: 'list' },
  LegalBlock: { ParagraphBlock: 'paragraph', ListBlock: 'list', TableBlock: 'table' },
} as const;

const kindEnums = Object.entries(kindMembers)
  .map(([family, members]) => `enum ${family}Kind { ${Object.values(members).join(' ')} }`)
  .join('\n');

/** A union of the members of `family` (all, or those listed), resolved by their kind. */
function kindUnion(name: string, family: keyof typeof kindMembers, description: string, types?: string[]): UnionDefinition {
  const members = Object.entries(kindMembers[family]).filter(([type]) => !types || types.includes(type));
  const byKind = new Map(members.map(([type, kind]) => [kind as string, type]));
  return {
    name,
    description,
    types: members.map(([type]) => type),
    resolveType: (value) => byKind.get(String(value.kind)) ?? `no ${name} of kind ${String(value.kind)}`,
  };
}

export const partUnions: UnionDefinition[] = [
  {
    name: 'Text',
    description: 'A translation key (with its values) or a literal that reads the same in every language.',
    types: ['KeyText', 'LiteralText'],
    resolveType: (value) => ('literal' in value ? 'LiteralText' : 'KeyText'),
  },
  kindUnion('Action', 'Action', 'A call to action: a page of the site, the client portal or an external site.'),
  kindUnion('Cell', 'Cell', 'A value of a comparison table, or a list of values.'),
  kindUnion('ValueCell', 'Cell', 'A value of a comparison table.', ['TextCell', 'NumberCell', 'MoneyCell', 'LeverageCell', 'BoolCell']),
  kindUnion('LegalBlock', 'LegalBlock', 'A paragraph, list or table of a legal text.'),
];

export const partTypeDefs = /* GraphQL */ `
  ${Object.entries(enums)
    .map(([name, values]) => `enum ${name} { ${values.join(' ')} }`)
    .join('\n')}
  ${kindEnums}

  type KeyText {
    "A translation key with its namespace (sections:values.none)."
    key: String!
    values: [TextValue!]
  }

  type LiteralText {
    literal: String!
  }

  "A value put into a translation: a string, a number, or a text without values of its own."
  type TextValue {
    name: String!
    string: String
    number: Float
    text: Text
  }

  type RouteAction {
    kind: ActionKind!
    "The page, below the locale prefix."
    path: String!
    "A query string (?lots=1) and a fragment (#calculator-costs) after the page's address, when the action has them."
    search: String
    hash: String
    label: Text!
  }

  type PortalAction {
    kind: ActionKind!
    target: PortalTarget!
    label: Text!
  }

  type ExternalAction {
    kind: ActionKind!
    href: String!
    label: Text!
  }

  type TextCell {
    kind: CellKind!
    text: Text!
  }

  type NumberCell {
    kind: CellKind!
    value: Float!
    unit: NumberUnit
  }

  type MoneyCell {
    kind: CellKind!
    amount: Float!
    currency: String!
    per: MoneyPer
  }

  type LeverageCell {
    kind: CellKind!
    value: Int!
  }

  type BoolCell {
    kind: CellKind!
    value: Boolean!
  }

  type ListCell {
    kind: CellKind!
    items: [ValueCell!]!
  }

  type ParagraphBlock {
    kind: LegalBlockKind!
    text: Text!
  }

  type ListBlock {
    kind: LegalBlockKind!
    items: [Text!]!
  }

  type TableBlock {
    kind: LegalBlockKind!
    columns: [Text!]!
    rows: [[Text!]!]!
  }

  type FeatureItem {
    id: String!
    title: Text!
    text: Text
    icon: String
    action: Action
  }

  type ComparisonRow {
    label: Text!
    cells: [Cell!]!
  }

  type SectionCategory {
    id: String!
    label: Text!
  }

  type InstrumentRow {
    symbol: String!
    market: MarketId!
    group: String!
    name: Text!
    spread: Float!
    maxLeverage: Int!
    hours: Text!
    swapLong: Float!
    swapShort: Float!
  }

  type FaqGroup {
    id: String!
    "The questions' ids."
    items: [String!]!
  }

  "A tab and the sections of its panel."
  type SectionTab {
    id: String!
    sections: [PanelSection!]!
  }

  type StatItem {
    id: String!
    value: Float!
    format: StatFormat!
  }

  type TrustRegulator {
    id: String!
    licence: String!
  }

  type TrustAward {
    id: String!
    year: Int!
    name: Text!
  }

  "A platform on one device: what it needs, and its download or access link."
  type PlatformDownload {
    device: Device!
    requirements: [Text!]!
    action: Action!
  }

  type CalculatorInstrument {
    symbol: String!
    market: MarketId!
    base: String
    quote: String!
    contractSize: Float!
    pipSize: Float!
    digits: Int!
    price: Float
    maxLeverage: Int!
    swapLong: Float!
    swapShort: Float!
    name: Text!
  }

  type CalculatorMarket {
    id: MarketId!
    label: Text!
  }

  type CalculatorSettings {
    minLots: Float!
    maxLots: Float!
    maxNights: Int!
    instruments: [CalculatorInstrument!]!
    markets: [CalculatorMarket!]!
    accountCurrencies: [String!]!
    leverages: [Int!]!
    rates: [CurrencyRate!]!
    "YYYY-MM-DD"
    rateDate: String!
    defaults: CalculatorDefaults!
  }

  type TimelineItem {
    id: String!
    year: Int!
  }

  type Person {
    id: String!
    "The person's name, the same in every language."
    name: String!
  }

  type SectionAward {
    id: String!
    year: Int!
    name: Text!
    "The awarding body's own name, the same in every language."
    body: String!
    emblem: AwardEmblem!
  }

  type AwardYear {
    year: Int!
    awards: [SectionAward!]!
  }

  type OfficeEntity {
    id: String!
    name: String!
  }

  type SectionOffice {
    id: String!
    country: String!
    kind: OfficeKind!
    address: String!
    "The regulated entity the office houses."
    entity: OfficeEntity
  }

  type OfficeRegion {
    id: String!
    offices: [SectionOffice!]!
  }

  type DocumentFile {
    "A translation set (en, zh-hans…)."
    language: String!
    href: String!
  }

  type SectionLegalDocument {
    type: String!
    "YYYY-MM-DD"
    updated: String!
    "The document's page on the site (path below the locale prefix), when it has one."
    page: String
    "Its files, one per language."
    files: [DocumentFile!]!
  }

  type EntityDocuments {
    id: String!
    name: String!
    documents: [SectionLegalDocument!]!
  }

  type LegalChapter {
    id: String!
    title: Text!
    blocks: [LegalBlock!]!
  }

  type GlossaryTermRef {
    "The term's anchor on the page, the same in every language."
    id: String!
    "Ids of related terms."
    seeAlso: [String!]!
  }

  "A lesson of the curriculum as the lists show it."
  type LessonCard {
    id: String!
    "1-based place in the curriculum."
    position: Int!
    module: String!
    level: LessonLevel!
    minutes: Int!
    "The lesson page, below the locale prefix."
    path: String!
  }
`;
