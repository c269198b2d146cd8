/**
 * A built page as its HTML has it: the head's facts (language, title, description, canonical
 * URL, robots, the link to its Markdown copy), the `<main>` element, and the footer's risk
 * warning. Parsed with parse5 through hast (hast-util-from-html, rehype's own parser).
 *
 * Only three slices of the file are parsed: the head without its inline style and scripts,
 * `<main>`, and the footer. A page is 140 KB of which `<main>` is about 12 KB; parsing the
 * whole file costs about three times as much (docs/machine-readers.md).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';

export interface BuiltPage {
  /** The language tag of `<html lang>`. */
  lang: string;
  /** `<title>`, as the browser shows it (with the site name). */
  documentTitle: string;
  /** The site name (`og:site_name`), which `documentTitle` ends with after a separator. */
  siteName: string;
  description: string;
  /** The canonical URL (absolute). */
  canonical: string;
  /** `<meta name="robots">`, or '' for none. */
  robots: string;
  /** The href of `<link rel="alternate" type="text/markdown">`, or null. */
  markdownHref: string | null;
  main: Element;
  /** The footer's risk warning: its heading and its text. */
  risk: { title: string; text: string } | null;
}

/** The part of the HTML from `open` to the end of `close`, or null. */
function sliceOf(html: string, open: string, close: string): string | null {
  const start = html.indexOf(open);
  if (start < 0) return null;
  const end = html.indexOf(close, start);
  return end < 0 ? null : html.slice(start, end + close.length);
}

export const isElement = (node: RootContent | ElementContent | Root | undefined): node is Element => node?.type === 'element';

export function* elements(node: Root | Element): Generator<Element> {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    yield child;
    yield* elements(child);
  }
}

export const attribute = (element: Element, name: string): string | null => {
  const value = element.properties[name];
  if (value === undefined || value === null || value === false) return null;
  return Array.isArray(value) ? value.join(' ') : String(value);
};

export const hasClass = (element: Element, name: string): boolean => {
  const value = element.properties.className;
  return Array.isArray(value) && value.includes(name);
};

/** The text of a node as written, whitespace collapsed (for the head's and footer's plain elements). */
export function plainText(node: Element | Root): string {
  const parts: string[] = [];
  const walk = (current: Element | Root) => {
    for (const child of current.children) {
      if (child.type === 'text') parts.push(child.value);
      else if (child.type === 'element') walk(child);
    }
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * The footer's risk warning: the block of the footer whose heading is followed by one
 * paragraph, marked by the component (SiteFooter's `data-risk-warning`).
 */
function riskWarning(footer: Root): BuiltPage['risk'] {
  for (const element of elements(footer)) {
    if (attribute(element, 'dataRiskWarning') === null) continue;
    const heading = [...elements(element)].find((child) => /^h[1-6]$/.test(child.tagName));
    const paragraphs = [...elements(element)].filter((child) => child.tagName === 'p');
    if (!heading || paragraphs.length === 0) return null;
    return { title: plainText(heading), text: paragraphs.map(plainText).join(' ') };
  }
  return null;
}

/** The parts of a page's HTML that its derived text is made of: the head (less its inline style and scripts, most of its bytes and none of its facts), `<main>`, the footer. */
function slicesOf(html: string): { head: string; main: string | null; footer: string | null } {
  return {
    head: (sliceOf(html, '<html', '</head>') ?? '').replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, ''),
    main: sliceOf(html, '<main', '</main>'),
    footer: sliceOf(html, '<footer', '</footer>'),
  };
}

/** What the derivation reads of a page, as one string: equal strings make equal derived files. */
export function derivedInput(html: string): string {
  const { head, main, footer } = slicesOf(html);
  return `${head}\n${main ?? ''}\n${footer ?? ''}`;
}

/** The footers read lately: a prefix's pages share one, so each is parsed once (a page's own, marking its link, is let go). */
const footers = new Map<string, BuiltPage['risk']>();
const FOOTERS_KEPT = 64;

function footerRisk(footerHtml: string): BuiltPage['risk'] {
  let risk = footers.get(footerHtml);
  if (risk === undefined) {
    if (footers.size >= FOOTERS_KEPT) footers.clear();
    footers.set(footerHtml, (risk = riskWarning(fromHtml(footerHtml, { fragment: true }))));
  }
  return risk;
}

/** Reads a built HTML page; null when it has no `<main>` (not a page a reader reads). */
export function readBuiltPage(html: string): BuiltPage | null {
  const { head: headHtml, main: mainHtml, footer: footerHtml } = slicesOf(html);
  if (mainHtml === null) return null;
  const main = fromHtml(mainHtml, { fragment: true }).children.find(isElement);
  if (!main || main.tagName !== 'main') return null;
  const head = fromHtml(`${headHtml}</html>`);
  const htmlElement = [...elements(head)].find((element) => element.tagName === 'html');
  const meta = (key: 'name' | 'property', value: string) =>
    [...elements(head)].find((element) => element.tagName === 'meta' && attribute(element, key) === value);
  const link = (test: (element: Element) => boolean) => [...elements(head)].find((element) => element.tagName === 'link' && test(element));
  const title = [...elements(head)].find((element) => element.tagName === 'title');
  const markdown = link((element) => attribute(element, 'type') === 'text/markdown');
  return {
    lang: (htmlElement && attribute(htmlElement, 'lang')) ?? '',
    documentTitle: title ? plainText(title) : '',
    siteName: attribute(meta('property', 'og:site_name') ?? ({ properties: {} } as Element), 'content') ?? '',
    description: attribute(meta('name', 'description') ?? ({ properties: {} } as Element), 'content') ?? '',
    canonical: attribute(link((element) => attribute(element, 'rel') === 'canonical') ?? ({ properties: {} } as Element), 'href') ?? '',
    robots: attribute(meta('name', 'robots') ?? ({ properties: {} } as Element), 'content') ?? '',
    markdownHref: markdown ? attribute(markdown, 'href') : null,
    main,
    risk: footerHtml ? footerRisk(footerHtml) : null,
  };
}
