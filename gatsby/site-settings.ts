/**
 * The SiteSettings and BuildDay nodes' content, apart from the sourcing that makes them, so
 * that the section kinds and the structured data can name their types without importing the
 * sourcing (which imports the kinds).
 */
import manifest from '../data/routes.json';
import { site, siteUrl } from '../src/lib/site';
import { routeTitleKey } from '../src/lib/menu';
import type { RouteDefinition } from '../src/lib/routes';
import { siteRoutes } from './site-routes';

/** The SiteSettings node: data/site.json plus the footer links of the route manifest. */
export function siteSettings(settings: typeof site = site, routes: readonly RouteDefinition[] = siteRoutes) {
  const pathOf = new Map(routes.map((route) => [route.id, route.path]));
  return {
    ...settings,
    siteUrl,
    externalLinks: Object.entries(settings.externalLinks).map(([id, url]) => ({ id, url })),
    footer: {
      columns: manifest.footer.columns,
      legal: manifest.footer.legal.map((id) => ({ title: routeTitleKey(id), path: pathOf.get(id) ?? null, href: null })),
    },
  };
}

export type SiteSettingsNode = ReturnType<typeof siteSettings>;

/**
 * The day (UTC) the build makes its lists at: the promotions' status, the webinars to come, the
 * calendar's week. A day, not a moment, so that a build the same day changes no page; the
 * reproducible-builds convention SOURCE_DATE_EPOCH (seconds) pins it.
 */
export function buildDay(env: NodeJS.ProcessEnv = process.env, now: number = Date.now()): string {
  const pinned = env.SOURCE_DATE_EPOCH?.trim();
  if (pinned && !/^\d+$/.test(pinned)) throw new Error(`SOURCE_DATE_EPOCH must be a number of seconds, not "${pinned}"`);
  return new Date(pinned ? Number(pinned) * 1000 : now).toISOString().slice(0, 10);
}
