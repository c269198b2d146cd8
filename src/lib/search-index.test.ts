import { loadPopularSearches, loadSearchIndex, searchIndexUrl, type SearchIndexFile } from './search-index';

const stored: SearchIndexFile = {
  entries: [
    { title: 'Forex', path: 'trading/forex', href: null, breadcrumb: 'Trading > Markets > Forex', category: 'trading' },
    { title: 'Careers', path: null, href: 'https://careers.example', breadcrumb: 'About us > Careers', category: 'about' },
    { title: 'MetaTrader 5', path: 'platform/metatrader-5', href: null, breadcrumb: 'Platforms > MetaTrader 5', category: 'platform' },
  ],
  popular: [2, 0],
};

const served = (file: SearchIndexFile) => ({ ok: true, json: () => Promise.resolve(file) });

describe('loadSearchIndex', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('fetches a set once and prefixes paths with each locale that uses it', async () => {
    fetchMock.mockResolvedValue(served(stored));
    const en = await loadSearchIndex({ code: 'en', translationSet: 'en' });
    const india = await loadSearchIndex({ code: 'en-in', translationSet: 'en' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(searchIndexUrl('en'));
    expect(en[0].path).toBe('/en/trading/forex/');
    expect(india[0].path).toBe('/en-in/trading/forex/');
    expect(india[1]).toEqual(stored.entries[1]);
  });

  it('gives the popular searches in their order, from the same file', async () => {
    fetchMock.mockResolvedValue(served(stored));
    const popular = await loadPopularSearches({ code: 'cht', translationSet: 'zh-hant' });
    await loadSearchIndex({ code: 'cht', translationSet: 'zh-hant' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(popular.map((entry) => entry.path)).toEqual(['/cht/platform/metatrader-5/', '/cht/trading/forex/']);
  });

  it('tries again after a failed load', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 503 });
    await expect(loadSearchIndex({ code: 'ar', translationSet: 'ar' })).rejects.toThrow('503');
    fetchMock.mockResolvedValueOnce(served(stored));
    await expect(loadSearchIndex({ code: 'ar', translationSet: 'ar' })).resolves.toHaveLength(3);
  });
});
