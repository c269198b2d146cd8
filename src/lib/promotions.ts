/** What the promotions page lists of GET /api/promotions: the running ones, then those still to come; none that ended. */
import type { Promotion } from './api/types';

const ORDER: Record<Promotion['status'], number> = { active: 0, upcoming: 1, ended: 2 };

export const currentPromotions = (items: Promotion[]): Promotion[] =>
  items.filter((promotion) => promotion.status !== 'ended').sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.startsAt.localeCompare(b.startsAt));
