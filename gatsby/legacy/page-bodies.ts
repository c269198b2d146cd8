/**
 * Reads the page declarations (data/pages/*.json) and resolves them, with the content they
 * refer to (src/lib/content-store), into page bodies (gatsby/sections/resolve.ts).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as store from '../../src/lib/content-store';
import type { RouteDefinition } from '../../src/lib/routes';
import { site } from '../../src/lib/site';
import type { Content, PageDeclaration } from './declarations';
import { allowedParams, resolvePageBodies } from './resolve';
import { siteRoutes } from '../site-routes';
import type { PageBody } from '../../src/lib/sections/types';

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
    awards: store.awards,
    offices: store.offices,
    legalDocuments: store.legalDocuments,
    instruments: store.instruments,
    accountTypes: store.accountTypes,
    paymentMethods: store.paymentMethods,
    platforms: store.platforms,
    calculator: store.calculator,
    glossary: store.glossary,
    lessons: store.lessons,
  };
}

export interface PageBodies {
  bodies: PageBody[];
  /** Route id → the parameters it allows (trading-landing → gold, crypto…). */
  allowed: Map<string, string[]>;
}

let bodiesById: Map<string, PageBody> | undefined;

/** A page's resolved body, for what the server render writes from it (the page data holds only what the page renders). */
export function resolvedPageBody(pageId: string): PageBody | undefined {
  bodiesById ??= new Map(loadPageBodies(siteRoutes).bodies.map((body) => [body.pageId, body]));
  return bodiesById.get(pageId);
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

/** Transitional: the old resolution's bodies, for the outputs not yet moved onto the GraphQL layer. */
export const pageBodies = loadPageBodies(siteRoutes);
