/** Promotions (data/content/promotions.json, or the build's Promotion nodes), localized, with their status at a moment. */
import type { Promotion } from '../api/types';
import type { StoredPromotion } from '../content-store/types';
import { promotionStatus } from '../content-status';
import { localize } from './content';

/** GET /api/promotions: every promotion (or those of one `status`) at `now`, the latest to start first. */
export function promotionList(promotions: readonly StoredPromotion[], query: Record<string, string>, now: number): { items: Promotion[] } {
  const items: Promotion[] = promotions
    .map((promotion) => ({ ...localize(promotion, query.lang), status: promotionStatus(promotion, now) }))
    .filter((promotion) => !query.status || promotion.status === query.status)
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return { items };
}
