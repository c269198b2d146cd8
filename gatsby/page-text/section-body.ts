/** The text of each kind of section, in the words its React component shows (page-text.ts assembles a page from them). */
import { absoluteUrl } from '../../src/lib/seo';
import { site, phoneForDisplay } from '../../src/lib/site';
import { formatDate, formatLeverage, formatNumber, formatPips, formatYear } from '../../src/lib/format';
import { pipUnit } from '../../src/lib/instruments';
import { statFigure } from '../../src/lib/sections/figures';
import type { Section } from '../../src/lib/sections/types';
import type { Block, TextSection } from './types';
import { type Context, actionItem, actionsBlock, cellText, items, joined, legalBlock, paragraph, section } from './blocks';
import { listSectionBody } from './list-text';

/** The blocks of one section, and its sub-sections (tabs, FAQ groups, regions…). */
export function sectionBody(entry: Section, ctx: Context): { blocks: Block[]; subsections: TextSection[] } {
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
            return t(`sections:units.${unit}`, { value: formatPips(locale.tag, row.spread), count: row.spread });
          case 'leverage':
            return formatLeverage(locale.tag, row.maxLeverage);
          case 'hours':
            return text(row.hours);
          case 'swapLong':
          case 'swapShort':
            return t(`sections:units.${unit}`, { value: formatPips(locale.tag, row[column], true), count: row[column] });
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
          section(
            `${entry.id}-${tab.id}`,
            t(`${key}.tabs.${tab.id}`),
            [],
            tab.sections.map((inner) => sectionText(inner, ctx)),
          ),
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
        blocks: items(
          entry.items.map((item) => ({ title: t(`${key}.items.${item.id}`), text: statFigure(item.value, item.format, locale.tag, t) })),
        ),
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
        subsections: entry.regions.map((region) =>
          section(`${entry.id}-${region.id}`, t(`about:regions.${region.id}`), officeItems(region)),
        ),
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
          section(
            chapter.id,
            `${index + 1}. ${text(chapter.title)}`,
            chapter.blocks.map((block) => legalBlock(block, ctx)),
          ),
        ),
      };
    case 'glossary':
      return {
        blocks: items(
          entry.terms.map((term) => ({
            title: t(`glossary:terms.${term.id}.term`),
            text: t(`glossary:terms.${term.id}.definition`),
            anchor: term.id,
          })),
        ),
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
                t('academy:lessonList.minutes', { minutes: formatNumber(locale.tag, lesson.minutes), count: lesson.minutes }),
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
            items(
              site.entities.map((entity) => ({ title: entity.name, text: joined(t(`sections:entities.${entity.id}`), entity.address) })),
            ),
          ),
        ],
      };
    }
    // Kept up to date in the browser: their first page as built (list-text.ts).
    case 'newsList':
    case 'articleList':
    case 'videoGallery':
    case 'promotions':
    case 'webinars':
    case 'economicCalendar':
      return listSectionBody(entry, ctx) ?? none;
    // Loaded in the browser from the API, which answers with the items known at build time first.
    case 'analysisLatest':
      return {
        blocks: [],
        subsections: (['news', 'insight'] as const).map((kind) =>
          section(`${entry.id}-${kind}`, t(`analysis:latest.${kind}.title`), items(ctx.items[kind].slice(0, entry.count))),
        ),
      };
    // Filled in the browser: their frame's texts only.
    case 'calculator':
    case 'greeting':
    case 'registration':
      return none;
  }
}

/** The section types that lay out their title and text themselves (no `.text` introduction from the frame). */
export const BARE = new Set<Section['type']>(['hero', 'cta', 'media']);

export function sectionText(entry: Section, ctx: Context): TextSection {
  const { optional } = ctx;
  const title = entry.type === 'hero' || entry.type === 'cta' ? ctx.t(`${entry.key}.title`) : optional(`${entry.key}.title`);
  const intro = BARE.has(entry.type) ? null : optional(`${entry.key}.text`);
  // The hero has no section frame, hence no note.
  const note = entry.type === 'hero' ? null : optional(`${entry.key}.note`);
  const body = sectionBody(entry, ctx);
  return section(entry.id, title, [...paragraph(intro), ...body.blocks, ...paragraph(note)], body.subsections);
}
