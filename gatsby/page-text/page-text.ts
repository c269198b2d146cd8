/**
 * A page's text as structured blocks, built from the same page body (src/lib/sections/) and
 * translations the page renders, in the order it shows them: what the Markdown copies
 * (markdown.ts), the structured data (structured-data.ts) and, later, a whole-site search
 * index read, so each section type's wording is decided once here rather than once per reader.
 *
 * Sections filled in the browser (promotions, the calendar, a lead form's fields) keep only
 * what their prebuilt HTML shows: their title, introduction and note; the analysis lists and
 * the webinars show the items known at build time, the first page of what the API answers them.
 */
import { localizedPath } from '../../src/lib/locales';
import { absoluteUrl } from '../../src/lib/seo';
import { site, portalUrl, phoneForDisplay } from '../../src/lib/site';
import { renderText, type Text, type Translate } from '../../src/lib/text';
import { formatDate, formatDateTime, formatLeverage, formatNumber, formatPips, formatYear } from '../../src/lib/format';
import { pipUnit } from '../../src/lib/instruments';
import { cellFigure, statFigure } from '../../src/lib/sections/figures';
import type { Action, Cell, LegalBlock, Section } from '../../src/lib/sections/types';
import type { Webinar } from '../../src/lib/api/types';

export interface TextItem {
  title: string;
  /** Absolute URL the item links to. */
  url?: string;
  text?: string;
}

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'items'; ordered: boolean; items: TextItem[] }
  | { kind: 'table'; columns: string[]; rows: string[][] }
  | { kind: 'faq'; items: { question: string; answer: string }[] };

export interface TextSection {
  /** The section's anchor on the page. */
  id: string;
  title: string | null;
  blocks: Block[];
  subsections: TextSection[];
}

export interface Crumb {
  label: string;
  /** Absolute URL; null for a crumb the page shows without a link. */
  url: string | null;
}

export interface PageText {
  /** The page's absolute URL. */
  url: string;
  /** The absolute URL of the home page in the page's prefix. */
  homeUrl: string;
  /** The language tag of the text (BCP 47). */
  language: string;
  title: string;
  description: string;
  breadcrumb: Crumb[];
  sections: TextSection[];
  /** The risk warning the footer of every page shows. */
  riskWarning: string;
}

/** What the extraction needs to know of the page's locale. */
export interface TextLocale {
  /** URL prefix. */
  code: string;
  /** BCP 47 tag, for numbers and dates. */
  tag: string;
}

/** Translation helpers over one locale's strings. */
export interface Texts {
  t: Translate;
  /** The text of a key the page may leave out, or null (SectionFrame's optional). */
  optional: (key: string) => string | null;
}

export const textsOf = (t: Translate, exists: (key: string) => boolean): Texts => ({
  t,
  optional: (key) => (exists(key) ? t(key) : null),
});

/** The items the lists filled in the browser show first, known at build time: analysis items newest first, webinars to come soonest first. */
export interface ListedItems {
  news: TextItem[];
  insight: TextItem[];
  article: TextItem[];
  webinars: Webinar[];
}

interface Context extends Texts {
  locale: TextLocale;
  items: ListedItems;
  text: (value: Text) => string;
  link: (routePath: string) => string;
}

const paragraph = (text: string | null | undefined): Block[] => (text ? [{ kind: 'paragraph', text }] : []);
const items = (list: TextItem[], ordered = false): Block[] => (list.length ? [{ kind: 'items', ordered, items: list }] : []);
const section = (id: string, title: string | null, blocks: Block[], subsections: TextSection[] = []): TextSection => ({
  id,
  title,
  blocks,
  subsections,
});

function actionItem(action: Action, ctx: Context): TextItem {
  const title = ctx.text(action.label);
  switch (action.kind) {
    case 'route':
      return { title, url: ctx.link(action.path) };
    case 'portal':
      return { title, url: portalUrl(action.target, ctx.locale.code) };
    case 'external':
      return { title, url: action.href };
  }
}

const actionsBlock = (actions: Action[], ctx: Context): Block[] => items(actions.map((action) => actionItem(action, ctx)));

function cellText(cell: Cell, ctx: Context): string {
  switch (cell.kind) {
    case 'bool':
      return ctx.t(cell.value ? 'sections:values.yes' : 'sections:values.no');
    case 'list':
      return cell.items.map((item) => cellText(item, ctx)).join('; ');
    default:
      return cellFigure(cell, ctx.locale.tag, ctx.t);
  }
}

function legalBlock(block: LegalBlock, ctx: Context): Block {
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

const joined = (...parts: (string | null | undefined)[]): string => parts.filter(Boolean).join(' · ');

/** The blocks of one section, and its sub-sections (tabs, FAQ groups, regions…). */
function sectionBody(entry: Section, ctx: Context): { blocks: Block[]; subsections: TextSection[] } {
  const { t, text, locale } = ctx;
  const key = entry.key;
  const none = { blocks: [] as Block[], subsections: [] as TextSection[] };
  switch (entry.type) {
    case 'hero':
      return {
        blocks: [
          ...paragraph(t(`${key}.text`)),
          ...items(entry.points.map((point) => ({ title: t(`${key}.points.${point}`) }))),
          ...actionsBlock(entry.actions, ctx),
          ...paragraph(t(`${key}.risk`)),
        ],
        subsections: [],
      };
    case 'features':
      return {
        blocks: items(
          entry.items.map((item) => ({
            title: text(item.title),
            ...(item.action ? { url: actionItem(item.action, ctx).url } : {}),
            ...(item.text ? { text: text(item.text) } : {}),
          })),
        ),
        subsections: [],
      };
    case 'comparison':
      return {
        blocks: [
          {
            kind: 'table',
            columns: [text(entry.corner), ...entry.columns.map(text)],
            rows: entry.rows.map((row) => [text(row.label), ...row.cells.map((cell) => cellText(cell, ctx))]),
          },
        ],
        subsections: [],
      };
    case 'instruments': {
      const value = (row: (typeof entry.rows)[number], column: (typeof entry.columns)[number]): string => {
        const unit = pipUnit(row.market);
        switch (column) {
          case 'symbol':
            return row.symbol;
          case 'name':
            return text(row.name);
          case 'spread':
            return t(`sections:units.${unit}`, { value: formatPips(locale.tag, row.spread) });
          case 'leverage':
            return formatLeverage(locale.tag, row.maxLeverage);
          case 'hours':
            return text(row.hours);
          case 'swapLong':
          case 'swapShort':
            return t(`sections:units.${unit}`, { value: formatPips(locale.tag, row[column], true) });
        }
      };
      return {
        blocks: [
          {
            kind: 'table',
            columns: entry.columns.map((column) => t(`sections:instruments.columns.${column}`)),
            rows: entry.rows.map((row) => entry.columns.map((column) => value(row, column))),
          },
        ],
        subsections: [],
      };
    }
    case 'steps':
      return {
        blocks: [
          ...items(
            entry.items.map((item) => ({ title: t(`${key}.items.${item}.title`), text: t(`${key}.items.${item}.text`) })),
            true,
          ),
          ...actionsBlock(entry.actions, ctx),
        ],
        subsections: [],
      };
    case 'faq': {
      const faq = (ids: string[]): Block => ({
        kind: 'faq',
        items: ids.map((item) => ({ question: t(`${key}.items.${item}.q`), answer: t(`${key}.items.${item}.a`) })),
      });
      if (entry.groups.length === 1) return { blocks: [faq(entry.groups[0].items)], subsections: [] };
      return {
        blocks: [],
        subsections: entry.groups.map((group) => section(`${entry.id}-${group.id}`, t(`${key}.groups.${group.id}`), [faq(group.items)])),
      };
    }
    case 'cta':
      return { blocks: [...paragraph(t(`${key}.text`)), ...actionsBlock(entry.actions, ctx)], subsections: [] };
    case 'tabs':
      return {
        blocks: [],
        subsections: entry.tabs.map((tab) =>
          section(`${entry.id}-${tab.id}`, t(`${key}.tabs.${tab.id}`), [], tab.sections.map((inner) => sectionText(inner, ctx))),
        ),
      };
    case 'media':
      return {
        blocks: [
          ...paragraph(t(`${key}.text`)),
          ...items(entry.points.map((point) => ({ title: t(`${key}.points.${point}`) }))),
          ...actionsBlock(entry.actions, ctx),
        ],
        subsections: [],
      };
    case 'stats':
      return {
        blocks: items(entry.items.map((item) => ({ title: t(`${key}.items.${item.id}`), text: statFigure(item.value, item.format, locale.tag, t) }))),
        subsections: [],
      };
    case 'trust':
      return {
        blocks: [],
        subsections: [
          section(
            `${entry.id}-regulators`,
            t('sections:trust.regulators'),
            items(entry.regulators.map((regulator) => ({ title: t(`sections:entities.${regulator.id}`), text: regulator.licence }))),
          ),
          ...(entry.awards.length
            ? [
                section(
                  `${entry.id}-awards`,
                  t('sections:trust.awards'),
                  items(entry.awards.map((award) => ({ title: text(award.name), text: formatYear(locale.tag, award.year) }))),
                ),
              ]
            : []),
        ],
      };
    case 'downloads':
      return {
        blocks: items(
          entry.items.map((item) => ({
            title: t(`sections:devices.${item.device}.name`),
            url: actionItem(item.action, ctx).url,
            text: `${t('sections:requirements.title')} ${item.requirements.map(text).join('; ')}`,
          })),
        ),
        subsections: [],
      };
    case 'timeline':
      return {
        blocks: items(
          entry.items.map((item) => ({
            title: `${formatYear(locale.tag, item.year)}: ${t(`${key}.items.${item.id}.title`)}`,
            text: t(`${key}.items.${item.id}.text`),
          })),
        ),
        subsections: [],
      };
    case 'people':
      return {
        blocks: items(
          entry.items.map((person) => ({
            title: person.name,
            text: joined(t(`${key}.items.${person.id}.role`), t(`${key}.items.${person.id}.bio`)),
          })),
        ),
        subsections: [],
      };
    case 'awards':
      return {
        blocks: [],
        subsections: entry.years.map((year) =>
          section(
            `${entry.id}-${year.year}`,
            formatYear(locale.tag, year.year),
            items(year.awards.map((award) => ({ title: text(award.name), text: t('about:awardsList.awardedBy', { body: award.body }) }))),
          ),
        ),
      };
    case 'entities':
      return {
        blocks: [
          ...items(
            entry.entities.map((entity) => ({
              title: entity.name,
              text: joined(
                t(`about:countries.${entity.country}`),
                `${t('about:entityFacts.regulator')}: ${entity.regulator}`,
                `${t('about:entityFacts.licence')}: ${entity.licence}`,
                `${t('about:entityFacts.address')}: ${entity.address}`,
                `${t('about:entityFacts.disputes')}: ${entity.disputeResolution}`,
                t(`common:footer.entities.${entity.id}`, { name: entity.name, licence: entity.licence }),
              ),
            })),
          ),
        ],
        subsections: entry.riskWarning
          ? [
              section(`${entry.id}-risk`, t('common:footer.riskTitle'), [
                ...paragraph(t('common:footer.risk')),
                ...paragraph(t('common:footer.restricted')),
              ]),
            ]
          : [],
      };
    case 'offices': {
      const officeItems = (region: (typeof entry.regions)[number]) =>
        items(
          region.offices.map((office) => ({
            title: t(`about:offices.${office.id}`),
            text: joined(
              t(`about:officeKinds.${office.kind}`),
              t(`about:countries.${office.country}`),
              office.address,
              office.entity ? t('about:officeEntity', { name: office.entity.name }) : null,
            ),
          })),
        );
      if (entry.regions.length === 1) return { blocks: officeItems(entry.regions[0]), subsections: [] };
      return {
        blocks: [],
        subsections: entry.regions.map((region) => section(`${entry.id}-${region.id}`, t(`about:regions.${region.id}`), officeItems(region))),
      };
    }
    case 'documents':
      return {
        blocks: [],
        subsections: entry.entities.map((entity) =>
          section(
            `${entry.id}-${entity.id}`,
            `${entity.name} (${t(`sections:entities.${entity.id}`)})`,
            items(
              entity.documents.flatMap((document) => {
                const name = t(`about:documents.types.${document.type}`);
                const updated = `${t('about:documents.updated')} ${formatDate(locale.tag, document.updated) ?? document.updated}`;
                if (document.page !== null) return [{ title: name, url: ctx.link(document.page), text: updated }];
                return document.files.map((file) => ({ title: `${name} (${file.language})`, url: absoluteUrl(file.href), text: updated }));
              }),
            ),
          ),
        ),
      };
    case 'legalText':
      return {
        blocks: paragraph(`${t('about:legal.updated')} ${formatDate(locale.tag, entry.updated) ?? entry.updated}`),
        subsections: entry.chapters.map((chapter, index) =>
          section(chapter.id, `${index + 1}. ${text(chapter.title)}`, chapter.blocks.map((block) => legalBlock(block, ctx))),
        ),
      };
    case 'glossary':
      return {
        blocks: items(entry.terms.map((term) => ({ title: t(`glossary:terms.${term.id}.term`), text: t(`glossary:terms.${term.id}.definition`) }))),
        subsections: [],
      };
    case 'lessons': {
      const modules = [...new Set(entry.lessons.map((lesson) => lesson.module))];
      const lessonItems = (module: string) =>
        items(
          entry.lessons
            .filter((lesson) => lesson.module === module)
            .map((lesson) => ({
              title: t(`academy:lessons.${lesson.id}.title`),
              url: ctx.link(lesson.path),
              text: joined(
                t(`academy:lessons.${lesson.id}.summary`),
                t('academy:lessonList.minutes', { minutes: formatNumber(locale.tag, lesson.minutes) }),
              ),
            })),
          true,
        );
      if (modules.length === 1) return { blocks: lessonItems(modules[0]), subsections: [] };
      return {
        blocks: [],
        subsections: modules.map((module) => section(`${entry.id}-${module}`, t(`academy:lessonModules.${module}`), lessonItems(module))),
      };
    }
    case 'leadForm':
      return { blocks: items(entry.points.map((point) => ({ title: t(`${key}.points.${point}`) }))), subsections: [] };
    case 'contact': {
      const { email, phone } = site.contact;
      return {
        blocks: [],
        subsections: [
          section(`${entry.id}-channels`, t(`${key}.channels.title`), [
            ...items([
              { title: t(`${key}.channels.email`), url: `mailto:${email}`, text: email },
              { title: t(`${key}.channels.phone`), url: `tel:${phone.replace(/\s+/g, '')}`, text: phoneForDisplay(phone) },
            ]),
            ...actionsBlock(entry.actions, ctx),
          ]),
          section(
            `${entry.id}-hours`,
            t(`${key}.hours.title`),
            items(entry.hours.map((id) => ({ title: t(`${key}.hours.${id}.label`), text: t(`${key}.hours.${id}.value`) }))),
          ),
          section(
            `${entry.id}-offices`,
            t(`${key}.offices.title`),
            items(site.entities.map((entity) => ({ title: entity.name, text: joined(t(`sections:entities.${entity.id}`), entity.address) }))),
          ),
        ],
      };
    }
    // Loaded in the browser from the API, which answers with the items known at build time first.
    case 'newsList':
      return { blocks: items(ctx.items.news.slice(0, entry.pageSize)), subsections: [] };
    case 'articleList': {
      const list = entry.kind ? ctx.items[entry.kind] : [...ctx.items.insight, ...ctx.items.article];
      return { blocks: items(list.slice(0, entry.pageSize)), subsections: [] };
    }
    case 'analysisLatest':
      return {
        blocks: [],
        subsections: (['news', 'insight'] as const).map((kind) =>
          section(`${entry.id}-${kind}`, t(`analysis:latest.${kind}.title`), items(ctx.items[kind].slice(0, entry.count))),
        ),
      };
    case 'webinars':
      return {
        blocks: [],
        subsections: [
          section(
            `${entry.id}-upcoming`,
            t('academy:webinarList.upcoming'),
            items(
              ctx.items.webinars.map((webinar) => ({
                title: webinar.title,
                url: ctx.link(entry.registerPath.replace('{id}', webinar.id)),
                text: joined(formatDateTime(locale.tag, webinar.startsAt, 'UTC', true), webinar.presenter.name, webinar.summary),
              })),
            ),
          ),
        ],
      };
    // Filled in the browser: their frame's texts only.
    case 'calculator':
    case 'promotions':
    case 'greeting':
    case 'registration':
    case 'economicCalendar':
    case 'videoGallery':
      return none;
  }
}

/** The section types that lay out their title and text themselves (no `.text` introduction from the frame). */
const BARE = new Set<Section['type']>(['hero', 'cta', 'media']);

function sectionText(entry: Section, ctx: Context): TextSection {
  const { optional } = ctx;
  const title = entry.type === 'hero' || entry.type === 'cta' ? ctx.t(`${entry.key}.title`) : optional(`${entry.key}.title`);
  const intro = BARE.has(entry.type) ? null : optional(`${entry.key}.text`);
  // The hero has no section frame, hence no note.
  const note = entry.type === 'hero' ? null : optional(`${entry.key}.note`);
  const body = sectionBody(entry, ctx);
  return section(entry.id, title, [...paragraph(intro), ...body.blocks, ...paragraph(note)], body.subsections);
}

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
  /** The items the browser-filled lists show (none: those lists show only their frame's texts). */
  items?: ListedItems;
}

/** A page's text: header, breadcrumb, sections and the risk warning. */
export function pageText(source: PageTextSource, texts: Texts): PageText {
  const link = (routePath: string) => absoluteUrl(localizedPath(source.locale.code, routePath));
  const ctx: Context = {
    ...texts,
    locale: source.locale,
    items: source.items ?? { news: [], insight: [], article: [], webinars: [] },
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
