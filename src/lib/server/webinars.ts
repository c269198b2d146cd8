/** Webinars of data/content/webinars.json, localized, soonest first. */
import webinarData from '../../../data/content/webinars.json';
import type { Webinar } from '../api/types';
import { localize, type Stored } from './content';

type StoredWebinar = Stored<
  Pick<Webinar, 'id' | 'startsAt' | 'durationMinutes' | 'level'> & { presenter: { name: string } },
  Pick<Webinar, 'title' | 'summary'> & { role: string }
>;

const stored = webinarData.webinars as StoredWebinar[];

/** A webinar is upcoming until it ends. */
export const isUpcoming = ({ startsAt, durationMinutes }: Pick<Webinar, 'startsAt' | 'durationMinutes'>, now: number): boolean =>
  now < Date.parse(startsAt) + durationMinutes * 60_000;

export function localizedWebinars(set: string, now: number): Webinar[] {
  return stored
    .map((webinar) => {
      const { role, presenter, ...rest } = localize(webinar, set);
      return { ...rest, presenter: { name: presenter.name, role }, status: isUpcoming(webinar, now) ? 'upcoming' : 'past' } as Webinar;
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
