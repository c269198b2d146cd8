/**
 * The Markdown copy of a page (llmstxt.org's convention: the page's URL + `index.md`), from
 * its structured text (page-text.ts): title, description, breadcrumb, the sections in reading
 * order, the risk warning. Links are absolute, in the page's own language prefix.
 */
import type { Block, PageText, TextItem, TextLink, TextSection } from './types';

/** Text as Markdown reads it literally (no stray emphasis, links or HTML from the translations), spaces kept. */
const escapeInline = (text: string): string => text.replace(/\s+/g, ' ').replace(/([\\`*_[\]<>|])/g, '\\$1');

/** Text as Markdown reads it literally: no stray emphasis, links or HTML from the translations. */
export const escapeMarkdown = (text: string): string => escapeInline(text).trim();

/** A URL as a Markdown link destination: in angle brackets when it holds spaces or parentheses. */
const destination = (url: string): string => (/[\s()<>]/.test(url) ? `<${url.replace(/[<>\s]/g, encodeURIComponent)}>` : url);

/** A block's text that would open with a heading or list marker ("# Title", "1. Step") starts with it escaped. */
const literalStart = (markdown: string): string => markdown.replace(/^(#|[-+](?=\s|$))/, '\\$1').replace(/^(\d+)([.)])(?=\s|$)/, '$1\\$2');

/** A fence longer than any run of backticks in the text. */
const fenceFor = (text: string): string => '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map(([run]) => run.length + 1)));

/** Text with its links (`[start, end)` ranges, in order) as Markdown links, the rest escaped. */
export function linkedMarkdown(text: string, links: readonly TextLink[] = []): string {
  let out = '';
  let position = 0;
  for (const link of links) {
    out += `${escapeInline(text.slice(position, link.start))}[${escapeMarkdown(text.slice(link.start, link.end))}](${destination(link.url)})`;
    position = link.end;
  }
  return (out + escapeInline(text.slice(position))).trim();
}

const escapeCell = (text: string, links?: TextLink[]) => linkedMarkdown(text, links);

function item(entry: TextItem): string {
  const title = entry.url ? `[${escapeMarkdown(entry.title)}](${destination(entry.url)})` : escapeMarkdown(entry.title);
  if (!entry.text) return literalStart(title);
  return `**${title}**: ${linkedMarkdown(entry.text, entry.textLinks)}`;
}

/**
 * Two lists in a row are one list to Markdown unless their markers differ (CommonMark): the
 * second of two takes the other bullet (`*`) or delimiter (`1)`).
 */
function block(entry: Block, afterList: boolean): string {
  switch (entry.kind) {
    case 'paragraph':
      return literalStart(linkedMarkdown(entry.text, entry.links));
    case 'preformatted': {
      const fence = fenceFor(entry.text);
      return `${fence}text\n${entry.text}\n${fence}`;
    }
    case 'items':
      return entry.items
        .map((line, index) => `${entry.ordered ? `${index + 1}${afterList ? ')' : '.'}` : afterList ? '*' : '-'} ${item(line)}`)
        .join('\n');
    case 'table': {
      const row = (cells: string[], links?: TextLink[][]) =>
        `| ${cells.map((cell, column) => escapeCell(cell, links?.[column])).join(' | ')} |`;
      return [
        row(entry.columns),
        `|${entry.columns.map(() => ' --- |').join('')}`,
        ...entry.rows.map((cells, index) => row(cells, entry.links?.[index])),
      ].join('\n');
    }
    case 'faq':
      return entry.items
        .map(
          ({ question, answer, answerLinks }) => `**${escapeMarkdown(question)}**\n\n${literalStart(linkedMarkdown(answer, answerLinks))}`,
        )
        .join('\n\n');
  }
}

/** Whether the block at `index` is a list right after a list of its kind that kept the first marker (so markers alternate). */
function listAfterList(blocks: Block[], index: number): boolean {
  const current = blocks[index];
  const previous = blocks[index - 1];
  if (current?.kind !== 'items' || previous?.kind !== 'items' || previous.ordered !== current.ordered) return false;
  return !listAfterList(blocks, index - 1);
}

function sectionMarkdown(entry: TextSection, level: number): string[] {
  // Untitled sections continue the text of the level they are in.
  const title = entry.title ?? entry.label;
  const heading = title ? [`${'#'.repeat(Math.min(level, 6))} ${escapeMarkdown(title)}`] : [];
  const inner = title ? level + 1 : level;
  const blocks = entry.blocks.map((current, index) => block(current, listAfterList(entry.blocks, index)));
  return [...heading, ...blocks, ...entry.subsections.flatMap((sub) => sectionMarkdown(sub, inner))];
}

/** The page's own words for the breadcrumb's label and the risk warning's heading. */
export interface MarkdownLabels {
  breadcrumb: string;
  riskTitle: string;
}

export function pageMarkdown(page: PageText, labels: MarkdownLabels): string {
  const breadcrumb = page.breadcrumb.length
    ? [
        `${labels.breadcrumb}: ${page.breadcrumb.map((crumb) => (crumb.url ? `[${escapeMarkdown(crumb.label)}](${crumb.url})` : escapeMarkdown(crumb.label))).join(' › ')}`,
      ]
    : [];
  return (
    [
      `# ${escapeMarkdown(page.title)}`,
      `> ${escapeMarkdown(page.description)}`,
      ...breadcrumb,
      ...page.sections.flatMap((entry) => sectionMarkdown(entry, 2)),
      `## ${escapeMarkdown(labels.riskTitle)}`,
      escapeMarkdown(page.riskWarning),
    ].join('\n\n') + '\n'
  );
}
