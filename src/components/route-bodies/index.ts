/**
 * The bodies of routes that show more than their introduction, by route id. Only the
 * utility routes have one so far; content pages get their data-driven sections elsewhere.
 * Each body is its own chunk, loaded by its pages only (the HTML is rendered in full: the
 * build waits for lazy components).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface RouteBodyProps {
  data: Queries.RoutePageQuery;
}

const body = (load: () => Promise<{ default: ComponentType<RouteBodyProps> }>) => lazy(load);

export const routeBodies: Partial<Record<string, LazyExoticComponent<ComponentType<RouteBodyProps>>>> = {
  'utility-llms': body(() => import('./LlmsGuideBody')),
  'utility-sitemap': body(() => import('./SitemapBody')),
  'utility-sitemap-old-urls': body(() => import('./OldUrlsBody')),
  'utility-routers': body(() => import('./RouteCatalogueBody')),
  'utility-user': body(() => import('./UserProfileBody')),
  'utility-message': body(() => import('./SiteMessagesBody')),
  'utility-request': body(() => import('./ServiceStatusBody')),
  'utility-warning': body(() => import('./FraudWarningBody')),
};
