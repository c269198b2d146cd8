import { PREBUILT_ELEMENT_ID, readPrebuilt, serializeForScript, type PrebuiltPage } from './prebuilt';

const page: PrebuiltPage = {
  routeId: 'analysis-market-news-detail',
  param: '2026/11/fed-holds-rates',
  path: 'analysis/market-news/2026/11/fed-holds-rates',
  head: { title: 'Fed holds </script><b>', description: 'd', jsonLd: null },
  data: { body: ['line\u2028break'] },
};

function write(json: string) {
  document.body.innerHTML = '';
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PREBUILT_ELEMENT_ID;
  script.textContent = json;
  document.body.append(script);
}

describe('prebuilt pages in the document', () => {
  it('serializes so that a script element cannot be closed early', () => {
    const json = serializeForScript(page);
    expect(json).not.toMatch(/<\/script>/i);
    expect(json).not.toMatch(/\u2028/);
    expect(JSON.parse(json)).toEqual(page);
  });

  it('reads the page back for its route and address only', () => {
    write(serializeForScript(page));
    expect(readPrebuilt('analysis-market-news-detail', '/analysis/market-news/2026/11/fed-holds-rates/')).toEqual(page);
    expect(readPrebuilt('analysis-market-news-detail', 'analysis/market-news/2026/11/other/')).toBeNull();
    expect(readPrebuilt('analysis-market-insight-detail', 'analysis/market-news/2026/11/fed-holds-rates')).toBeNull();
  });

  it('compares decoded addresses', () => {
    write(serializeForScript({ ...page, path: 'analysis/market-news/2026/11/a b' }));
    expect(readPrebuilt('analysis-market-news-detail', 'analysis/market-news/2026/11/a%20b/')).not.toBeNull();
  });

  it('finds nothing without the element or with broken JSON', () => {
    document.body.innerHTML = '';
    expect(readPrebuilt('analysis-market-news-detail', page.path)).toBeNull();
    write('{broken');
    expect(readPrebuilt('analysis-market-news-detail', page.path)).toBeNull();
  });
});
