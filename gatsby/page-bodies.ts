/**
 * The PageBody nodes: each page declaration of data/pages/ (a route's sections, another route's
 * sections, or one page per allowed parameter) with its sections as declared, each given its
 * type, the key prefix of its texts and its page. Their kinds' resolvers read what they refer to
 * when a page query asks for them (sections/index.ts). What can be checked without the content
 * nodes fails here: unknown routes and kinds, two sections of one id, tabs in a tab panel,
 * images that are not in src/images/.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fillParam, type RouteDefinition } from '../src/lib/routes';
import type { Declared, PageScope, SourcedSection } from './sections/kind';

export const IMAGES_DIR = path.resolve('src/images');

/** A section as data/pages/ declares it: its kind, id and the kind's own fields. */
export type SectionDeclaration = Declared & { type: string } & Record<string, unknown>;

/** A file of data/pages/: a route's sections, another route's sections, or one page per allowed parameter. */
export type PageDeclaration =
  { sections: SectionDeclaration[] } | { sameAs: string } | { params: Record<string, { sections: SectionDeclaration[] }> };

export interface PageBodySource {
  /** `routeId`, or `routeId/param` for a page of a parameterised route (trading-landing/gold). */
  pageId: string;
  routeId: string;
  param: string | null;
  /** The page's path below the locale prefix. */
  path: string;
  titleKey: string | null;
  descriptionKey: string | null;
  sections: SourcedSection[];
  /** The image files the sections show (src/images/), for the page query. */
  imageNames: string[];
}

/** The parameters a parameterised route allows, when its page declaration lists them. */
export function allowedParams(files: ReadonlyMap<string, PageDeclaration>): Map<string, string[]> {
  return new Map(
    [...files].flatMap(([routeId, declaration]) => ('params' in declaration ? [[routeId, Object.keys(declaration.params)]] : [])),
  );
}

const imageOf = (section: SectionDeclaration): string[] =>
  (section.type === 'hero' || section.type === 'media') && typeof section.image === 'string' ? [section.image] : [];

/** The sections of a page with their key prefix and page; `kinds` are the section types there are. */
function sourceSections(
  declarations: SectionDeclaration[],
  page: PageScope,
  kinds: ReadonlySet<string>,
  inPanel = false,
): SourcedSection[] {
  return declarations.map((declaration) => {
    if (!kinds.has(declaration.type)) throw new Error(`${page.where}: unknown section type "${declaration.type}"`);
    if (declaration.type === 'tabs' && inPanel) throw new Error(`${page.where}: tabs "${declaration.id}" inside a tab panel`);
    const key = declaration.keys
      ? declaration.keys.includes(':')
        ? declaration.keys
        : `${page.namespace}:${declaration.keys}`
      : `${page.namespace}:${page.keyBase}.${declaration.id}`;
    const tabs = declaration.tabs as { id: string; sections: SectionDeclaration[] }[] | undefined;
    return {
      ...declaration,
      key,
      page,
      ...(tabs ? { tabs: tabs.map((tab) => ({ ...tab, sections: sourceSections(tab.sections, page, kinds, true) })) } : {}),
    };
  });
}

/** Every section id of a page, tab panels included; two of one id fail. */
function sectionIds(declarations: SectionDeclaration[], where: string, ids = new Set<string>()): Set<string> {
  for (const declaration of declarations) {
    if (ids.has(declaration.id)) throw new Error(`${where}: two sections have the id "${declaration.id}"`);
    ids.add(declaration.id);
    const tabs = declaration.tabs as { sections: SectionDeclaration[] }[] | undefined;
    tabs?.forEach((tab) => sectionIds(tab.sections, where, ids));
  }
  return ids;
}

/** Fails on a page whose sections show an image that src/images/ lacks. */
export function checkImages(bodies: readonly PageBodySource[], dir = IMAGES_DIR): void {
  for (const body of bodies) {
    const missing = body.imageNames.filter((name) => !existsSync(path.join(dir, name)));
    if (missing.length) throw new Error(`Page ${body.pageId} shows missing images: ${missing.join(', ')} (npm run illustrations)`);
  }
}

export function pageBodySources(
  files: ReadonlyMap<string, PageDeclaration>,
  routes: readonly RouteDefinition[],
  kinds: ReadonlySet<string>,
): PageBodySource[] {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const bodies: PageBodySource[] = [];
  for (const [routeId, declaration] of files) {
    const route = byId.get(routeId);
    const where = `data/pages/${routeId}.json`;
    if (!route) throw new Error(`${where}: no route "${routeId}" in data/routes.json`);
    const body = (sections: SectionDeclaration[], keyBase: string, param: string | null = null): PageBodySource => {
      sectionIds(sections, where);
      const page: PageScope = { routeId, namespace: route.section, extraNamespaces: [...(route.namespaces ?? [])], keyBase, where };
      const panels = (section: SectionDeclaration) => (section.tabs as { sections: SectionDeclaration[] }[] | undefined) ?? [];
      const imageNames = [
        ...new Set(
          sections.flatMap((section) => [...imageOf(section), ...panels(section).flatMap((tab) => tab.sections.flatMap(imageOf))]),
        ),
      ];
      return {
        pageId: param === null ? routeId : `${routeId}/${param}`,
        routeId,
        param,
        path: param === null ? route.path : fillParam(route.path, param),
        titleKey: param === null ? null : `${route.section}:${routeId}.${param}.title`,
        descriptionKey: param === null ? null : `${routeId}.${param}.description`,
        sections: sourceSections(sections, page, kinds),
        imageNames,
      };
    };
    if ('sections' in declaration) bodies.push(body(declaration.sections, routeId));
    else if ('sameAs' in declaration) {
      const source = files.get(declaration.sameAs);
      if (!source || !('sections' in source) || byId.get(declaration.sameAs)?.section !== route.section) {
        throw new Error(`${where}: sameAs "${declaration.sameAs}" must name a page with sections in the same section`);
      }
      bodies.push(body(source.sections, declaration.sameAs));
    } else {
      if (!/\{[a-z]+\}/.test(route.path)) throw new Error(`${where}: params need a route with a parameter`);
      for (const [param, page] of Object.entries(declaration.params)) bodies.push(body(page.sections, `${routeId}.${param}`, param));
    }
  }
  return bodies;
}
