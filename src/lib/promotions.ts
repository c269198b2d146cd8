/** What the promotions page lists of GET /api/promotions: the running ones, then those still to come; none that ended. */
import type { Promotion } from './api/types';
import { promotionStatus } from './content-status';

const ORDER: Record<Promotion['status'], number> = { active: 0, upcoming: 1, ended: 2 };

export const currentPromotions = (items: Promotion[]): Promotion[] =>
  items
    .filter((promotion) => promotion.status !== 'ended')
    .sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.startsAt.localeCompare(b.startsAt));

/** The promotions to list at `now`, their status taken again (a list made at build time may have a promotion that ended since). */
export const currentPromotionsAt = (items: Promotion[], now: number): Promotion[] =>
  currentPromotions(items.map((promotion) => ({ ...promotion, status: promotionStatus(promotion, now) })));
