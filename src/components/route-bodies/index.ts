/**
 * The bodies static routes name in data/routes.json (`body`; the names are
 * src/lib/route-bodies.ts's, so a missing or extra entry fails the type-check). Only the
 * utility routes have one so far; content pages get their data-driven sections elsewhere.
 * Each body is its own chunk, loaded by its pages only (the HTML is rendered in full: the
 * build waits for lazy components).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteBodyName } from '../../lib/route-bodies';
import type { RouteBodyProps } from './body-props';

const body = (load: () => Promise<{ default: ComponentType<RouteBodyProps> }>) => lazy(load);

export const routeBodies: Record<RouteBodyName, LazyExoticComponent<ComponentType<RouteBodyProps>>> = {
  llmsGuide: body(() => import('./LlmsGuideBody')),
  sitemap: body(() => import('./SitemapBody')),
  oldUrls: body(() => import('./OldUrlsBody')),
  routeCatalogue: body(() => import('./RouteCatalogueBody')),
  account: body(() => import('./UserProfileBody')),
  siteMessages: body(() => import('./SiteMessagesBody')),
  serviceStatus: body(() => import('./ServiceStatusBody')),
  fraudWarning: body(() => import('./FraudWarningBody')),
};
