/** schema.org structured data (JSON-LD) of the analysis detail pages, for search engines. */
import { languageTagOfSet } from './language';

export interface ArticleData {
  type: 'NewsArticle' | 'Article';
  /** The page's absolute URL. */
  url: string;
  headline: string;
  description: string;
  /** ISO date-times. */
  datePublished: string;
  dateModified?: string;
  /** The writer (a person), or the source (an agency) of a news story. */
  author: { kind: 'Person' | 'Organization'; name: string };
  /** The translation set the text is in. */
  language: string;
  keywords: string[];
  publisher: { name: string; url: string; logo: string };
  image: string;
}

export function articleJsonLd(article: ArticleData): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': article.type,
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    url: article.url,
    headline: article.headline.slice(0, 110),
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    author: { '@type': article.author.kind, name: article.author.name },
    inLanguage: languageTagOfSet(article.language),
    ...(article.keywords.length ? { keywords: article.keywords.join(', ') } : {}),
    image: [article.image],
    publisher: {
      '@type': 'Organization',
      name: article.publisher.name,
      url: article.publisher.url,
      logo: { '@type': 'ImageObject', url: article.publisher.logo },
    },
  };
}
