/**
 * What a reader reads of an element: its visible text, whitespace collapsed, with the
 * ranges its links cover (absolute URLs).
 *
 * Left out: what is hidden from every reader (`hidden`, `aria-hidden`, scripts, images,
 * icons, form controls) and visually hidden helper text (`.visually-hidden`) beside visible
 * text (a link's "opens in a new window", a table's caption repeating its heading); a visually
 * hidden text that is all its parent says (the "Yes" of a tick in a table cell) is content.
 */
import type { Element, ElementContent } from 'hast';
import type { TextLink } from './types';
import { attribute, hasClass } from './built-page';

/** Elements whose text never reaches a reader as text. */
const SILENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'img',
  'picture',
  'video',
  'audio',
  'iframe',
  'canvas',
  'input',
  'select',
  'textarea',
  'button',
  'label',
  'legend',
  'option',
  'datalist',
  'dialog',
  'meter',
  'progress',
]);

/** Inline elements that run on with the text around them ("see the <a>glossary</a>."). */
const RUNNING = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'strong',
  'sub',
  'sup',
  'u',
  'var',
  'wbr',
]);

/** Between two pieces that the page sets apart by layout alone (a date beside a category). */
export const SEPARATOR = ' · ';

export const VISUALLY_HIDDEN = 'visually-hidden';

/** The white space HTML collapses (a no-break space is a character of the text: French puts one before a colon). */
export const HTML_SPACE = /[ \t\n\f\r]+/g;

/** Whether an element is hidden from every reader. `hidden` tab panels are read: a tab shows them. */
export function isHidden(element: Element): boolean {
  if (SILENT.has(element.tagName)) return true;
  if (attribute(element, 'ariaHidden') === 'true') return true;
  if (element.properties.hidden !== undefined && element.properties.hidden !== false && attribute(element, 'role') !== 'tabpanel')
    return true;
  return /display:\s*none/.test(attribute(element, 'style') ?? '');
}

const shown = new WeakMap<Element, boolean>();

/** Whether an element holds text a reader sees (not counting visually hidden text). */
export function showsText(node: ElementContent): boolean {
  if (node.type === 'text') return node.value.trim() !== '';
  if (node.type !== 'element' || isHidden(node) || hasClass(node, VISUALLY_HIDDEN)) return false;
  let known = shown.get(node);
  if (known === undefined) shown.set(node, (known = node.children.some(showsText)));
  return known;
}

/** Visually hidden text counts where its parent shows nothing else (an icon's only words). */
const readsHidden = (parent: Element): boolean => !parent.children.some(showsText);

export interface Linked {
  text: string;
  links: TextLink[];
}

export interface Run {
  text: string;
  url?: string;
  /** A separator between pieces set apart by layout (SEPARATOR), a space after a colon. */
  separator?: boolean;
}

/** Runs to text: whitespace collapsed across runs, link ranges kept on the words they cover. */
export function fromRuns(runs: readonly Run[]): Linked {
  let text = '';
  const links: TextLink[] = [];
  for (const run of runs) {
    if (run.separator && (text === '' || /[:：,;]\s*$/.test(text) || text.endsWith(SEPARATOR))) {
      if (text !== '' && !text.endsWith(' ')) text += ' ';
      continue;
    }
    let value = run.text.replace(HTML_SPACE, ' ');
    if ((text === '' || text.endsWith(' ')) && value.startsWith(' ')) value = value.slice(1);
    if (!value) continue;
    if (!run.url) {
      text += value;
      continue;
    }
    // A link's own leading or trailing space belongs to the text around it.
    if (value.startsWith(' ')) {
      text += ' ';
      value = value.slice(1);
    }
    const trailing = value.endsWith(' ');
    value = value.trimEnd();
    if (!value) continue;
    const last = links[links.length - 1];
    if (last && last.url === run.url && last.end === text.length) last.end += value.length;
    else links.push({ start: text.length, end: text.length + value.length, url: run.url });
    text += value + (trailing ? ' ' : '');
  }
  const trimmed = text.trimEnd();
  return { text: trimmed, links: links.map((link) => ({ ...link, end: Math.min(link.end, trimmed.length) })) };
}

/** Resolves a link of the page against its URL: absolute, in-page anchors included. */
export const resolveUrl = (href: string, pageUrl: string): string =>
  /^[a-z][a-z\d+.-]*:/i.test(href) ? href : new URL(href, pageUrl).href;

/** The runs of an element's visible text, in reading order. */
export function runsOf(element: Element, pageUrl: string, url?: string): Run[] {
  const runs: Run[] = [];
  let previous: ElementContent | null = null;
  for (const child of element.children) {
    if (child.type === 'text') {
      // A piece set apart by layout alone before this text gets a separator.
      if (previous?.type === 'element' && !RUNNING.has(previous.tagName) && /^\S/.test(child.value) && child.value.trim())
        runs.push({ text: SEPARATOR, separator: true });
      runs.push({ text: child.value, url });
      if (child.value) previous = child;
      continue;
    }
    if (child.type !== 'element' || isHidden(child)) continue;
    if (child.tagName === 'br') {
      runs.push({ text: ' ', url });
      continue;
    }
    if (hasClass(child, VISUALLY_HIDDEN) && !readsHidden(element)) continue;
    const href = child.tagName === 'a' ? attribute(child, 'href') : null;
    const inner = runsOf(child, pageUrl, href ? resolveUrl(href, pageUrl) : url);
    if (!inner.some((run) => run.text.trim())) continue;
    if (previous && needsSeparator(previous, child))
      runs.push(previous.type === 'element' && previous.tagName === 'dt' ? { text: ': ' } : { text: SEPARATOR, separator: true });
    runs.push(...inner);
    previous = child;
  }
  return runs;
}

/** Two neighbours with no space between them that the page sets apart by layout (not a link running on in a sentence). */
function needsSeparator(previous: ElementContent, next: Element): boolean {
  if (RUNNING.has(next.tagName) && (previous.type === 'text' || RUNNING.has((previous as Element).tagName))) return false;
  if (previous.type === 'text') return !/\s$/.test(previous.value) && !RUNNING.has(next.tagName);
  return previous.type === 'element' && !(RUNNING.has(previous.tagName) && RUNNING.has(next.tagName));
}

/** The visible text of an element with its links. */
export function linkedText(element: Element, pageUrl: string): Linked {
  return fromRuns(ownRuns(element, pageUrl));
}

/** The runs of an element, itself a link or not. */
export function ownRuns(element: Element, pageUrl: string): Run[] {
  const href = element.tagName === 'a' ? attribute(element, 'href') : null;
  return runsOf(element, pageUrl, href ? resolveUrl(href, pageUrl) : undefined);
}

/** The visible text of an element. */
export const textOf = (element: Element, pageUrl: string): string => linkedText(element, pageUrl).text;
