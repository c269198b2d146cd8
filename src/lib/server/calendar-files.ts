/**
 * The embedded API's iCalendar files (src/lib/icalendar.ts) in the request's language: the
 * economic calendar's feed, a rolling window from 7 days back to 8 weeks ahead filtered by
 * currencies and importance as the calendar page is, or one release of it; and one webinar.
 * Each event links back to its page; a filter the feed does not know is a 400 in the API's envelope.
 */
import type { TFunction } from 'i18next';
import type { EconomicEvent } from '../api/types';
import { formatIndicator } from '../analysis/calendar';
import { readFeedFilter } from '../calendar-feeds';
import { createTranslator } from '../i18n';
import { icalendar, type CalendarEvent } from '../icalendar';
import { localizedPath, type BuiltLocale } from '../locales';
import { routeLink } from '../route-links';
import { site, siteUrl } from '../site';
import { DAY_MS, calendarCurrencies, releaseById, releasesBetween } from './economic-calendar';
import { HttpError, type ApiRequest, type Reply } from './handler';
import { localeStrings, requestLocale } from './messages';
import { localizedWebinars } from './webinars';
import type { StoredIndicator, StoredWebinar } from '../content-store/types';

/** The rolling window of the feed, in days before and after today (UTC). */
export const FEED_DAYS_BEFORE = 7;
export const FEED_DAYS_AFTER = 56;
/** How long browsers, proxies and calendar apps may keep a file: a release's actual value shows within it. */
const MAX_AGE_SECONDS = 300;

type Request = Pick<ApiRequest, 'query' | 'body' | 'headers'>;
type Strings = Record<string, unknown>;

// Each namespace written out, so that webpack bundles these files of every folder and no others.
const namespaces: Record<string, (folder: string) => Strings> = {
  api: (folder) => require(`../../../locales/${folder}/api.json`),
  analysis: (folder) => require(`../../../locales/${folder}/analysis.json`),
  academy: (folder) => require(`../../../locales/${folder}/academy.json`),
};

function translatorFor(locale: BuiltLocale): TFunction {
  const resources = Object.fromEntries(Object.entries(namespaces).map(([name, load]) => [name, localeStrings(locale, load)]));
  return createTranslator(locale.translationSet, resources, 'api');
}

const host = new URL(siteUrl).hostname;
const pageUrl = (locale: BuiltLocale, routeId: string, param?: string) =>
  `${siteUrl}${localizedPath(locale.code, routeLink(routeId, param))}`;
const productId = `-//${site.brand.name}//Website//EN`;

function calendarReply(body: string, filename: string, disposition: 'inline' | 'attachment'): Reply {
  return {
    status: 200,
    data: body,
    raw: true,
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `${disposition}; filename="${filename}"`,
      'Cache-Control': `public, max-age=${MAX_AGE_SECONDS}`,
    },
  };
}

function releaseEvent(release: EconomicEvent, locale: BuiltLocale, t: TFunction): CalendarEvent {
  const url = pageUrl(locale, 'analysis-economic-calendar');
  const field = (label: string, value: string) => t('ical.field', { label: t(label), value });
  const figure = (value: number | null) => formatIndicator(locale.tag, value, release.unit, release.decimals);
  const level = t(`analysis:calendar.levels.${release.importance}`);
  return {
    uid: `${release.id}@${host}`,
    start: release.time,
    summary: t('ical.release', { currency: release.currency, title: release.title, importance: level }),
    description: [
      field('analysis:calendar.columns.importance', level),
      ...(release.actual === null ? [] : [field('analysis:calendar.columns.actual', figure(release.actual))]),
      field('analysis:calendar.columns.forecast', figure(release.forecast)),
      field('analysis:calendar.columns.previous', figure(release.previous)),
      '',
      url,
    ].join('\n'),
    url,
    busy: false,
  };
}

/**
 * GET /api/economic-calendar.ics?lang=&currencies=USD,EUR&importance=2,3: the feed to subscribe to;
 * with `event={id}`, that one release to add to a calendar.
 */
export function economicCalendarFile(request: Request, indicators: readonly StoredIndicator[], now: number): Reply {
  const locale = requestLocale(request);
  const t = translatorFor(locale);
  const filter = readFeedFilter(request.query, calendarCurrencies(indicators));
  if ('kind' in filter) {
    const messages = { filter: 'ical.unknownFilter', currency: 'ical.unknownCurrency', importance: 'ical.unknownImportance' };
    throw new HttpError(400, t(messages[filter.kind], { value: filter.value }));
  }
  const name = t('ical.economicCalendar', { brand: site.brand.name });
  if (request.query.event !== undefined) {
    const release = releaseById(indicators, request.query.event, now, locale.code);
    if (!release) throw new HttpError(404, t('notFound'));
    const body = icalendar({ productId, name, language: locale.tag, stamp: now, events: [releaseEvent(release, locale, t)] });
    return calendarReply(body, `${release.id}.ics`, 'attachment');
  }
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const releases = releasesBetween(
    indicators,
    today - FEED_DAYS_BEFORE * DAY_MS,
    today + FEED_DAYS_AFTER * DAY_MS,
    now,
    locale.code,
  ).filter(
    (release) =>
      filter.importance.includes(release.importance) && (filter.currencies.length === 0 || filter.currencies.includes(release.currency)),
  );
  const body = icalendar({
    productId,
    name,
    description: t('ical.economicCalendarDescription', { brand: site.brand.name }),
    language: locale.tag,
    refreshMinutes: 60,
    stamp: now,
    events: releases.map((release) => releaseEvent(release, locale, t)),
  });
  return calendarReply(body, 'economic-calendar.ics', 'inline');
}

/** GET /api/webinar.ics?id=&lang=: one webinar to add to a calendar, linking to its registration page. */
export function webinarFile(request: Request, webinars: readonly StoredWebinar[], now: number): Reply {
  const locale = requestLocale(request);
  const t = translatorFor(locale);
  const unknown = Object.keys(request.query).find((name) => name !== 'id' && name !== 'lang');
  if (unknown !== undefined) throw new HttpError(400, t('ical.unknownFilter', { value: unknown }));
  const webinar = localizedWebinars(webinars, locale.code, now).find((entry) => entry.id === request.query.id);
  if (!webinar) throw new HttpError(404, t('notFound'));
  const url = pageUrl(locale, 'academy-register', webinar.id);
  const field = (label: string, value: string) => t('ical.field', { label: t(label), value });
  const event: CalendarEvent = {
    uid: `webinar-${webinar.id}@${host}`,
    start: webinar.startsAt,
    end: new Date(Date.parse(webinar.startsAt) + webinar.durationMinutes * 60_000).toISOString(),
    summary: webinar.title,
    description: [
      webinar.summary,
      '',
      field('academy:webinar.presenter', `${webinar.presenter.name}, ${webinar.presenter.role}`),
      field('academy:webinar.level', t(`academy:levels.${webinar.level}`)),
      '',
      url,
    ].join('\n'),
    url,
    busy: true,
  };
  const body = icalendar({
    productId,
    name: t('ical.webinars', { brand: site.brand.name }),
    language: locale.tag,
    stamp: now,
    events: [event],
  });
  return calendarReply(body, `${webinar.id}.ics`, 'attachment');
}
