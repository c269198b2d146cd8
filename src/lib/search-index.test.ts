import { loadSearchIndex, searchIndexUrl } from './search-index';

const stored = [
  { title: 'Forex', path: 'trading/forex', href: null, breadcrumb: 'Trading > Markets > Forex', category: 'trading' },
  { title: 'Careers', path: null, href: 'https://careers.example', breadcrumb: 'About us > Careers', category: 'about' },
];

describe('loadSearchIndex', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('fetches a set once and prefixes paths with each locale that uses it', async () => {
    fetchMock.mockResolvedValue({ ok: true, json: () => Promise.resolve(stored) });
    const en = await loadSearchIndex({ code: 'en', translationSet: 'en' });
    const india = await loadSearchIndex({ code: 'en-in', translationSet: 'en' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(searchIndexUrl('en'));
    expect(en[0].path).toBe('/en/trading/forex/');
    expect(india[0].path).toBe('/en-in/trading/forex/');
    expect(india[1]).toEqual(stored[1]);
  });

  it('tries again after a failed load', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 503 });
    await expect(loadSearchIndex({ code: 'ar', translationSet: 'ar' })).rejects.toThrow('503');
    fetchMock.mockResolvedValueOnce({ ok: true, json: () => Promise.resolve(stored) });
    await expect(loadSearchIndex({ code: 'ar', translationSet: 'ar' })).resolves.toHaveLength(2);
  });
});
