/**
 * The API requests a page's sections make as soon as they mount. The page's Head preloads them
 * (src/templates/route.tsx), so the answer is on its way while the page's code loads and
 * hydrates, instead of being asked for after it: the market news page's stories came 0.9 s
 * after its first paint in Lighthouse's runs here.
 */
import { newsUrl } from '../api/url';
import type { NewsQuery } from '../api/types';
import type { SectionTypeName } from './types';

/** A section as the page query gives it, as far as this needs it: a news list's page size. */
type SectionFacts = { __typename: 'NewsListSection'; pageSize: number } | { __typename: Exclude<SectionTypeName, 'NewsListSection'> };

/** Page `page` of the market news list in a language (NewsList asks with this query). */
export const newsListQuery = (lang: string, page: number, pageSize: number): NewsQuery => ({ lang, page, pageSize });

/** The addresses the sections fetch on mount in the page of prefix `lang`. */
export function firstRequests(sections: readonly SectionFacts[], lang: string): string[] {
  return sections.flatMap((section) =>
    section.__typename === 'NewsListSection' ? [newsUrl(newsListQuery(lang, 1, section.pageSize))] : [],
  );
}
