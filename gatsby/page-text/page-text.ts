/**
 * A page's text as structured blocks, built from the same page body (src/lib/sections/) and
 * translations the page renders, in the order it shows them: what the Markdown copies
 * (markdown.ts), the structured data (structured-data.ts) and, later, a whole-site search
 * index read, so each section type's wording is decided once here rather than once per reader.
 *
 * Sections filled in the browser (a lead form's fields, the calculator) keep only what their
 * prebuilt HTML shows: their title, introduction and note; the lists (news, articles, videos,
 * promotions, webinars, the calendar) their first page as built into the HTML.
 */
import { localizedPath } from '../../src/lib/locales';
import { absoluteUrl } from '../../src/lib/seo';
import { renderText, type Translate } from '../../src/lib/text';
import type { Section } from '../../src/lib/sections/types';
import type { FirstPages } from '../list-first-pages';
import type { Context } from './blocks';
import { sectionText } from './section-body';
import type { Crumb, ListedItems, PageText, TextLocale, TextSection, Texts } from './types';

export type { Block, Crumb, ListedItems, PageText, TextItem, TextLocale, TextSection, Texts } from './types';

export const textsOf = (t: Translate, exists: (key: string) => boolean): Texts => ({
  t,
  optional: (key) => (exists(key) ? t(key) : null),
});

const isEmpty = (entry: TextSection): boolean => entry.blocks.length === 0 && entry.subsections.every(isEmpty);

/** Drops sections with nothing to read (a browser-filled list with no introduction). */
function withText(sections: TextSection[]): TextSection[] {
  return sections.filter((entry) => !isEmpty(entry)).map((entry) => ({ ...entry, subsections: withText(entry.subsections) }));
}

export interface PageTextSource {
  locale: TextLocale;
  /** The page's path below the prefix. */
  path: string;
  title: string;
  description: string;
  /** Whether the page shows a breadcrumb (home pages do not). */
  breadcrumb: boolean;
  /** The menu section's title the breadcrumb shows between home and the page, if any. */
  sectionTitle: string | null;
  /** The list an item belongs to (a news story's list): a linked crumb before the item. */
  parent?: { title: string; path: string };
  sections: Section[];
  /** Sections beyond the body's (an article's text). */
  extra?: TextSection[];
  /** The latest items the overview lists (none: it shows only its frame's texts). */
  items?: ListedItems;
  /** The first pages of the page's lists, as its HTML shows them (none: those lists show only their frame's texts). */
  firstPages?: FirstPages;
}

/** A page's text: header, breadcrumb, sections and the risk warning. */
export function pageText(source: PageTextSource, texts: Texts): PageText {
  const link = (routePath: string) => absoluteUrl(localizedPath(source.locale.code, routePath));
  const ctx: Context = {
    ...texts,
    locale: source.locale,
    items: source.items ?? { news: [], insight: [] },
    firstPages: source.firstPages ?? {},
    link,
    text: (value) => renderText(value, texts.t),
  };
  const breadcrumb: Crumb[] = [
    { label: texts.t('common:meta.home'), url: link('') },
    ...(source.sectionTitle ? [{ label: source.sectionTitle, url: null }] : []),
    ...(source.parent ? [{ label: source.parent.title, url: link(source.parent.path) }] : []),
    { label: source.title, url: link(source.path) },
  ];
  return {
    url: link(source.path),
    homeUrl: link(''),
    language: source.locale.tag,
    title: source.title,
    description: source.description,
    breadcrumb: source.breadcrumb ? breadcrumb : [],
    sections: withText([...source.sections.map((entry) => sectionText(entry, ctx)), ...(source.extra ?? [])]),
    riskWarning: texts.t('common:footer.risk'),
  };
}
