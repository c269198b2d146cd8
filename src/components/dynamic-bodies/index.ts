/**
 * The bodies of the catch-all routes (news and insight details, lessons, webinar
 * registration…), by route id. The client-only page validates the URL first (matchRoute),
 * then renders the body with the parameter; a body that finds nothing for it (an unknown
 * article id, say) calls `notFound` and the page shows the 404 view in its language.
 * Each body is its own chunk, loaded by its pages only.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface DynamicBodyProps {
  routeId: string;
  /** The validated parameter: `eurusd-outlook`, `2024/06/fed-minutes`, or '' where the route allows it. */
  param: string;
  /** The route's translation namespace (its section: academy, analysis, about…). */
  namespace: string;
  notFound: () => void;
  /**
   * On a prebuilt page (src/lib/prebuilt.ts), the item it was built with, as the item's API
   * call answers it: the body shows it at once instead of asking the API.
   */
  prebuilt?: unknown;
}

type DynamicBody = LazyExoticComponent<ComponentType<DynamicBodyProps>>;

/** Market insight and other articles: one body, for both of their routes. */
const InsightDetail = lazy(() => import('../analysis/InsightDetail'));

export const dynamicBodies: Partial<Record<string, DynamicBody>> = {
  // The academy's bodies come with its sections, in one chunk (src/components/academy).
  'academy-trading-academy-lesson': lazy(() => import('../academy').then((academy) => ({ default: academy.LessonBody }))),
  'academy-register': lazy(() => import('../academy').then((academy) => ({ default: academy.WebinarRegistrationBody }))),
  'analysis-market-news-detail': lazy(() => import('../analysis/NewsDetail')),
  'analysis-market-insight-detail': InsightDetail,
  'analysis-market-insight-article': InsightDetail,
  'analysis-article-tv': lazy(() => import('../analysis/VideoDetail')),
  'analysis-individual': lazy(() => import('../analysis/InstrumentAnalysis')),
};

/**
 * Bodies that show the page header themselves, with their item's title as the heading. The
 * page shows the route's header until the body has loaded, and the body shows it while it
 * loads its item, so the header stays in place.
 */
export const bodiesWithOwnHeader: ReadonlySet<string> = new Set([
  'analysis-market-news-detail',
  'analysis-market-insight-detail',
  'analysis-market-insight-article',
  'analysis-article-tv',
  'analysis-individual',
]);
