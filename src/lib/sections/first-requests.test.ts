/**
 * The preloads of a page are the very requests its sections make: a preload the page's fetch
 * does not match is a second request, not a head start.
 */
import { getNews } from '../api/endpoints';
import { firstRequests, newsListQuery } from './first-requests';

const newsList = { __typename: 'NewsListSection', pageSize: 6 } as const;
const features = { __typename: 'FeaturesSection' } as const;

it('preloads the first page of each news list, in the page language', () => {
  expect(firstRequests([features, newsList], 'ar')).toEqual(['/api/acuity-api/news?lang=ar&page=1&pageSize=6']);
  expect(firstRequests([features], 'ar')).toEqual([]);
});

it('names the address the news list fetches first', async () => {
  const answer = { status: 200, data: { items: [], total: 0, page: 1, pageSize: 6 } };
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(answer) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  await getNews(newsListQuery('cht', 1, 6));
  expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(firstRequests([newsList], 'cht')[0]);
});
