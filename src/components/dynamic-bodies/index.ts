/**
 * The bodies of the catch-all routes (news and insight details, lessons, webinar
 * registration…). The client-only page validates the URL first (matchRoute),
 * then renders the body with the parameter; a body that finds nothing for it (an unknown
 * article id, say) calls `notFound` and the page shows the 404 view in its language.
 * Each body is its own chunk, loaded by its pages only.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DynamicBodyName } from '../../lib/route-bodies';
import type { DynamicBodyProps } from './body-props';

interface DynamicBody {
  component: LazyExoticComponent<ComponentType<DynamicBodyProps>>;
  /**
   * The body shows the page header itself, with its item's title as the heading. The page
   * shows the route's header until the body has loaded, and the body shows it while it loads
   * its item, so the header stays in place.
   */
  ownHeader: boolean;
}

/**
 * By the names catch-all routes give in data/routes.json (`body`; src/lib/route-bodies.ts),
 * so a missing or extra entry fails the type-check.
 */
export const dynamicBodies: Record<DynamicBodyName, DynamicBody> = {
  // The academy's bodies come with its sections, in one chunk (src/components/academy).
  lesson: { component: lazy(() => import('../academy').then((academy) => ({ default: academy.LessonBody }))), ownHeader: false },
  webinarRegistration: {
    component: lazy(() => import('../academy').then((academy) => ({ default: academy.WebinarRegistrationBody }))),
    ownHeader: false,
  },
  newsStory: { component: lazy(() => import('../analysis/NewsDetail')), ownHeader: true },
  // Market insight and other articles: one body, for both of their routes.
  article: { component: lazy(() => import('../analysis/InsightDetail')), ownHeader: true },
  video: { component: lazy(() => import('../analysis/VideoDetail')), ownHeader: true },
  instrumentAnalysis: { component: lazy(() => import('../analysis/InstrumentAnalysis')), ownHeader: true },
};
