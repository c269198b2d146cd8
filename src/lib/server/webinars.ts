/** Webinars (data/content/webinars.json, or the build's Webinar nodes), localized, soonest first. */
import type { Page, Webinar } from '../api/types';
import type { StoredWebinar } from '../content-store/types';
import { isUpcoming } from '../content-status';
import { localize, paginate } from './content';

/** The webinars in a locale (a code, the `lang` query), soonest first. */
export function localizedWebinars(webinars: readonly StoredWebinar[], lang: string | undefined, now: number): Webinar[] {
  return webinars
    .map((webinar) => {
      const { role, presenter, ...rest } = localize(webinar, lang);
      return { ...rest, presenter: { name: presenter.name, role }, status: isUpcoming(webinar, now) ? 'upcoming' : 'past' } as Webinar;
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** GET /api/webinar: upcoming webinars (soonest first) or past ones (latest first) at `now`, a page of them. */
export function webinarPage(webinars: readonly StoredWebinar[], query: Record<string, string>, now: number): Page<Webinar> {
  const all = localizedWebinars(webinars, query.lang, now);
  const items = query.when ? all.filter((webinar) => webinar.status === query.when) : all;
  return paginate(query.when === 'past' ? [...items].reverse() : items, query);
}
