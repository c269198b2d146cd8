/**
 * Reads the page declarations (data/pages/*.json) and the content they refer to
 * (data/content/*.json), and resolves them into page bodies (gatsby/sections/resolve.ts).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { InstrumentContent } from '../src/lib/instruments';
import { LESSONS } from '../src/lib/lessons';
import type { RouteDefinition } from '../src/lib/routes';
import { site } from '../src/lib/site';
import type {
  AccountType,
  AwardContent,
  CalculatorContent,
  Content,
  LegalDocumentsContent,
  OfficeContent,
  PageDeclaration,
  PaymentMethod,
  Platform,
} from './sections/declarations';
import { allowedParams, resolvePageBodies } from './sections/resolve';
import type { PageBody } from '../src/lib/sections/types';

export const IMAGES_DIR = path.resolve('src/images');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.resolve(file), 'utf8')) as T;

function readDeclarations(): Map<string, PageDeclaration> {
  const dir = path.resolve('data/pages');
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => [path.basename(file, '.json'), readJson<PageDeclaration>(path.join(dir, file))]),
  );
}

function readContent(routes: readonly RouteDefinition[]): Content {
  return {
    routes: new Map(routes.map((route) => [route.id, { path: route.path, section: route.section, namespaces: route.namespaces }])),
    brandName: site.brand.name,
    foundingYear: site.brand.foundingYear,
    contactEmail: site.contact.email,
    entities: site.entities,
    externalLinks: site.externalLinks,
    awards: readJson<{ awards: AwardContent[] }>('data/content/awards.json').awards,
    offices: readJson<{ regions: string[]; offices: OfficeContent[] }>('data/content/offices.json'),
    legalDocuments: readJson<LegalDocumentsContent>('data/content/legal-documents.json'),
    instruments: readJson<InstrumentContent>('data/content/instruments.json'),
    accountTypes: readJson<{ accounts: AccountType[] }>('data/content/account-types.json').accounts,
    paymentMethods: readJson<{ methods: PaymentMethod[] }>('data/content/payment-methods.json').methods,
    platforms: readJson<{ platforms: Platform[] }>('data/content/platforms.json').platforms,
    calculator: readJson<CalculatorContent>('data/content/calculator.json'),
    glossary: readJson<Content['glossary']>('data/content/glossary.json'),
    lessons: LESSONS,
  };
}

export interface PageBodies {
  bodies: PageBody[];
  /** Route id → the parameters it allows (trading-landing → gold, crypto…). */
  allowed: Map<string, string[]>;
}

export function loadPageBodies(routes: readonly RouteDefinition[]): PageBodies {
  const declarations = readDeclarations();
  const bodies = resolvePageBodies(declarations, readContent(routes));
  for (const body of bodies) {
    const missing = body.imageNames.filter((name) => !existsSync(path.join(IMAGES_DIR, name)));
    if (missing.length) throw new Error(`Page ${body.pageId} shows missing images: ${missing.join(', ')} (npm run illustrations)`);
  }
  return { bodies, allowed: allowedParams(declarations) };
}
