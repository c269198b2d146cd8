/**
 * The entries of the whole-site search taken from the pages' own text (page-text/, the
 * source of the Markdown copies too): one per section of a page, one per term or question
 * that a section lists with its own text (the glossary's terms, the help centre's
 * questions), the page's description joined to the menu entry of the same page.
 */
import { stripLocale } from '../src/lib/locales';
import { matchRoute, type RouteDefinition } from '../src/lib/routes';
import type { IndexedEntry } from '../src/lib/search-index';
import type { Block, PageText, TextItem, TextSection } from './derived/types';

/** Longer body text is cut: the words that find a section are rarely past its first paragraphs. */
export const MAX_ENTRY_TEXT = 400;

const clip = (text: string): string => (text.length > MAX_ENTRY_TEXT ? text.slice(0, MAX_ENTRY_TEXT) : text);

/**
 * An item that leads elsewhere (its title links a page, its text links other pages: a document
 * in several languages) is a link of its section, not a result of its own; links within the
 * page (a glossary term's "see also") do not make it one.
 */
const isLink = (item: TextItem): boolean => item.url !== undefined || (item.textLinks ?? []).some((link) => !link.url.includes('#'));

/** The text of the blocks that do not become entries of their own. */
function blockText(block: Block): string[] {
  switch (block.kind) {
    case 'paragraph':
    case 'preformatted':
      return [block.text];
    case 'items':
      return block.items.filter((item) => !item.text || isLink(item)).map((item) => item.title);
    case 'table':
      return block.rows.map((row) => row.join(' '));
    case 'faq':
      return [];
  }
}

/** The terms and questions a block lists with their own text: entries of their own. */
function blockEntries(block: Block): { title: string; text: string; anchor?: string }[] {
  if (block.kind === 'faq') return block.items.map((item) => ({ title: item.question, text: item.answer }));
  if (block.kind === 'items')
    return block.items
      .filter((item) => item.text && !isLink(item))
      .map((item) => ({ title: item.title, text: item.text ?? '', ...(item.anchor ? { anchor: item.anchor } : {}) }));
  return [];
}

/**
 * The menu section a page path belongs to: its own route's, else that of the nearest route
 * above it; null for the pages of no menu section (the home page, the legal documents),
 * which the search leaves out: its categories are the menu's sections (§2).
 */
export function categoryOfPath(routes: readonly RouteDefinition[], menuSections: ReadonlySet<string>): (pagePath: string) => string | null {
  const sectionOf = new Map(routes.map((route) => [route.path.replace(/^\/+|\/+$/g, ''), route.section]));
  return (pagePath) => {
    for (let parts = pagePath.split('/'); parts.length > 0; parts = parts.slice(0, -1)) {
      const section = sectionOf.get(parts.join('/'));
      if (section) return menuSections.has(section) ? section : null;
    }
    return null;
  };
}

/** The route of a page path: the static route of that path, else the parameterised route it fits. */
export function routeIdOfPath(routes: readonly RouteDefinition[]): (pagePath: string) => string | null {
  const ordered = [...routes.filter((route) => !route.param), ...routes.filter((route) => route.param)];
  return (pagePath) => ordered.find((route) => matchRoute(route, pagePath))?.id ?? null;
}

/** Where a page's entries belong: its menu section, and its kind of content (data/search.json) if it has one. */
export interface PageCategory {
  category: string;
  kind?: string;
}

/**
 * The entries of one page: `menuEntryOf` is the menu's entry of the same path, which takes
 * the page's description as its text (the menu entry is the page's own result).
 */
export function pageSearchEntries(
  page: PageText,
  { category, kind }: PageCategory,
  menuEntryOf: (pagePath: string) => IndexedEntry | undefined,
): IndexedEntry[] {
  const path = stripLocale(new URL(page.url).pathname);
  const menuEntry = menuEntryOf(path);
  const entries: IndexedEntry[] = [];
  const entry = (title: string, trail: string[], text: string, anchor?: string): IndexedEntry => ({
    title,
    path,
    href: null,
    breadcrumb: trail.join(' > '),
    category,
    ...(kind ? { kind } : {}),
    ...(text ? { text: clip(text) } : {}),
    ...(anchor ? { anchor } : {}),
  });
  let pageEntry: IndexedEntry | null = null;
  if (menuEntry) {
    menuEntry.text = clip(page.description);
    if (kind) menuEntry.kind = kind;
  } else {
    pageEntry = entry(
      page.title,
      page.breadcrumb.slice(1, -1).map((crumb) => crumb.label),
      page.description,
    );
    entries.push(pageEntry);
  }
  // The anchor is the top section's: the page gives its subsections (a FAQ's groups) no id of their own.
  const walk = (section: TextSection, trail: string[], anchor: string) => {
    const title = section.title ?? page.title;
    const text = section.blocks.flatMap(blockText).join(' ');
    // An untitled text at the top of a page outside the menu (a news story's) is that page's own: one result, not two of one title.
    if (!section.title && pageEntry && trail.length === 1)
      pageEntry.text = clip(text.includes(page.description) ? text : `${page.description} ${text}`);
    else if (section.title || text) entries.push(entry(title, trail, text, anchor));
    const below = section.title ? [...trail, section.title] : trail;
    for (const block of section.blocks) {
      // An item with an id of its own (a glossary term) is linked to it; the others to their section.
      for (const item of blockEntries(block)) entries.push(entry(item.title, below, item.text, item.anchor ?? anchor));
    }
    for (const subsection of section.subsections) walk(subsection, below, anchor);
  };
  for (const section of page.sections) walk(section, [page.title], section.id);
  return entries;
}
