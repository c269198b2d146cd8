import type { Lesson } from '../../lib/lessons';

/** What a catch-all route's body receives (src/templates/dynamic.tsx renders it). */
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
  /** The academy's curriculum, from the page query, for the route whose body is `lesson` (src/lib/route-bodies.ts). */
  curriculum?: readonly Lesson[];
}
