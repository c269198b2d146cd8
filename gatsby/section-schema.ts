/**
 * The GraphQL types of the page sections (src/lib/sections/types.ts): one object type per section
 * kind, `{Kind}Section`, in the union `PageSection`, each with its fields below, and the types of
 * their parts (gatsby/section-parts-schema.ts). Queries tell the kinds apart by `__typename`
 * (GraphQL lets one field name have one enum type only across a union's members).
 * The tables are typed by the TypeScript types: a kind or an enum value added there fails the
 * type check until it is declared here; section-schema.test.ts checks every resolved page body
 * against the schema, field by field.
 */
import type { SectionType, SectionTypeName } from '../src/lib/sections/types';
import { partTypeDefs, partUnions, type UnionDefinition } from './section-parts-schema';

export const sectionTypeName = <T extends SectionType>(kind: T): SectionTypeName<T> =>
  `${kind[0].toUpperCase()}${kind.slice(1)}Section` as SectionTypeName<T>;

/** Each kind's own fields (after `type`, `id` and `key`), as SDL. */
const sectionFields: { [T in SectionType]: string } = {
  hero: 'image: String! points: [String!]! actions: [Action!]!',
  features: 'columns: Int! items: [FeatureItem!]!',
  comparison: `
    "Column headings after the row-heading column (whose heading is corner)."
    corner: Text!
    columns: [Text!]!
    "A column to set apart (the recommended account, say)."
    highlight: Int
    rows: [ComparisonRow!]!`,
  instruments: `
    columns: [InstrumentColumn!]!
    "Filter choices: markets when the table spans several, else the market's groups."
    categories: [SectionCategory!]!
    rows: [InstrumentRow!]!`,
  steps: 'items: [String!]! actions: [Action!]!',
  faq: 'groups: [FaqGroup!]! searchable: Boolean!',
  cta: 'actions: [Action!]!',
  tabs: 'tabs: [SectionTab!]!',
  media: 'image: String points: [String!]! actions: [Action!]! reverse: Boolean!',
  stats: 'items: [StatItem!]!',
  trust: 'regulators: [TrustRegulator!]! awards: [TrustAward!]!',
  downloads: 'platform: String! items: [PlatformDownload!]!',
  calculator: `
    settings: CalculatorSettings!
    accountTypeIds: [String!]!
    "The account types whose all-in cost of a trade it compares."
    accounts: [AccountType!]! @link(by: "accountTypeId", from: "accountTypeIds")`,
  promotions: '',
  greeting: 'actions: [Action!]!',
  timeline: 'items: [TimelineItem!]!',
  people: 'items: [Person!]!',
  awards: '"Newest year first." years: [AwardYear!]!',
  entities: 'entities: [RegulatedEntity!]! riskWarning: Boolean!',
  offices: 'regions: [OfficeRegion!]!',
  documents: 'entities: [EntityDocuments!]!',
  legalText: `
    "YYYY-MM-DD"
    updated: String!
    "The translation set whose version binds."
    prevails: String!
    chapters: [LegalChapter!]!`,
  glossary: `
    "The glossary's name (its page's title) and its page's path below the prefix."
    name: Text!
    path: String!
    terms: [GlossaryTermRef!]!`,
  lessons: 'lessons: [LessonCard!]!',
  webinars: '"The registration page\'s path pattern, academy/register-{id}." registerPath: String! showPast: Boolean!',
  leadForm: 'kind: LeadFormKind! points: [String!]! "The privacy policy\'s path." privacyPath: String!',
  contact: 'hours: [String!]! actions: [Action!]!',
  registration: '',
  newsList: 'pageSize: Int!',
  articleList: '"One kind of article, or all." kind: ArticleKind pageSize: Int!',
  analysisLatest: 'count: Int!',
  economicCalendar: '',
  videoGallery: '',
};

export const SECTION_TYPES = Object.keys(sectionFields) as SectionType[];

const sectionTypeDef = (kind: SectionType) => `
  type ${sectionTypeName(kind)} {
    type: SectionType!
    "Unique within the page: the anchor and the heading's id."
    id: String!
    "Prefix of the section's texts: {key}.title, {key}.text, {key}.items.{id}.title…"
    key: String!
    ${sectionFields[kind]}
  }
`;

export const sectionTypeDefs = [partTypeDefs, `enum SectionType { ${SECTION_TYPES.join(' ')} }`, ...SECTION_TYPES.map(sectionTypeDef)].join(
  '\n',
);

/** The unions, with the member each value is (Gatsby resolves a union member by its node type otherwise). */
export const sectionUnions: UnionDefinition[] = [
  {
    name: 'PageSection',
    description: 'A section of a page body, one type per kind (src/lib/sections/types.ts).',
    types: SECTION_TYPES.map(sectionTypeName),
    resolveType: (value) => sectionTypeName(value.type as SectionType),
  },
  {
    name: 'PanelSection',
    description: 'A section of a tab panel: any kind but tabs.',
    types: SECTION_TYPES.filter((kind) => kind !== 'tabs').map(sectionTypeName),
    resolveType: (value) => sectionTypeName(value.type as SectionType),
  },
  ...partUnions,
];
