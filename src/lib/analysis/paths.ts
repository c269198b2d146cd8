/**
 * Where the analysis items live, below the locale prefix. These follow the patterns of
 * the analysis routes in data/routes.json (paths.test.ts matches every one against its
 * route, so a changed route fails there); they are written out here because the manifest
 * itself is too large to ship to the browser for a handful of links.
 */
import type { ArticleKind } from '../api/types';
import { withBrand } from '../site';

/** An id as URL segments: each segment encoded, the slashes kept (`2026/11/fed-holds-rates`). */
export const encodeSegments = (id: string): string => id.split('/').map(encodeURIComponent).join('/');

export const analysisPaths = {
  overview: 'analysis/overview',
  news: 'analysis/market-news',
  insight: 'analysis/market-insight',
  articles: 'analysis/article',
  calendar: 'analysis/economic-calendar',
  tv: withBrand('analysis/{brand}-tv'),
  search: 'analysis/components/search',
  newsItem: (id: string) => `analysis/market-news/${encodeSegments(id)}`,
  /** Market insight at market-insight/{alias}, other articles at market-insight/article/{alias}. */
  article: (kind: ArticleKind, alias: string) =>
    kind === 'insight' ? `analysis/market-insight/${encodeSegments(alias)}` : `analysis/market-insight/article/${encodeSegments(alias)}`,
  video: (id: string) => `analysis/article-tv-${id}`,
  /** An instrument's analysis page: its symbol in lower case (analysis/individual/xauusd). */
  instrument: (symbol: string) => `analysis/individual/${symbol.toLowerCase()}`,
} as const;
