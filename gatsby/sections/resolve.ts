/**
 * Turns the page declarations of data/pages/*.json into page bodies (types.ts): route
 * ids become paths, content references (markets, accounts, payment methods, platforms,
 * the calculator) become the rows and cells the page shows, and every text gets its
 * translation key. Runs at build time (gatsby/page-bodies.ts); each page receives only
 * its own data. Fails loudly on a reference that does not exist.
 */
import { GLOSSARY_NAMESPACE } from '../../src/lib/glossary';
import { INSTRUMENT_COLUMNS, MARKETS } from '../../src/lib/instruments';
import { translationSets } from '../../src/lib/locales';
import { routeTitleKey } from '../../src/lib/menu';
import { fillParam } from '../../src/lib/routes';
import type { Access, PageBody, Section, TabsSection } from '../../src/lib/sections/types';
import { keyText } from '../../src/lib/text';
import { glossaryTerms, lessonCards } from './academy';
import { award, awardsByYear, legalBlock, legalDocuments, offices } from './company';
import { comparisonFromSource, inlineComparison, requirementText } from './comparisons';
import type { ActionDeclaration, Content, PageDeclaration, SectionDeclaration } from './declarations';
import { accountTypeIds, calculatorSettings, featureItems, instrumentRows, knownMarkets, statFigure } from './markets';
import { DEFAULT_CTA, DEFAULT_LIST_SIZE, type Scope, fail, platform, resolveAction, routePath } from './scope';

/** A section of a tab panel: tabs hold no tabs. */
function panelSection(scope: Scope, declaration: SectionDeclaration): Exclude<Section, TabsSection> {
  const section = resolveSection(scope, declaration);
  return section.type === 'tabs' ? fail(scope, `tabs "${section.id}" inside a tab panel`) : section;
}

export function resolveSection(scope: Scope, declaration: SectionDeclaration): Section {
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
      return {
        ...base,
        type: 'hero',
        image: declaration.image,
        points: declaration.points ?? [],
        actions: actions(declaration.actions, DEFAULT_CTA),
      };
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
        tabs: declaration.tabs.map((tab) => ({ id: tab.id, sections: tab.sections.map((inner) => panelSection(scope, inner)) })),
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
        // The strip names an award and its year (an award of awards.json brings its body and emblem too).
        awards: (declaration.awards ?? []).map((entry) => {
          const { id, year, name } =
            typeof entry === 'string' ? award(scope, entry) : { ...entry, name: keyText(`${key}.awards.${entry.id}`) };
          return { id, year, name };
        }),
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
      return {
        ...base,
        type: 'calculator',
        settings: calculatorSettings(scope),
        accountTypeIds: accountTypeIds(scope, declaration.accounts),
      };
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
      if (!translationSets.includes(document.prevails)) fail(scope, `legal document "${document.type}" prevails in an unknown language`);
      return {
        ...base,
        type: 'legalText',
        updated: document.updated,
        prevails: document.prevails,
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
      if (!scope.extraNamespaces.includes(GLOSSARY_NAMESPACE))
        fail(scope, `a glossary needs "namespaces": ["${GLOSSARY_NAMESPACE}"] on its route`);
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

export function resolveSections(scope: Scope, declarations: SectionDeclaration[]): Section[] {
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
