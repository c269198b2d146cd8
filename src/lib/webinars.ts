/**
 * Webinars in the browser: the lists of GET /api/webinar, the one a registration page is
 * for, and the registration it hands to the thank-you page (through the history entry's
 * state, which survives a reload but may hold anything: it is checked before use).
 */
import { getWebinars } from './api/endpoints';
import { MAX_PAGE_SIZE, type Page, type Webinar, type WebinarQuery } from './api/types';
import { isUpcoming } from './content-status';

/** How many past webinars the schedule shows. */
export const PAST_WEBINARS_SHOWN = 4;

export interface WebinarLists {
  /** Soonest first. */
  upcoming: Webinar[];
  /** The latest first. */
  past: Webinar[];
}

/** The schedule's two requests: every upcoming webinar, and the latest past ones. */
export const webinarQueries = (lang: string, pastCount: number) => ({
  upcoming: { lang, when: 'upcoming', pageSize: MAX_PAGE_SIZE } satisfies WebinarQuery,
  past: { lang, when: 'past', pageSize: pastCount } satisfies WebinarQuery,
});

/** Upcoming webinars soonest first, and the latest past ones. */
export async function fetchWebinarLists(lang: string, pastCount: number): Promise<WebinarLists> {
  const none: Page<Webinar> = { items: [], total: 0, page: 1, pageSize: pastCount };
  const queries = webinarQueries(lang, pastCount);
  const [upcoming, past] = await Promise.all([
    getWebinars(queries.upcoming),
    pastCount > 0 ? getWebinars(queries.past) : Promise.resolve(none),
  ]);
  return { upcoming: upcoming.items, past: past.items };
}

/**
 * The lists as they stand at `now`: a webinar that has ended since they were made (at build
 * time) moves to the past ones, of which the latest `pastCount` stay.
 */
export function webinarListsAt({ upcoming, past }: WebinarLists, now: number, pastCount: number): WebinarLists {
  const all = [...upcoming, ...past].map((webinar): Webinar => ({ ...webinar, status: isUpcoming(webinar, now) ? 'upcoming' : 'past' }));
  const soonestFirst = (a: Webinar, b: Webinar) => a.startsAt.localeCompare(b.startsAt);
  return {
    upcoming: all.filter((webinar) => webinar.status === 'upcoming').sort(soonestFirst),
    past: all
      .filter((webinar) => webinar.status === 'past')
      .sort((a, b) => soonestFirst(b, a))
      .slice(0, pastCount),
  };
}

/** The upcoming webinar with this id, or null when there is none (unknown, or over). */
export async function findUpcomingWebinar(lang: string, id: string): Promise<Webinar | null> {
  const { items } = await getWebinars({ lang, when: 'upcoming', pageSize: MAX_PAGE_SIZE });
  return items.find((webinar) => webinar.id === id) ?? null;
}

/** What the thank-you page shows of a registration just made. */
export interface WebinarRegistration {
  reference: string;
  email: string;
  webinar: Pick<Webinar, 'id' | 'title' | 'startsAt' | 'durationMinutes' | 'language'>;
}

/** Where the registration travels in the history entry's state. */
export const REGISTRATION_STATE_KEY = 'webinarRegistration';

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The registration in a history state, when it holds a whole one. */
export function registrationFromState(state: unknown): WebinarRegistration | null {
  const candidate = (state as Record<string, unknown> | null | undefined)?.[REGISTRATION_STATE_KEY] as
    Partial<WebinarRegistration> | undefined;
  const webinar = candidate?.webinar;
  if (!candidate || !isText(candidate.reference) || !isText(candidate.email) || !webinar) return null;
  const { id, title, startsAt, durationMinutes, language } = webinar;
  if (![id, title, startsAt, language].every(isText) || typeof durationMinutes !== 'number') return null;
  if (Number.isNaN(Date.parse(startsAt as string))) return null;
  return {
    reference: candidate.reference,
    email: candidate.email,
    webinar: { id, title, startsAt, durationMinutes, language } as WebinarRegistration['webinar'],
  };
}
