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
  const news = localizedNews(items.news, locale.code).map((story) =>
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
  const articles = storedArticles(items.articles, locale.code).map((article) =>
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
