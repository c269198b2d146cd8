/**
 * The entries of the whole-site search that no built page's text gives (docs/search.md):
 * the lessons of the trading academy, whose pages the browser renders (a client-only route),
 * and each instrument of the instrument tables by its symbol and name.
 */
import { routeTitleKey } from '../src/lib/menu';
import { paragraphs } from '../src/lib/lessons';
import { fillParam, type RouteDefinition } from '../src/lib/routes';
import type { IndexedEntry } from '../src/lib/search-index';
import { INSTRUMENT_KIND, kindOfRoute } from '../src/lib/search-settings';
import { renderText, type Text } from '../src/lib/text';
import type { Texts } from './derived/types';
import { MAX_ENTRY_TEXT } from './search-pages';

const LESSON_ROUTE = 'academy-trading-academy-lesson';

const clip = (text: string): string => text.slice(0, MAX_ENTRY_TEXT);

function routeOf(routes: readonly RouteDefinition[], routeId: string): RouteDefinition {
  const route = routes.find((candidate) => candidate.id === routeId);
  if (!route) throw new Error(`search index: no route ${routeId}`);
  return route;
}

/**
 * One entry per lesson (its title and summary) and one per section of a lesson (its title
 * and text, at the section's anchor on the lesson page), under the trading academy.
 */
export function lessonEntries(
  lessons: readonly { lessonId: string; module: string; sections: readonly string[] }[],
  routes: readonly RouteDefinition[],
  { t }: Pick<Texts, 't'>,
): IndexedEntry[] {
  const route = routeOf(routes, LESSON_ROUTE);
  const kind = kindOfRoute.get(LESSON_ROUTE);
  const academy = t(`common:${routeTitleKey('academy-trading-academy')}`);
  return lessons.flatMap(({ lessonId: id, ...lesson }) => {
    const path = fillParam(route.path, id);
    const title = t(`academy:lessons.${id}.title`);
    const common = { path, href: null, category: route.section, ...(kind ? { kind } : {}) };
    return [
      {
        ...common,
        title,
        breadcrumb: `${academy} > ${t(`academy:lessonModules.${lesson.module}`)}`,
        text: clip(t(`academy:lessons.${id}.summary`)),
      },
      ...lesson.sections.map((section) => ({
        ...common,
        title: t(`lessons:${id}.sections.${section}.title`),
        breadcrumb: `${academy} > ${title}`,
        text: clip(paragraphs(t(`lessons:${id}.sections.${section}.text`)).join(' ')),
        anchor: `${id}-${section}`,
      })),
    ];
  });
}

/** The instrument tables of the pages of static routes, as the layer resolves them. */
export interface InstrumentTables {
  nodes: readonly {
    routeId: string;
    path: string;
    sections: readonly { __typename: string; id?: string; rows?: readonly { symbol: string; market: string; name: Text }[] }[];
  }[];
}

/**
 * One entry per instrument: its symbol as title, its name as text, at the instrument table
 * of its market's page (the first table that lists it when that page has none).
 */
export function instrumentEntries(
  bodies: InstrumentTables,
  markets: readonly { marketId: string; routeId: string }[],
  routes: readonly RouteDefinition[],
  { t }: Pick<Texts, 't'>,
): IndexedEntry[] {
  const marketRoute = new Map(markets.map((market) => [market.marketId, market.routeId]));
  const found = new Map<string, IndexedEntry & { home: boolean }>();
  for (const body of bodies.nodes) {
    const route = routeOf(routes, body.routeId);
    for (const section of body.sections) {
      if (section.__typename !== 'InstrumentsSection' || !section.rows || !section.id) continue;
      for (const row of section.rows) {
        const home = marketRoute.get(row.market) === body.routeId;
        const known = found.get(row.symbol);
        if (known && (known.home || !home)) continue;
        found.set(row.symbol, {
          title: row.symbol,
          path: body.path,
          href: null,
          breadcrumb: t(`common:${routeTitleKey(body.routeId)}`),
          category: route.section,
          kind: INSTRUMENT_KIND,
          text: renderText(row.name, t),
          anchor: section.id,
          home,
        });
      }
    }
  }
  return [...found.values()].map(({ home: _home, ...entry }) => entry);
}
