import { registerSharedStrings } from 'gatsby-plugin-react-i18next/dist/sharedStrings';
import { jsonResponse } from '../../tests/json-response';
import { loadSharedStrings, navigateWithStrings, pageDataPath, pageStringsOf, withSharedStrings } from './shared-strings';

describe('pageStringsOf', () => {
  it("keeps the subtrees of the routes a page shows and the keys no route owns, and drops the other routes' subtrees", () => {
    const trading = { 'trading-forex': { title: 'Forex' }, 'trading-indices': { title: 'Indices' }, 'trading-tabs': { all: 'All' } };
    const routeIds = new Set(['trading-forex', 'trading-indices']);
    expect(pageStringsOf(trading, new Set(['trading-forex']), routeIds)).toEqual({
      'trading-forex': { title: 'Forex' },
      'trading-tabs': { all: 'All' },
    });
  });
});

describe('pageDataPath', () => {
  it("names Gatsby's page data file of a path, without its query and hash", () => {
    expect(pageDataPath('/ar/trading/forex/?campaign_code=spring#top')).toBe('/page-data/ar/trading/forex/page-data.json');
    expect(pageDataPath('/')).toBe('/page-data/index/page-data.json');
  });
});

describe('loading and joining', () => {
  const edges = [{ node: { ns: 'common', language: 'de', data: { nav: { home: 'Startseite' } } } }];

  it('fetches a file once and joins its strings before the page’s own', async () => {
    const fetcher = jest.fn(() => Promise.resolve(jsonResponse(200, edges)));
    await loadSharedStrings('/strings/de.aaaaaaaaaaaa.json', fetcher);
    await loadSharedStrings('/strings/de.aaaaaaaaaaaa.json', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    const own = { node: { ns: 'trading', language: 'de', data: '{}' } };
    expect(withSharedStrings({ edges: [own] }, '/strings/de.aaaaaaaaaaaa.json').edges).toEqual([...edges, own]);
  });

  it('says so when a page’s shared strings are not loaded, instead of showing keys', () => {
    expect(() => withSharedStrings({ edges: [] }, '/strings/fr.bbbbbbbbbbbb.json')).toThrow('/strings/fr.bbbbbbbbbbbb.json are not loaded');
  });

  it('fails on a missing file', async () => {
    await expect(loadSharedStrings('/strings/it.cccccccccccc.json', () => Promise.resolve(jsonResponse(404, {})))).rejects.toThrow('404');
  });
});

describe('navigateWithStrings', () => {
  const pageData = { result: { pageContext: { i18n: { sharedStrings: '/strings/th.dddddddddddd.json' } } } };

  it('moves without a reload once the page’s strings are here', async () => {
    registerSharedStrings('/strings/th.dddddddddddd.json', []);
    const go = jest.fn();
    await navigateWithStrings('/th/', go, { fetcher: () => Promise.resolve(jsonResponse(200, pageData)) });
    expect(go).toHaveBeenCalledWith('/th/', { replace: false });
  });

  it('loads the page in full when its strings cannot be fetched', async () => {
    const assign = jest.fn();
    const replace = jest.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, assign, replace } });
    const go = jest.fn();
    const down = () => Promise.reject(new TypeError('Failed to fetch'));
    await navigateWithStrings('/ko/', go, { fetcher: down });
    await navigateWithStrings('/vi/', go, { fetcher: down, replace: true });
    expect(go).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/ko/');
    expect(replace).toHaveBeenCalledWith('/vi/');
  });
});
