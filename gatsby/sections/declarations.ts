/** What data/pages/*.json declares, and the content of data/ those declarations refer to. */
import type { InstrumentColumn, InstrumentContent, MarketId } from '../../src/lib/instruments';
import type {
  AccountType,
  AwardContent,
  CalculatorContent,
  LegalDocumentsContent,
  OfficeContent,
  PaymentMethod,
  Platform,
} from '../../src/lib/content-store/types';
import type { Lesson, LessonLevel } from '../../src/lib/lessons';
import type { Device, StatFormat, GlossaryTermRef } from '../../src/lib/sections/types';
import type { RegulatedEntity } from '../../src/lib/site';

// ---- what data/pages/*.json declares ----

export type ActionDeclaration = { label?: string } &
  /**
   * A page of the site; `param` picks a page of a parameterised route (one its declaration lists);
   * `query` and `hash` open it with a query string and at an anchor (the calculator with preset inputs).
   */
  (
    | { route: string; param?: string; query?: Record<string, string | number>; hash?: string }
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

export interface Declared {
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
    /** `accounts`: the account types whose all-in costs it compares (ids of account-types.json; all when left out). */
    | { type: 'calculator'; accounts?: string[] }
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
  { sections: SectionDeclaration[] } | { sameAs: string } | { params: Record<string, { sections: SectionDeclaration[] }> };

// ---- the content the declarations refer to ----

export type {
  AccountType,
  AwardContent,
  CalculatorContent,
  LegalDocumentsContent,
  Money,
  OfficeContent,
  PaymentMethod,
  Platform,
  Requirement,
} from '../../src/lib/content-store/types';

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
