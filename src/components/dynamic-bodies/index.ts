/**
 * The bodies of the catch-all routes (news and insight details, lessons, webinar
 * registration…), by route id. The client-only page validates the URL first (matchRoute),
 * then renders the body with the parameter; a body that finds nothing for it (an unknown
 * article id, say) calls `notFound` and the page shows the 404 view in its language.
 * Each body is its own chunk, loaded by its pages only.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface DynamicBodyProps {
  /** The validated parameter: `eurusd-outlook`, `2024/06/fed-minutes`, or '' where the route allows it. */
  param: string;
  /** The route's translation namespace (its section: academy, analysis, about…). */
  namespace: string;
  notFound: () => void;
}

type DynamicBody = LazyExoticComponent<ComponentType<DynamicBodyProps>>;

export const dynamicBodies: Partial<Record<string, DynamicBody>> = {
  // The academy's bodies come with its sections, in one chunk (src/components/academy).
  'academy-trading-academy-lesson': lazy(() => import('../academy').then((academy) => ({ default: academy.LessonBody }))),
  'academy-register': lazy(() => import('../academy').then((academy) => ({ default: academy.WebinarRegistrationBody }))),
};
