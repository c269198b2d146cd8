/** Webinars of data/content/webinars.json, localized, soonest first. */
import { webinars } from '../content-store';
import type { Webinar } from '../api/types';
import { localize } from './content';

/** A webinar is upcoming until it ends. */
export const isUpcoming = ({ startsAt, durationMinutes }: Pick<Webinar, 'startsAt' | 'durationMinutes'>, now: number): boolean =>
  now < Date.parse(startsAt) + durationMinutes * 60_000;

/** The webinars in a locale (a code, the `lang` query), soonest first. */
export function localizedWebinars(lang: string | undefined, now: number): Webinar[] {
  return webinars
    .map((webinar) => {
      const { role, presenter, ...rest } = localize(webinar, lang);
      return { ...rest, presenter: { name: presenter.name, role }, status: isUpcoming(webinar, now) ? 'upcoming' : 'past' } as Webinar;
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
