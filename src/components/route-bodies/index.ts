/**
 * The bodies of routes that show more than their introduction, by route id. Only the
 * utility routes have one so far; content pages get their data-driven sections elsewhere.
 */
import type { ComponentType } from 'react';
import { LlmsGuideBody } from './LlmsGuideBody';
import { SitemapBody } from './SitemapBody';
import { OldUrlsBody } from './OldUrlsBody';
import { RouteCatalogueBody } from './RouteCatalogueBody';
import { UserProfileBody } from './UserProfileBody';
import { SiteMessagesBody } from './SiteMessagesBody';
import { ServiceStatusBody } from './ServiceStatusBody';
import { FraudWarningBody } from './FraudWarningBody';

export interface RouteBodyProps {
  data: Queries.RoutePageQuery;
}

export const routeBodies: Partial<Record<string, ComponentType<RouteBodyProps>>> = {
  'utility-llms': LlmsGuideBody,
  'utility-sitemap': SitemapBody,
  'utility-sitemap-old-urls': OldUrlsBody,
  'utility-routers': RouteCatalogueBody,
  'utility-user': UserProfileBody,
  'utility-message': SiteMessagesBody,
  'utility-request': ServiceStatusBody,
  'utility-warning': FraudWarningBody,
};
