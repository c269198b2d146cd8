/**
 * The analysis items of the layer (NewsStory and Article nodes) as prebuilt pages in every built
 * locale, so crawlers read each one in full (title, text, Article JSON-LD). They live at the URLs
 * of their catch-all routes and are rendered by the catch-all's template (src/lib/prebuilt.ts);
 * items published after the build reach the same template as a client-only page that asks the API.
 *
 * createPages makes one page per item and locale with the item's route and parameter in its
 * context; the template's query asks `prebuiltPage`, whose resolver reads that one item through
 * the node model, so a new story re-runs its own pages' queries and no other's. What it answers
 * is what the API's article calls answer (src/lib/server), with the page's head.
 */
import type { CreatePagesArgs, CreateResolversArgs } from 'gatsby';
import { analysisPaths } from '../src/lib/analysis/paths';
import { articleJsonLd, type ArticleData } from '../src/lib/analysis/structured-data';
import type { ArticleKind } from '../src/lib/api/types';
import { localizedPath } from '../src/lib/locales';
import type { PrebuiltPage } from '../src/lib/prebuilt';
import { articleInfo, storedArticles } from '../src/lib/server/articles';
import { localizedNews } from '../src/lib/server/news';
import { storedItems, type ContentNode } from './content-nodes';
import type { NodeModel } from './sections/kind';
import type { SiteSettingsNode } from './site-settings';

/** The catch-all routes the items are prebuilt under, by kind of item. */
export const PREBUILT_ROUTES = {
  news: 'analysis-market-news-detail',
  insight: 'analysis-market-insight-detail',
  article: 'analysis-market-insight-article',
} as const;

/** The list an item belongs to (its breadcrumb's parent), by the item's route. */
export const ITEM_LISTS: Record<string, { routeId: string; path: string }> = {
  [PREBUILT_ROUTES.news]: { routeId: 'analysis-market-news', path: analysisPaths.news },
  [PREBUILT_ROUTES.insight]: { routeId: 'analysis-market-insight', path: analysisPaths.insight },
  [PREBUILT_ROUTES.article]: { routeId: 'analysis-article', path: analysisPaths.articles },
};

export interface PrebuiltPageParam {
  routeId: string;
  /** The item's id (news) or alias (articles): the route's parameter. */
  param: string;
  /** The page's path below the locale prefix. */
  path: string;
}

/** The prebuilt pages' routes and parameters, from the layer (createPages makes them in every locale). */
export async function prebuiltPageParams(graphql: CreatePagesArgs['graphql']): Promise<PrebuiltPageParam[]> {
  const result = await graphql<{
    allNewsStory: { nodes: { storyId: string }[] };
    allArticle: { nodes: { alias: string; kind: ArticleKind }[] };
  }>(`
    query PrebuiltPages {
      allNewsStory(sort: { publishedAt: DESC }) {
        nodes {
          storyId
        }
      }
      allArticle(sort: { publishedAt: DESC }) {
        nodes {
          alias
          kind
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`The prebuilt pages' query failed: ${JSON.stringify(result.errors)}`);
  return [
    ...result.data.allNewsStory.nodes.map(({ storyId }) => ({
      routeId: PREBUILT_ROUTES.news,
      param: storyId,
      path: analysisPaths.newsItem(storyId),
    })),
    ...result.data.allArticle.nodes.map(({ alias, kind }) => ({
      routeId: kind === 'insight' ? PREBUILT_ROUTES.insight : PREBUILT_ROUTES.article,
      param: alias,
      path: analysisPaths.article(kind, alias),
    })),
  ];
}

type Item = Omit<ArticleData, 'url' | 'publisher' | 'image'>;

function prebuilt<T>(site: SiteSettingsNode, locale: string, page: PrebuiltPageParam, data: T, item: Item): PrebuiltPage<T> {
  const absolute = (path: string) => `${site.siteUrl}${path}`;
  const jsonLd = articleJsonLd({
    ...item,
    url: absolute(localizedPath(locale, page.path)),
    publisher: { name: site.brand.name, url: site.siteUrl, logo: absolute('/favicon.svg') },
    image: absolute(site.seo.ogImage),
  });
  return { ...page, head: { title: item.headline, description: item.description, jsonLd }, data };
}

export async function prebuiltPage(nodeModel: NodeModel, { routeId, param, locale }: { routeId: string; param: string; locale: string }) {
  const site = (await nodeModel.findOne({ type: 'SiteSettings', query: { filter: {} } })) as unknown as SiteSettingsNode;
  if (routeId === PREBUILT_ROUTES.news) {
    const node = await nodeModel.findOne({ type: 'NewsStory', query: { filter: { storyId: { eq: param } } } });
    if (!node) return null;
    const [story] = localizedNews([storedItems.news(node as unknown as ContentNode<'NewsStory'>)], locale);
    return prebuilt(site, locale, { routeId, param, path: analysisPaths.newsItem(story.id) }, story, {
      type: 'NewsArticle',
      headline: story.title,
      description: story.summary,
      datePublished: story.publishedAt,
      author: { kind: 'Organization', name: story.source },
      language: story.language,
      keywords: story.symbols,
    });
  }
  const node = await nodeModel.findOne({ type: 'Article', query: { filter: { alias: { eq: param } } } });
  if (!node) return null;
  const [article] = storedArticles([storedItems.article(node as unknown as ContentNode<'Article'>)], locale);
  return prebuilt(site, locale, { routeId, param, path: analysisPaths.article(article.kind, article.alias) }, articleInfo(article), {
    type: 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: { kind: 'Person', name: article.author },
    language: article.language,
    keywords: article.tags,
  });
}

/** `Query.prebuiltPage(routeId, param, locale)`: a prebuilt page's item and head (src/lib/prebuilt.ts), null for an unknown one. */
export const createPrebuiltPageResolver = ({ createResolvers }: CreateResolversArgs): void => {
  createResolvers({
    Query: {
      prebuiltPage: {
        type: 'JSON',
        args: { routeId: 'String!', param: 'String!', locale: 'String!' },
        resolve: (_source: unknown, args: { routeId: string; param: string; locale: string }, context: { nodeModel: NodeModel }) =>
          prebuiltPage(context.nodeModel, args),
      },
    },
  });
};
