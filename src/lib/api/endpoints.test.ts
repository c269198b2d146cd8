import * as endpoints from './endpoints';

const envelope = (data: unknown) =>
  ({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify({ status: 200, data })) }) as Response;

describe('endpoints', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(envelope({ items: [] }));
    global.fetch = fetchMock;
    delete process.env.GATSBY_USER_API_PREFIX;
  });
  const called = () => fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}${init.body ? ` ${init.body}` : ''}`);

  it('call every path of §7 with the right method, query and body', async () => {
    await endpoints.getArticleInfo({ id: 'a1', lang: 'ar' });
    await endpoints.getArticles({ kind: 'insight', tag: 'gold', page: 2 });
    await endpoints.getPromotions({ status: 'active' });
    await endpoints.getWebinars({ when: 'upcoming' });
    await endpoints.signUp({ kind: 'ebook', name: 'Ana', email: 'ana@example.com', language: 'pt' });
    await endpoints.getSymbolsByValue('US 500/x');
    await endpoints.getAllSymbols();
    await endpoints.getArticleTags({ lang: 'en' });
    await endpoints.getNews({ page: 1 });
    await endpoints.getDividends({ symbol: 'AAPL' });
    await endpoints.getSymbolOfToday();
    await endpoints.getVideoUrls({ lang: 'ko' });
    await endpoints.getLocation();
    await endpoints.getNewsById({ id: '2026/11/a', lang: 'en' });
    await endpoints.getArticleAliases();
    expect(called()).toEqual([
      'GET /api/articles/null?id=a1&lang=ar',
      'GET /api/articles?kind=insight&tag=gold&page=2',
      'GET /api/promotions?status=active',
      'GET /api/webinar?when=upcoming',
      'POST /api/signUp {"kind":"ebook","name":"Ana","email":"ana@example.com","language":"pt"}',
      'GET /api/tmx-api/symblos/3/US%20500%2Fx',
      'GET /api/allsymblos',
      'GET /api/articleTags?lang=en',
      'GET /api/acuity-api/news?page=1',
      'GET /api/dividends?symbol=AAPL',
      'GET /api/getSymbolToday',
      'GET /api/urls?lang=ko',
      'GET /api/location',
      'GET /api/acuity-api/getNewsById?id=2026%2F11%2Fa&lang=en',
      'GET /api/getArticleAlias',
    ]);
  });

  it('resolve with the answer’s data, except registration, whose status the form reads', async () => {
    fetchMock.mockResolvedValue(envelope({ countryCode: 'AU' }));
    await expect(endpoints.getLocation()).resolves.toEqual({ countryCode: 'AU' });
    fetchMock.mockResolvedValue(envelope({ redirect_address: 'https://portal.example/apply' }));
    await expect(endpoints.register({} as Parameters<typeof endpoints.register>[0])).resolves.toEqual({
      status: 200,
      data: { redirect_address: 'https://portal.example/apply' },
    });
    expect(called()[1]).toBe('POST /api/register {}');
  });

  it('map the user calls to the embedded API, or to the root when GATSBY_USER_API_PREFIX is empty', async () => {
    await endpoints.logIn({ email: 'ana@example.com', password: 'x' });
    await endpoints.getUserInfo();
    await endpoints.updateUserInfo({ firstName: 'Ana' });
    process.env.GATSBY_USER_API_PREFIX = '';
    await endpoints.getUserInfo();
    process.env.GATSBY_USER_API_PREFIX = '/v2/';
    await endpoints.getUserInfo();
    expect(called()).toEqual([
      'POST /api/user/login {"email":"ana@example.com","password":"x"}',
      'GET /api/user/info',
      'PUT /api/user/info {"firstName":"Ana"}',
      'GET /user/info',
      'GET /v2/user/info',
    ]);
  });

  it('fetch the build manifest from the site itself with a timestamp', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, text: () => Promise.resolve('{"id":"b1","builtAt":"x"}') } as Response);
    await expect(endpoints.getBuildManifest('https://www.example.com', 42)).resolves.toEqual({ id: 'b1', builtAt: 'x' });
    expect(called()).toEqual(['GET https://www.example.com/builds/latest.json?t=42']);
  });
});
