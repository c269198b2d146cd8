import { fetchPromotions } from './promotions';
import { jsonResponse } from '../../../tests/json-response';

describe('fetchPromotions', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('asks for the language and keeps the entries that fit the expected shape', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        items: [
          { id: 7, title: 'Deposit bonus', summary: '20% on your first deposit', validUntil: '2026-06-30', terms: 'Terms apply.' },
          { id: 'x', title: '' },
          'junk',
          { id: 'loyalty', title: 'Loyalty points' },
        ],
      }),
    );
    await expect(fetchPromotions('zh-hans')).resolves.toEqual([
      { id: '7', title: 'Deposit bonus', summary: '20% on your first deposit', validUntil: '2026-06-30', terms: 'Terms apply.' },
      { id: 'loyalty', title: 'Loyalty points', summary: '', validUntil: null, terms: '' },
    ]);
    expect(fetchMock).toHaveBeenCalledWith('/api/promotions?language=zh-hans', expect.objectContaining({ method: 'GET' }));
  });

  it('reads a response without items as no promotions', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await expect(fetchPromotions('en')).resolves.toEqual([]);
  });

  it('rejects when the call fails, so the page can offer a retry', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { message: 'down' }));
    await expect(fetchPromotions('en')).rejects.toMatchObject({ name: 'ApiError', status: 503 });
  });
});
