/**
 * What a dated item is at a moment: the API answers it at request time, the build at build
 * time, and a prebuilt list again in the browser (a promotion that ended since the build).
 */
import type { PromotionStatus } from './api/types';

export function promotionStatus({ startsAt, endsAt }: { startsAt: string; endsAt: string }, now: number): PromotionStatus {
  if (now < Date.parse(startsAt)) return 'upcoming';
  return now <= Date.parse(endsAt) ? 'active' : 'ended';
}

/** A webinar is upcoming until it ends. */
export const isUpcoming = ({ startsAt, durationMinutes }: { startsAt: string; durationMinutes: number }, now: number): boolean =>
  now < Date.parse(startsAt) + durationMinutes * 60_000;
