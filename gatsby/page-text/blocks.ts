/** Building blocks of a page's text: the context a section is read in, paragraphs, lists, links, table cells. */
import { portalUrl } from '../../src/lib/site';
import type { Text } from '../../src/lib/text';
import { cellFigure } from '../../src/lib/sections/figures';
import type { Action, Cell, LegalBlock } from '../../src/lib/sections/types';
import type { FirstPages } from '../../src/lib/sections/first-pages';
import type { Block, ListedItems, TextItem, TextLocale, TextSection, Texts } from './types';

export interface Context extends Texts {
  locale: TextLocale;
  items: ListedItems;
  /** The first pages of the page's lists (gatsby/list-first-pages.ts). */
  firstPages: FirstPages;
  text: (value: Text) => string;
  link: (routePath: string) => string;
}

export const paragraph = (text: string | null | undefined): Block[] => (text ? [{ kind: 'paragraph', text }] : []);
export const items = (list: TextItem[], ordered = false): Block[] => (list.length ? [{ kind: 'items', ordered, items: list }] : []);
export const section = (id: string, title: string | null, blocks: Block[], subsections: TextSection[] = []): TextSection => ({
  id,
  title,
  blocks,
  subsections,
});

export function actionItem(action: Action, ctx: Context): TextItem {
  const title = ctx.text(action.label);
  switch (action.kind) {
    case 'route':
      return { title, url: `${ctx.link(action.path)}${action.search ?? ''}${action.hash ?? ''}` };
    case 'portal':
      return { title, url: portalUrl(action.target, ctx.locale.code) };
    case 'external':
      return { title, url: action.href };
  }
}

export const actionsBlock = (actions: Action[], ctx: Context): Block[] => items(actions.map((action) => actionItem(action, ctx)));

export function cellText(cell: Cell, ctx: Context): string {
  switch (cell.kind) {
    case 'bool':
      return ctx.t(cell.value ? 'sections:values.yes' : 'sections:values.no');
    case 'list':
      return cell.items.map((item) => cellText(item, ctx)).join('; ');
    default:
      return cellFigure(cell, ctx.locale.tag, ctx.t);
  }
}

export function legalBlock(block: LegalBlock, ctx: Context): Block {
  switch (block.kind) {
    case 'paragraph':
      return { kind: 'paragraph', text: ctx.text(block.text) };
    case 'list':
      return { kind: 'items', ordered: false, items: block.items.map((item) => ({ title: ctx.text(item) })) };
    case 'table':
      return {
        kind: 'table',
        columns: block.columns.map(ctx.text),
        rows: block.rows.map((row) => row.map(ctx.text)),
      };
  }
}

export const joined = (...parts: (string | null | undefined)[]): string => parts.filter(Boolean).join(' · ');
