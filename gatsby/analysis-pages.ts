/**
 * The analysis items of data/content (news, market insight, articles) as prebuilt pages in
 * every built locale, so crawlers read each one in full (title, text, Article JSON-LD). They
 * live at the URLs of their catch-all routes and are rendered by the catch-all's template
 * (src/lib/prebuilt.ts); items published after the build reach the same template as a
 * client-only page that asks the API.
 *
 * Gatsby lists every static page under a client-only matchPath in match-paths.json, which
 * it inlines into every page's first-load JavaScript: one entry per item and locale. The
 * template does not need them (the prebuilt HTML carries its item), so the browser build
 * leaves them out (prebuiltMatchPaths) and items cost no JavaScript at all.
 */
import type { CreatePagesArgs } from 'gatsby';
import { localizedPath, type BuiltLocale } from '../src/lib/locales';
import { analysisPaths } from '../src/lib/analysis/paths';
import { articleJsonLd, type ArticleData } from '../src/lib/analysis/structured-data';
import type { PrebuiltPage } from '../src/lib/prebuilt';
import { absoluteUrl } from '../src/lib/seo';
import { site, siteUrl } from '../src/lib/site';
import { articleInfo, storedArticles } from '../src/lib/server/articles';
import { localizedNews } from '../src/lib/server/news';
import * as store from '../src/lib/content-store';
import type { StoredArticle, StoredNews } from '../src/lib/content-store/types';

type Item = Omit<ArticleData, 'url' | 'publisher' | 'image'>;

function prebuilt<T>(locale: BuiltLocale, routeId: string, param: string, routePath: string, data: T, item: Item): PrebuiltPage<T> {
  const jsonLd = articleJsonLd({
    ...item,
    url: absoluteUrl(localizedPath(locale.code, routePath)),
    publisher: { name: site.brand.name, url: siteUrl, logo: absoluteUrl('/favicon.svg') },
    image: absoluteUrl(site.seo.ogImage),
  });
  return { routeId, param, path: routePath, head: { title: item.headline, description: item.description, jsonLd }, data };
}

/**
 * The items prebuilt pages are made of. createPages queries them (the NewsStory and Article
 * nodes); the search index, the Markdown copies and the browser build's match paths, made
 * outside GraphQL, read the same items from the store.
 */
export interface AnalysisItems {
  news: readonly StoredNews[];
  articles: readonly StoredArticle[];
}

const storedItems: AnalysisItems = { news: store.news, articles: store.articles };

/** The prebuilt analysis pages of one locale, in the locale's language (English where an item has no translation). */
export function prebuiltAnalysisPages(locale: BuiltLocale, items: AnalysisItems = storedItems): PrebuiltPage[] {
  const news = localizedNews(locale.code, items.news).map((story) =>
    prebuilt(locale, 'analysis-market-news-detail', story.id, analysisPaths.newsItem(story.id), story, {
      type: 'NewsArticle',
      headline: story.title,
      description: story.summary,
      datePublished: story.publishedAt,
      author: { kind: 'Organization', name: story.source },
      language: story.language,
      keywords: story.symbols,
    }),
  );
  const articles = storedArticles(locale.code, items.articles).map((article) =>
    prebuilt(
      locale,
      article.kind === 'insight' ? 'analysis-market-insight-detail' : 'analysis-market-insight-article',
      article.alias,
      analysisPaths.article(article.kind, article.alias),
      articleInfo(article),
      {
        type: 'Article',
        headline: article.title,
        description: article.summary,
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        author: { kind: 'Person', name: article.author },
        language: article.language,
        keywords: article.tags,
      },
    ),
  );
  return [...news, ...articles];
}

/**
 * The prebuilt pages' paths, which the browser build leaves out of match-paths.json (see above;
 * plugins/gatsby-plugin-internals-patches, option prebuiltOutOfMatchPaths).
 */
export const prebuiltMatchPaths = (locales: readonly BuiltLocale[]): string[] =>
  locales.flatMap((locale) => prebuiltAnalysisPages(locale).map((page) => localizedPath(locale.code, page.path)));

/** An item's `translations` list (the nodes' form) as the `text` object the store holds. */
function textOf<Text extends { language: string }>(translations: readonly Text[]) {
  const text = Object.fromEntries(translations.map(({ language, ...fields }) => [language, fields]));
  if (!text.en) throw new Error('An analysis item has no English text');
  return text as { en: Omit<Text, 'language'> } & Record<string, Omit<Text, 'language'>>;
}

type ItemText = { language: string; title: string; summary: string; body: string[] };

/** What the AnalysisItems query answers (typegen covers the queries of src/ only). */
interface AnalysisItemsQuery {
  allNewsStory: { nodes: (Omit<StoredNews, 'id' | 'text'> & { storyId: string; translations: ItemText[] })[] };
  allArticle: {
    nodes: (Omit<StoredArticle, 'id' | 'text' | 'tags'> & { articleId: string; tagIds: string[]; translations: ItemText[] })[];
  };
}

/** The analysis items from the layer: the News and Article nodes createPages makes their pages from. */
export async function queryAnalysisItems(graphql: CreatePagesArgs['graphql']): Promise<AnalysisItems> {
  const result = await graphql<AnalysisItemsQuery>(`
    query AnalysisItems {
      allNewsStory {
        nodes {
          storyId
          category
          source
          publishedAt
          symbols
          translations {
            language
            title
            summary
            body
          }
        }
      }
      allArticle {
        nodes {
          articleId
          alias
          previousAliases
          kind
          tagIds
          author
          publishedAt
          updatedAt
          readingMinutes
          translations {
            language
            title
            summary
            body
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`The analysis items' query failed: ${JSON.stringify(result.errors)}`);
  return {
    news: result.data.allNewsStory.nodes.map(({ storyId, translations, ...story }) => ({
      ...story,
      id: storyId,
      text: textOf(translations),
    })),
    articles: result.data.allArticle.nodes.map(({ articleId, tagIds, translations, ...article }) => ({
      ...article,
      id: articleId,
      tags: tagIds,
      text: textOf(translations),
    })),
  };
}
