import { currentPromotions, currentPromotionsAt } from './promotions';
import type { Promotion } from './api/types';

const promotion = (id: string, status: Promotion['status'], startsAt: string): Promotion => ({
  id,
  status,
  startsAt,
  endsAt: '2099-01-01T00:00:00Z',
  title: id,
  summary: '',
  terms: [],
  language: 'en',
});

it('lists the running promotions, then the upcoming ones, each by start, and none that ended', () => {
  const items = [
    promotion('later', 'upcoming', '2027-03-01T00:00:00Z'),
    promotion('old', 'ended', '2025-01-01T00:00:00Z'),
    promotion('b', 'active', '2026-10-01T00:00:00Z'),
    promotion('sooner', 'upcoming', '2027-01-01T00:00:00Z'),
    promotion('a', 'active', '2026-09-01T00:00:00Z'),
  ];
  expect(currentPromotions(items).map(({ id }) => id)).toEqual(['a', 'b', 'sooner', 'later']);
});

it('takes each status again at a later moment: a promotion built as upcoming runs, one built as running has ended', () => {
  const built = [
    { ...promotion('starts', 'upcoming', '2027-01-01T00:00:00Z'), endsAt: '2027-02-01T00:00:00Z' },
    { ...promotion('ends', 'active', '2026-10-01T00:00:00Z'), endsAt: '2026-12-01T00:00:00Z' },
  ];
  const shown = currentPromotionsAt(built, Date.parse('2027-01-10T00:00:00Z'));
  expect(shown.map(({ id, status }) => [id, status])).toEqual([['starts', 'active']]);
});
