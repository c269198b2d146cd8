/**
 * The text of the lists the browser keeps up to date (news, articles, videos, promotions,
 * webinars, the calendar): their first page as the build made it for the page's HTML
 * (gatsby/list-first-pages.ts), in the words and order their components show it.
 */
import { analysisPaths } from '../../src/lib/analysis/paths';
import { formatIndicator } from '../../src/lib/analysis/calendar';
import { formatDate, formatDateTime, formatDay } from '../../src/lib/format';
import { currentPromotions } from '../../src/lib/promotions';
import type { FirstPage } from '../../src/lib/sections/first-pages';
import type { Section } from '../../src/lib/sections/types';
import { type Context, items, joined, paragraph, section } from './blocks';
import type { Block, TextItem, TextSection } from './types';

type ListBody = { blocks: Block[]; subsections: TextSection[] };

/** An item of a list: its title linking its page, its date and summary. */
const listed = (ctx: Context, title: string, routePath: string, publishedAt: string, summary: string): TextItem => ({
  title,
  url: ctx.link(routePath),
  text: `${formatDate(ctx.locale.tag, publishedAt) ?? publishedAt} · ${summary}`,
});

function firstPageBody(first: FirstPage, entry: Section, ctx: Context): ListBody {
  const { t, locale } = ctx;
  const blocks = (list: Block[]): ListBody => ({ blocks: list, subsections: [] });
  switch (first.type) {
    case 'newsList':
      return blocks(
        items(
          first.page.items.map((story) => listed(ctx, story.title, analysisPaths.newsItem(story.id), story.publishedAt, story.summary)),
        ),
      );
    case 'articleList':
      return blocks(
        items(
          first.page.items.map((article) =>
            listed(ctx, article.title, analysisPaths.article(article.kind, article.alias), article.publishedAt, article.summary),
          ),
        ),
      );
    case 'videoGallery':
      return blocks(
        items(first.items.map((video) => listed(ctx, video.title, analysisPaths.video(video.id), video.publishedAt, video.description))),
      );
    case 'promotions':
      return blocks(
        items(
          currentPromotions(first.items).map((promotion) => ({
            title: promotion.title,
            text: joined(
              promotion.status === 'upcoming'
                ? t('sections:promotions.startsOn', { date: formatDate(locale.tag, promotion.startsAt) })
                : t('sections:promotions.validUntil', { date: formatDate(locale.tag, promotion.endsAt) }),
              promotion.summary,
            ),
          })),
        ),
      );
    case 'webinars': {
      const registerPath = entry.type === 'webinars' ? entry.registerPath : '';
      return {
        blocks: [],
        subsections: [
          section(
            `${entry.id}-upcoming`,
            t('academy:webinarList.upcoming'),
            items(
              first.upcoming.map((webinar) => ({
                title: webinar.title,
                url: ctx.link(registerPath.replace('{id}', webinar.id)),
                text: joined(formatDateTime(locale.tag, webinar.startsAt, 'UTC', true), webinar.presenter.name, webinar.summary),
              })),
            ),
          ),
        ],
      };
    }
    case 'economicCalendar': {
      const value = (figure: number | null, event: (typeof first.calendar.items)[number]) =>
        formatIndicator(locale.tag, figure, event.unit, event.decimals);
      const inWeek = first.calendar.items.filter((event) => {
        const day = event.time.slice(0, 10);
        return day >= first.range.from && day <= first.range.to;
      });
      const column = (name: string) => t(`analysis:calendar.columns.${name}`);
      return blocks([
        ...paragraph(
          `${t('analysis:calendar.range', { from: formatDay(locale.tag, first.range.from), to: formatDay(locale.tag, first.range.to) })} (UTC)`,
        ),
        {
          kind: 'table',
          columns: ['time', 'country', 'event', 'importance', 'forecast', 'previous'].map(column),
          rows: inWeek.map((event) => [
            formatDateTime(locale.tag, event.time, 'UTC') ?? event.time,
            event.currency,
            event.title,
            t(`analysis:calendar.levels.${event.importance}`),
            value(event.forecast, event),
            value(event.previous, event),
          ]),
        },
      ]);
    }
  }
}

/** A list section's text from its first page; null for a section that is not such a list, or a page made without it. */
export function listSectionBody(entry: Section, ctx: Context): ListBody | null {
  const first = ctx.firstPages[entry.id];
  return first && first.type === entry.type ? firstPageBody(first, entry, ctx) : null;
}
