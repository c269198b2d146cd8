/** GET /api/promotions: promotions with their status at request time, optionally only one status. */
import { apiHandler } from '../lib/server/handler';
import { content, localize } from '../lib/server/content';
import type { Promotion, PromotionStatus } from '../lib/api/types';
import { promotions } from '../lib/content-store';

export function promotionStatus({ startsAt, endsAt }: Pick<Promotion, 'startsAt' | 'endsAt'>, now: number): PromotionStatus {
  if (now < Date.parse(startsAt)) return 'upcoming';
  return now <= Date.parse(endsAt) ? 'active' : 'ended';
}

export default apiHandler({
  GET: ({ query }) => {
    const now = Date.now();
    const items: Promotion[] = promotions
      .map((promotion) => ({ ...localize(promotion, query.lang), status: promotionStatus(promotion, now) }))
      .filter((promotion) => !query.status || promotion.status === query.status)
      .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
    return content({ items });
  },
});
