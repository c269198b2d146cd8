/**
 * A built page's text (gatsby/page-text/types.ts: sections, paragraphs, items, tables, FAQ)
 * read from its HTML: the head's title and description, the page header's breadcrumb, the
 * `<main>` element in reading order, the footer's risk warning. The Markdown copy
 * (page-text/markdown.ts) and the search entries (search-pages.ts) are made from it, so both
 * hold what the page shows and nothing a second renderer would have to keep in step.
 *
 * How the HTML reads (semantic HTML, no component's class names):
 * - a `section` or `article` with a heading of its own (its `aria-labelledby`, or its first
 *   heading), a tab panel (titled by its tab), and any element that opens with a heading (a
 *   group of a list) is a section of the outline; a section without a heading is one when it
 *   has an id (an anchor), else its content belongs to the section around it;
 * - other headings open a section that runs to the next heading of their rank or above;
 * - `p` and other text: paragraphs; `ul`/`ol`: items, each an item's title (its first piece:
 *   a heading, a link, a name) and text (the rest); `dl`: items (term, description); tables
 *   (head row, rows); `details`: questions (summary) and answers;
 * - left out: navigation inside the page (`nav`), search boxes (`role="search"`), form
 *   controls and their labels, and what inline.ts leaves out of a text.
 */
import type { Element, ElementContent } from 'hast';
import type { MarkdownLabels } from './markdown';
import type { Block, Crumb, PageText, TextItem, TextLink, TextSection } from './types';
import { type BuiltPage, attribute, elements, hasClass, isElement } from './built-page';
import {
  fromRuns,
  HTML_SPACE,
  isHidden,
  type Linked,
  linkedText,
  ownRuns,
  resolveUrl,
  runsOf,
  SEPARATOR,
  showsText,
  textOf,
  VISUALLY_HIDDEN,
} from './inline';

export interface DerivedText {
  page: PageText;
  /** The words of the Markdown copy's own lines, as the page has them. */
  labels: MarkdownLabels;
}

const headingRank = (element: Element): number => {
  const match = /^h([1-6])$/.exec(element.tagName);
  return match ? Number(match[1]) : 0;
};

/** Elements that hold blocks; any other element holds a run of text (a paragraph when alone). */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'div',
  'dl',
  'fieldset',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);

/** Elements that are never read as content: in-page navigation, search boxes, form captions. */
const skipped = (element: Element): boolean =>
  element.tagName === 'nav' || element.tagName === 'label' || element.tagName === 'legend' || attribute(element, 'role') === 'search';

const holding = new WeakMap<Element, boolean>();

/** Whether an element holds blocks (else it is a run of text). */
function holdsBlocks(element: Element): boolean {
  let known = holding.get(element);
  if (known === undefined)
    holding.set(
      element,
      (known = element.children.some((child) => isElement(child) && !isHidden(child) && (BLOCKS.has(child.tagName) || holdsBlocks(child)))),
    );
  return known;
}

/** A heading that only labels a group of a list: one letter (a glossary's index). */
const isIndexLetter = (text: string): boolean => [...text].length === 1;

interface Open {
  section: TextSection;
  /** The rank of the heading that opened it; 0 for an element's section, which only its end closes. */
  rank: number;
}

class Outline {
  readonly root: TextSection = { id: '', title: null, blocks: [], subsections: [] };
  private readonly consumed = new Set<Element>();
  private readonly byId = new Map<string, Element>();

  constructor(
    private readonly main: Element,
    private readonly pageUrl: string,
  ) {}

  read(): TextSection[] {
    for (const element of elements(this.main)) {
      const id = attribute(element, 'id');
      if (id) this.byId.set(id, element);
    }
    this.flow(this.main, [{ section: this.root, rank: 0 }]);
    return withText(this.root.subsections);
  }

  private text(element: Element): Linked {
    return linkedText(element, this.pageUrl);
  }

  /** Adds a block where reading has got to: after a section's subsections, in an untitled one of its own. */
  private add(stack: Open[], block: Block): void {
    const { section } = stack[stack.length - 1];
    if (section.subsections.length === 0 && section !== this.root) {
      section.blocks.push(block);
      return;
    }
    const last = section.subsections[section.subsections.length - 1];
    if (last && last.title === null && !last.label && last.subsections.length === 0 && last.id === '') last.blocks.push(block);
    else section.subsections.push({ id: '', title: null, blocks: [block], subsections: [] });
  }

  private open(stack: Open[], section: TextSection, rank: number): void {
    // A heading closes the sections its rank ends (not the element's own: rank 0).
    while (rank > 0 && stack.length > 1 && stack[stack.length - 1].rank >= rank) stack.pop();
    stack[stack.length - 1].section.subsections.push(section);
    stack.push({ section, rank });
  }

  /** The heading that titles a section element: the one it is labelled by, else its first heading before any other text. */
  private titleOf(element: Element): Element | null {
    const labelledBy = attribute(element, 'ariaLabelledBy');
    if (labelledBy) {
      const label = this.byId.get(labelledBy);
      if (label && headingRank(label) > 0) return label;
    }
    return this.leadingHeading(element);
  }

  /** The heading an element opens with, if no other text comes before it. */
  private leadingHeading(element: Element): Element | null {
    for (const child of element.children) {
      if (!isElement(child)) {
        if (child.type === 'text' && child.value.trim()) return null;
        continue;
      }
      if (isHidden(child) || skipped(child) || hasClass(child, VISUALLY_HIDDEN) || !showsText(child)) continue;
      if (headingRank(child) > 0) return this.consumed.has(child) ? null : child;
      // A section inside has its own heading.
      if (child.tagName === 'section' || child.tagName === 'article' || attribute(child, 'role') === 'tabpanel') return null;
      return BLOCKS.has(child.tagName) ? this.leadingHeading(child) : null;
    }
    return null;
  }

  /** A tab panel's title: its tab's text. */
  private tabTitle(panel: Element): string | null {
    const labelledBy = attribute(panel, 'ariaLabelledBy');
    const tab = labelledBy ? this.byId.get(labelledBy) : undefined;
    return tab ? fromRuns(runsOf({ ...tab, tagName: 'span' }, this.pageUrl)).text || null : null;
  }

  /** A section element, a tab panel or a group that opens with a heading: a section of the outline, or null to read through it. */
  private sectionOf(element: Element): { section: TextSection; heading: Element | null } | null {
    const id = attribute(element, 'id') ?? '';
    if (attribute(element, 'role') === 'tabpanel') {
      const title = this.tabTitle(element);
      return title ? { section: { id: '', title, blocks: [], subsections: [] }, heading: null } : null;
    }
    const sectioning = element.tagName === 'section' || element.tagName === 'article';
    const heading = sectioning ? this.titleOf(element) : this.leadingHeading(element);
    if (!heading) return sectioning && id ? { section: { id, title: null, blocks: [], subsections: [] }, heading: null } : null;
    // A group's heading is the group's (its own id, if it has one: a chapter, a letter of an index).
    const anchor = id || (attribute(heading, 'id') ?? '');
    const title = textOf(heading, this.pageUrl);
    const section: TextSection = isIndexLetter(title)
      ? { id: anchor, title: null, label: title, blocks: [], subsections: [] }
      : { id: anchor, title, blocks: [], subsections: [] };
    return { section, heading };
  }

  private flow(container: Element, stack: Open[]): void {
    let pending: ElementContent[] = [];
    const flush = () => {
      if (pending.length === 0) return;
      const text = this.text({ type: 'element', tagName: 'p', properties: {}, children: pending });
      pending = [];
      if (text.text) this.add(stack, paragraph(text));
    };
    for (const child of container.children) {
      if (child.type === 'text') {
        pending.push(child);
        continue;
      }
      if (!isElement(child) || isHidden(child) || skipped(child) || this.consumed.has(child)) continue;
      if (hasClass(child, VISUALLY_HIDDEN)) continue;
      if (!BLOCKS.has(child.tagName) && !holdsBlocks(child)) {
        pending.push(child);
        continue;
      }
      flush();
      this.block(child, stack);
    }
    flush();
  }

  private block(element: Element, stack: Open[]): void {
    const rank = headingRank(element);
    if (rank > 0) {
      const title = textOf(element, this.pageUrl);
      if (!title) return;
      const id = attribute(element, 'id') ?? '';
      this.open(
        stack,
        isIndexLetter(title) ? { id, title: null, label: title, blocks: [], subsections: [] } : { id, title, blocks: [], subsections: [] },
        rank,
      );
      return;
    }
    switch (element.tagName) {
      case 'ul':
      case 'ol': {
        const items = listItems(element, this.pageUrl);
        if (items.length) this.add(stack, { kind: 'items', ordered: element.tagName === 'ol', items });
        return;
      }
      case 'dl': {
        const items = definitionItems(element, this.pageUrl);
        if (items.length) this.add(stack, { kind: 'items', ordered: false, items });
        return;
      }
      case 'table': {
        const caption = captionOf(element, this.pageUrl);
        if (caption?.text) this.add(stack, paragraph(caption));
        const table = tableBlock(element, this.pageUrl);
        if (table) this.add(stack, table);
        return;
      }
      case 'details': {
        const question = this.faqItem(element);
        if (!question) return;
        const { section } = stack[stack.length - 1];
        const last = section.subsections.length ? null : section.blocks[section.blocks.length - 1];
        if (last?.kind === 'faq') last.items.push(question);
        else this.add(stack, { kind: 'faq', items: [question] });
        return;
      }
      case 'pre': {
        const text = preformattedText(element);
        if (text) this.add(stack, { kind: 'preformatted', text });
        return;
      }
      case 'p':
      case 'address':
      case 'figcaption': {
        if (holdsBlocks(element)) break;
        const text = this.text(element);
        if (text.text) this.add(stack, paragraph(text));
        return;
      }
    }
    const links = linkRow(element);
    if (links) {
      const items = links.flatMap((link) => itemOf(link, this.pageUrl) ?? []);
      if (items.length) this.add(stack, { kind: 'items', ordered: false, items });
      return;
    }
    const found = this.sectionOf(element);
    if (found) {
      if (found.heading) this.consumed.add(found.heading);
      this.open(stack, found.section, 0);
      this.flow(element, [...stack]);
      stack.pop();
      return;
    }
    if (holdsBlocks(element)) this.flow(element, stack);
    else {
      const text = this.text(element);
      if (text.text) this.add(stack, paragraph(text));
    }
  }

  private faqItem(details: Element): { question: string; answer: string; answerLinks?: TextLink[] } | null {
    const summary = details.children.find((child): child is Element => isElement(child) && child.tagName === 'summary');
    if (!summary) return null;
    const question = textOf(summary, this.pageUrl);
    const answer = this.text({ ...details, children: details.children.filter((child) => child !== summary) });
    return { question, answer: answer.text, ...(answer.links.length ? { answerLinks: answer.links } : {}) };
  }
}

/** A row of links and nothing else (a section's actions): its links, read as a list. */
function linkRow(element: Element): Element[] | null {
  if (element.tagName !== 'div') return null;
  const visible = element.children.filter(showsText);
  return visible.length > 1 && visible.every((child) => isElement(child) && child.tagName === 'a') ? (visible as Element[]) : null;
}

const paragraph = ({ text, links }: Linked): Block => ({ kind: 'paragraph', text, ...(links.length ? { links } : {}) });

/** A `pre` element's text as written: its lines kept, trailing spaces and blank edges dropped. */
function preformattedText(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Element) => {
    for (const child of node.children) {
      if (child.type === 'text') parts.push(child.value);
      else if (isElement(child) && !isHidden(child)) walk(child);
    }
  };
  walk(element);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

/** Drops sections with nothing to read. */
function withText(sections: TextSection[]): TextSection[] {
  return sections
    .map((entry) => ({ ...entry, subsections: withText(entry.subsections) }))
    .filter((entry) => entry.blocks.length > 0 || entry.subsections.length > 0);
}

/**
 * The pieces of an item, in order: the visible children of the element it comes down to
 * (an item wrapping one element is that element's pieces); an element with text of its own
 * is one piece.
 */
function piecesOf(element: Element): Element[] {
  const visible = element.children.filter(showsTextOrHidden(element));
  if (element.tagName === 'a' || visible.some((child) => child.type === 'text') || headingRank(element) > 0 || element.tagName === 'p')
    return [element];
  const children = visible.filter(isElement);
  if (children.length === 1) return piecesOf(children[0]);
  return children;
}

/** Children that show text, visually hidden ones included where they are all their parent says. */
const showsTextOrHidden = (parent: Element) => (child: ElementContent) =>
  showsText(child) || (isElement(child) && hasClass(child, VISUALLY_HIDDEN) && !parent.children.some(showsText) && !isHidden(child));

/** The link a piece is: its text is all one link's. */
function pieceUrl(text: Linked): string | undefined {
  const [link] = text.links;
  return text.links.length === 1 && link.start === 0 && link.end === text.text.length ? link.url : undefined;
}

/** The heading an item's pieces hold: the item's title, wherever the card places it (after a date, a category). */
const headingOf = (pieces: Element[]): Element | undefined =>
  pieces.find((piece) => headingRank(piece) > 0) ??
  pieces.flatMap(piecesOf).find((piece) => headingRank(piece) > 0 && piecesOf(piece).length === 1);

function itemOf(element: Element, pageUrl: string, anchor?: string): TextItem | null {
  let pieces = piecesOf(element);
  if (pieces.length === 0) return null;
  const heading = headingOf(pieces);
  if (heading && !pieces.includes(heading))
    pieces = pieces.flatMap((piece) => (piecesOf(piece).includes(heading) ? piecesOf(piece) : [piece]));
  const first = heading ?? pieces[0];
  const rest = pieces.filter((piece) => piece !== first);
  const title = linkedText(first, pageUrl);
  if (!title.text) return null;
  const body = fromRuns(
    rest.flatMap((piece, index) => [...(index ? [{ text: SEPARATOR, separator: true }] : []), ...ownRuns(piece, pageUrl)]),
  );
  // A card with a heading links where its only link goes (a download's button), else where its title links.
  const only = heading && title.links.length === 0 && body.links.length === 1 ? body.links[0].url : undefined;
  const url = pieceUrl(title) ?? only;
  return {
    title: title.text,
    ...(url ? { url } : {}),
    ...(body.text ? { text: body.text } : {}),
    ...(body.links.length ? { textLinks: body.links } : {}),
    ...(anchor ? { anchor } : {}),
  };
}

function listItems(list: Element, pageUrl: string): TextItem[] {
  return list.children
    .filter((child): child is Element => isElement(child) && child.tagName === 'li' && !isHidden(child))
    .flatMap((li) => itemOf(li, pageUrl, attribute(li, 'id') ?? undefined) ?? []);
}

/** A description list's terms (`dt`) with their descriptions (`dd`); a term's anchor is its own id or its group's. */
function definitionItems(list: Element, pageUrl: string): TextItem[] {
  const items: TextItem[] = [];
  const read = (parent: Element, groupId?: string) => {
    let current: { term: Element; anchor?: string; descriptions: Element[] } | null = null;
    const done = () => {
      if (!current) return;
      const title = textOf(current.term, pageUrl);
      const body = fromRuns(
        current.descriptions.flatMap((dd, index) => [...(index ? [{ text: SEPARATOR, separator: true }] : []), ...ownRuns(dd, pageUrl)]),
      );
      const link = linkedText(current.term, pageUrl);
      const url = pieceUrl(link);
      if (title)
        items.push({
          title,
          ...(url ? { url } : {}),
          ...(body.text ? { text: body.text } : {}),
          ...(body.links.length ? { textLinks: body.links } : {}),
          ...(current.anchor ? { anchor: current.anchor } : {}),
        });
      current = null;
    };
    for (const child of parent.children) {
      if (!isElement(child) || isHidden(child)) continue;
      if (child.tagName === 'div') {
        done();
        read(child, attribute(child, 'id') ?? undefined);
      } else if (child.tagName === 'dt') {
        done();
        current = { term: child, anchor: attribute(child, 'id') ?? groupId, descriptions: [] };
      } else if (child.tagName === 'dd' && current) current.descriptions.push(child);
    }
    done();
  };
  read(list);
  return items;
}

/** A cell's content with its buttons read as text: a head cell's sort button says the column's name. */
const buttonsAsText = (element: Element): Element => ({
  ...element,
  tagName: element.tagName === 'button' ? 'span' : element.tagName,
  children: element.children.map((child) => (isElement(child) ? buttonsAsText(child) : child)),
});

/** A visible caption says what the table holds (a day of the calendar); a visually hidden one repeats the section's heading. */
function captionOf(table: Element, pageUrl: string): Linked | null {
  const caption = table.children.find((child): child is Element => isElement(child) && child.tagName === 'caption');
  return caption && !hasClass(caption, VISUALLY_HIDDEN) && !isHidden(caption) ? linkedText(caption, pageUrl) : null;
}

/** A table: its head row's cells as columns (else its first row's), its other rows. */
function tableBlock(table: Element, pageUrl: string): Block | null {
  const rows = [...elements(table)].filter((element) => element.tagName === 'tr');
  const cells = (row: Element) =>
    row.children
      .filter((cell): cell is Element => isElement(cell) && (cell.tagName === 'td' || cell.tagName === 'th'))
      .map((cell) => linkedText(buttonsAsText(cell), pageUrl));
  const [head, ...body] = rows.map(cells);
  if (!head || head.length === 0) return null;
  const bodyRows = body.filter((row) => row.some((cell) => cell.text));
  const hasLinks = bodyRows.some((row) => row.some((cell) => cell.links.length));
  return {
    kind: 'table',
    columns: head.map((cell) => cell.text),
    rows: bodyRows.map((row) => row.map((cell) => cell.text)),
    ...(hasLinks ? { links: bodyRows.map((row) => row.map((cell) => cell.links)) } : {}),
  };
}

/** The page header of `<main>` (its breadcrumb, heading and introduction): read for the copy's own lines. */
function pageHeader(main: Element): Element | undefined {
  return [...elements(main)].find(
    (element) => element.tagName === 'header' && [...elements(element)].some((child) => child.tagName === 'h1'),
  );
}

function breadcrumbOf(header: Element | undefined, page: BuiltPage): { label: string; crumbs: Crumb[] } {
  const nav = header && [...elements(header)].find((element) => element.tagName === 'nav');
  if (!nav) return { label: '', crumbs: [] };
  const crumbs = [...elements(nav)]
    .filter((element) => element.tagName === 'li')
    .map((li): Crumb => {
      const link = [...elements(li)].find((element) => element.tagName === 'a' && attribute(element, 'href'));
      const current = attribute(li, 'ariaCurrent') === 'page';
      return {
        label: textOf(li, page.canonical),
        url: link ? resolveUrl(String(attribute(link, 'href')), page.canonical) : current ? page.canonical : null,
      };
    });
  return { label: attribute(nav, 'ariaLabel') ?? '', crumbs };
}

/** The page's title: the document's title without the site's name after it. */
function pageTitle(page: BuiltPage): string {
  const suffix = ` | ${page.siteName}`;
  return page.siteName && page.documentTitle.endsWith(suffix) ? page.documentTitle.slice(0, -suffix.length) : page.documentTitle;
}

/** The text of a built page. */
export function derivePageText(page: BuiltPage): DerivedText {
  const header = pageHeader(page.main);
  const { label, crumbs } = breadcrumbOf(header, page);
  // The page header gives the copy its title and breadcrumb lines; what else it shows (a story's date) is text.
  const main: Element = header
    ? { ...page.main, children: page.main.children.map((child) => (child === header ? withoutTitle(header, page) : child)) }
    : page.main;
  const url = page.canonical;
  const home = crumbs[0]?.url ?? new URL(url).origin;
  return {
    page: {
      url,
      homeUrl: home,
      language: page.lang,
      title: pageTitle(page),
      description: page.description,
      breadcrumb: crumbs,
      sections: new Outline(main, url).read(),
      riskWarning: page.risk?.text ?? '',
    },
    labels: { breadcrumb: label, riskTitle: page.risk?.title ?? '' },
  };
}

/** The page header less its breadcrumb, heading and introduction (the copy's title, breadcrumb and description lines say them). */
function withoutTitle(header: Element, page: BuiltPage): Element {
  const description = page.description.replace(HTML_SPACE, ' ').trim();
  const said = (element: Element): boolean =>
    element.tagName === 'nav' || element.tagName === 'h1' || (element.tagName === 'p' && textOf(element, page.canonical) === description);
  const strip = (element: Element): Element => ({
    ...element,
    children: element.children
      .filter((child) => !(isElement(child) && said(child)))
      .map((child) => (isElement(child) ? strip(child) : child)),
  });
  return strip(header);
}
