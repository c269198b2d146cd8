/**
 * @jest-environment node
 *
 * The content calls of §7 answer the shapes of src/lib/api/types.ts (docs/api.md).
 */
import articles from '../articles';
import articleInfo from '../articles/null';
import articleTags from '../articleTags';
import articleAliases from '../getArticleAlias';
import promotions from '../promotions';
import webinars from '../webinar';
import symbolsByValue from '../tmx-api/symblos/3/[value]';
import allSymbols from '../allsymblos';
import symbolOfToday from '../getSymbolToday';
import dividends from '../dividends';
import news from '../acuity-api/news';
import newsById from '../acuity-api/getNewsById';
import videos from '../urls';
import location from '../location';
import { callFunction } from '../../../tests/function-request';

const keys = (value: object) => Object.keys(value).sort();
const SUMMARY_KEYS = ['alias', 'author', 'id', 'kind', 'language', 'publishedAt', 'readingMinutes', 'summary', 'tags', 'title'];
const PAGE_KEYS = ['items', 'page', 'pageSize', 'total'];

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-22T05:00:00Z'), doNotFake: ['setImmediate', 'nextTick'] }));
afterEach(() => jest.useRealTimers());

describe('GET /api/articles', () => {
  it('answers a page of summaries, newest first', async () => {
    const { statusCode, body } = await callFunction(articles);
    expect(statusCode).toBe(200);
    expect(body?.status).toBe(200);
    expect(keys(body?.data)).toEqual(PAGE_KEYS);
    expect(body?.data).toMatchObject({ page: 1, pageSize: 10, total: 6 });
    for (const item of body?.data.items ?? []) expect(keys(item)).toEqual(SUMMARY_KEYS);
    const dates = body?.data.items.map((item: { publishedAt: string }) => item.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by kind and tag, and pages', async () => {
    const insights = await callFunction(articles, { query: { kind: 'insight' } });
    expect(insights.body?.data.items.every((item: { kind: string }) => item.kind === 'insight')).toBe(true);
    const gold = await callFunction(articles, { query: { tag: 'gold' } });
    expect(gold.body?.data.items.map((item: { alias: string }) => item.alias)).toEqual(['gold-outlook-2027']);
    const second = await callFunction(articles, { query: { page: '2', pageSize: '4' } });
    expect(second.body?.data).toMatchObject({ page: 2, pageSize: 4, total: 6 });
    expect(second.body?.data.items).toHaveLength(2);
  });

  it('answers in the locale’s own texts (Taiwan’s), else its translation set’s, English for an unknown locale, and says which', async () => {
    const gold = async (lang: string) => (await callFunction(articles, { query: { lang, tag: 'gold' } })).body?.data.items[0];
    expect(await gold('cht')).toMatchObject({ language: 'zh-hant', summary: '央行購金與實際利率走勢，仍是明年影響黃金的兩大關鍵因素。' });
    // Taiwan has its own texts beside zh-hant's, and the answer says so; Macau reads zh-hant's.
    const taiwan = await callFunction(articleInfo, { query: { alias: 'position-sizing-basics', lang: 'zh-hant-tw' } });
    expect(taiwan.body?.data).toMatchObject({ language: 'zh-hant-tw', summary: '進場前先確定可接受的虧損，再由停損距離決定交易手數。' });
    expect(await gold('zh-hant-mo')).toMatchObject({ language: 'zh-hant' });
    expect(await gold('ar')).toMatchObject({ language: 'ar', title: 'توقعات الذهب لعام 2027: أسعار الفائدة والاحتياطيات والمخاطر' });
    expect(await gold('th')).toMatchObject({ language: 'th', title: 'แนวโน้มทองคำปี 2027: อัตราดอกเบี้ย ทุนสำรอง และความเสี่ยง' });
    expect(await gold('xx')).toMatchObject({ language: 'en', title: 'Gold outlook for 2027: rates, reserves and risk' });
  });
});

describe('GET /api/articles/null (article info)', () => {
  it('finds an article by id, by alias and by a former alias, with its body', async () => {
    const byId = await callFunction(articleInfo, { query: { id: 'art-2001', lang: 'zh-hans' } });
    expect(keys(byId.body?.data)).toEqual([...SUMMARY_KEYS, 'body'].sort());
    expect(byId.body?.data.body.length).toBeGreaterThan(1);
    expect(byId.body?.data.language).toBe('zh-hans');
    const byAlias = await callFunction(articleInfo, { query: { alias: 'position-sizing-basics' } });
    const byFormer = await callFunction(articleInfo, { query: { alias: 'how-much-to-risk' } });
    expect(byAlias.body?.data.id).toBe('art-2001');
    expect(byFormer.body?.data.id).toBe('art-2001');
  });

  it('answers 404 in the visitor’s language, and 400 without id or alias', async () => {
    const missing = await callFunction(articleInfo, { query: { alias: 'nope', lang: 'zh-hans' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body?.data.message).toMatch(/[\u4e00-\u9fff]/);
    expect((await callFunction(articleInfo)).statusCode).toBe(400);
  });
});

describe('GET /api/articleTags and /api/getArticleAlias', () => {
  it('lists tags with labels and counts', async () => {
    const { body } = await callFunction(articleTags, { query: { lang: 'zh-hans', kind: 'insight' } });
    const gold = body?.data.items.find((tag: { id: string }) => tag.id === 'gold');
    expect(keys(gold)).toEqual(['count', 'id', 'label', 'language']);
    expect(gold).toMatchObject({ label: '黄金', count: 1, language: 'zh-hans' });
    const risk = body?.data.items.find((tag: { id: string }) => tag.id === 'risk-management');
    expect(risk.count).toBe(0);
  });

  it('labels the tags in the asked locale’s own set, Arabic and Thai too', async () => {
    const arabic = await callFunction(articleTags, { query: { lang: 'ar' } });
    expect(arabic.body?.data.items.find((tag: { id: string }) => tag.id === 'gold')).toMatchObject({ label: 'الذهب', language: 'ar' });
    const thai = await callFunction(articleTags, { query: { lang: 'th' } });
    expect(thai.body?.data.items.every((tag: { language: string }) => tag.language === 'th')).toBe(true);
    expect(thai.body?.data.items.find((tag: { id: string }) => tag.id === 'risk-management').label).toBe('การบริหารความเสี่ยง');
  });

  it('gives every article’s path and former aliases', async () => {
    const { body } = await callFunction(articleAliases, { query: { kind: 'article' } });
    expect(body?.data.items).toContainEqual({
      id: 'art-2001',
      alias: 'position-sizing-basics',
      kind: 'article',
      path: 'analysis/market-insight/article/position-sizing-basics',
      updatedAt: '2026-11-02T10:00:00Z',
      previousAliases: ['how-much-to-risk'],
    });
    expect(body?.data.items.every((item: { kind: string }) => item.kind === 'article')).toBe(true);
  });
});

describe('GET /api/promotions and /api/webinar', () => {
  it('computes each promotion’s status from today’s date', async () => {
    const { body } = await callFunction(promotions, { query: { lang: 'en' } });
    const status = Object.fromEntries(body?.data.items.map((item: { id: string; status: string }) => [item.id, item.status]));
    expect(status).toEqual({
      'demo-trading-challenge': 'upcoming',
      'volume-cashback': 'active',
      'refer-a-friend': 'active',
      'vps-summer-offer': 'ended',
    });
    expect(keys(body?.data.items[0])).toEqual(['endsAt', 'id', 'language', 'startsAt', 'status', 'summary', 'terms', 'title']);
    const active = await callFunction(promotions, { query: { status: 'active' } });
    expect(active.body?.data.items).toHaveLength(2);
  });

  it('lists upcoming webinars soonest first and past ones latest first', async () => {
    const upcoming = await callFunction(webinars, { query: { when: 'upcoming', lang: 'cht' } });
    expect(upcoming.body?.data.items.map((item: { id: string }) => item.id)).toEqual([
      'forex-basics-first-trade',
      'gold-central-bank-decisions',
      'metatrader-5-toolkit',
    ]);
    const first = upcoming.body?.data.items[0];
    expect(keys(first)).toEqual(['durationMinutes', 'id', 'language', 'level', 'presenter', 'startsAt', 'status', 'summary', 'title']);
    expect(first.presenter).toEqual({ name: 'Daniel Okafor', role: '資深市場講師' });
    const past = await callFunction(webinars, { query: { when: 'past' } });
    expect(past.body?.data.items.map((item: { id: string }) => item.id)).toEqual([
      'reading-the-economic-calendar',
      'risk-management-volatile-markets',
    ]);
  });

  it('answers promotions and webinars in the locale’s own language, terms and roles included', async () => {
    const arabic = await callFunction(promotions, { query: { lang: 'ar' } });
    const referral = arabic.body?.data.items.find((item: { id: string }) => item.id === 'refer-a-friend');
    expect(referral).toMatchObject({ language: 'ar', title: 'أحِل صديقًا' });
    expect(referral.terms[2]).toBe('لا يمكن سحب أرصدة التداول، أما الأرباح المحققة بها فيمكن سحبها.');
    const thai = await callFunction(webinars, { query: { when: 'upcoming', lang: 'th' } });
    expect(thai.body?.data.items[0]).toMatchObject({ language: 'th', title: 'พื้นฐานฟอเร็กซ์: เปิดการเทรดครั้งแรกของคุณ' });
    expect(thai.body?.data.items[0].presenter).toEqual({ name: 'Daniel Okafor', role: 'วิทยากรด้านตลาดอาวุโส' });
  });
});

describe('symbols and dividends', () => {
  const SYMBOL_KEYS = [
    'contractSize',
    'currency',
    'digits',
    'market',
    'maxLeverage',
    'minSpread',
    'name',
    'sessions',
    'swapLong',
    'swapShort',
    'symbol',
    'typicalSpread',
  ];

  it('lists all symbols', async () => {
    const { body } = await callFunction(allSymbols);
    expect(body?.data.items.length).toBeGreaterThan(20);
    for (const item of body?.data.items ?? []) expect(keys(item)).toEqual(SYMBOL_KEYS);
  });

  it('finds a market’s symbols or one symbol by value, else 404', async () => {
    const metals = await callFunction(symbolsByValue, { params: { value: 'metals' } });
    expect(metals.body?.data.items.map((item: { symbol: string }) => item.symbol)).toEqual(['XAUUSD', 'XAGUSD']);
    const one = await callFunction(symbolsByValue, { params: { value: 'eurusd' } });
    expect(one.body?.data.items).toEqual([expect.objectContaining({ symbol: 'EURUSD', market: 'forex' })]);
    expect((await callFunction(symbolsByValue, { params: { value: 'NOPE' } })).statusCode).toBe(404);
  });

  it('picks the symbol of the day by the UTC date', async () => {
    const { body } = await callFunction(symbolOfToday);
    expect(body?.data.date).toBe('2026-11-22');
    expect(keys(body?.data.symbol)).toEqual(SYMBOL_KEYS);
    jest.setSystemTime(new Date('2026-11-23T05:00:00Z'));
    const tomorrow = await callFunction(symbolOfToday);
    expect(tomorrow.body?.data.symbol.symbol).not.toBe(body?.data.symbol.symbol);
  });

  it('filters dividends by symbol and ex-date range, and rejects a malformed date', async () => {
    const { body } = await callFunction(dividends, { query: { from: '2026-11-20', to: '2026-11-30' } });
    expect(body?.data.items.map((item: { symbol: string }) => item.symbol)).toEqual(['US500', 'US30', 'NAS100', 'UK100']);
    expect(keys(body?.data.items[0])).toEqual(['amountLong', 'amountShort', 'currency', 'exDate', 'name', 'payDate', 'symbol']);
    const apple = await callFunction(dividends, { query: { symbol: 'aapl' } });
    expect(apple.body?.data.items).toHaveLength(1);
    expect((await callFunction(dividends, { query: { from: '20/11/2026' } })).statusCode).toBe(400);
  });
});

describe('news and videos', () => {
  it('lists news summaries, newest first, by category', async () => {
    const { body } = await callFunction(news, { query: { pageSize: '2' } });
    expect(body?.data).toMatchObject({ total: 6, pageSize: 2 });
    expect(keys(body?.data.items[0])).toEqual(['category', 'id', 'language', 'publishedAt', 'source', 'summary', 'symbols', 'title']);
    const crypto = await callFunction(news, { query: { category: 'crypto' } });
    expect(crypto.body?.data.items.map((item: { id: string }) => item.id)).toEqual(['2026/11/bitcoin-etf-inflows']);
  });

  it('finds one article by an id with slashes; 404 and 400 otherwise', async () => {
    const { body } = await callFunction(newsById, { query: { id: '2026/11/fed-holds-rates', lang: 'zh-hans' } });
    expect(body?.data).toMatchObject({ id: '2026/11/fed-holds-rates', language: 'zh-hans', title: '美联储维持利率不变并表示将保持耐心' });
    expect(body?.data.body.length).toBeGreaterThan(1);
    expect((await callFunction(newsById, { query: { id: '2026/11/nothing' } })).statusCode).toBe(404);
    expect((await callFunction(newsById)).statusCode).toBe(400);
  });

  it('answers the news in the asked locale’s own set, Arabic and Thai too', async () => {
    const arabic = await callFunction(newsById, { query: { id: '2026/11/fed-holds-rates', lang: 'ar' } });
    expect(arabic.body?.data).toMatchObject({ language: 'ar', title: 'الاحتياطي الفيدرالي يُبقي أسعار الفائدة دون تغيير ويلمّح إلى التريّث' });
    expect(arabic.body?.data.body).toHaveLength(2);
    const thai = await callFunction(news, { query: { lang: 'th' } });
    expect(thai.body?.data.items.map((item: { language: string }) => item.language)).toEqual(Array(6).fill('th'));
    expect(thai.body?.data.items.find((item: { id: string }) => item.id === '2026/11/gold-central-bank-demand').title).toBe(
      'ทองคำแข็งแกร่ง ธนาคารกลางยังซื้อต่อเนื่อง',
    );
  });

  it('lists videos with their player address', async () => {
    const { body } = await callFunction(videos, { query: { category: 'education' } });
    expect(body?.data.items).toHaveLength(1);
    expect(keys(body?.data.items[0])).toEqual([
      'category',
      'description',
      'durationSeconds',
      'embedUrl',
      'id',
      'language',
      'publishedAt',
      'title',
    ]);
  });

  it('answers the videos in the asked locale’s own set, Arabic and Thai too', async () => {
    const arabic = await callFunction(videos, { query: { category: 'education', lang: 'ar' } });
    expect(arabic.body?.data.items[0]).toMatchObject({ language: 'ar', title: 'ما الذي تعنيه الرافعة المالية فعلًا' });
    const thai = await callFunction(videos, { query: { lang: 'th' } });
    expect(thai.body?.data.items.map((item: { language: string }) => item.language)).toEqual(Array(4).fill('th'));
    expect(thai.body?.data.items.find((item: { id: string }) => item.id === 'what-is-leverage').title).toBe('เลเวอเรจหมายถึงอะไรกันแน่');
  });
});

describe('GET /api/location', () => {
  it('answers the country of a CDN header, upper-cased', async () => {
    const { body } = await callFunction(location, { headers: { 'cf-ipcountry': 'au' } });
    expect(body).toEqual({ status: 200, data: { countryCode: 'AU' } });
  });

  it('answers nothing without a usable header', async () => {
    expect((await callFunction(location)).body).toEqual({ status: 200, data: {} });
    expect((await callFunction(location, { headers: { 'cf-ipcountry': 'XX', 'x-country-code': 'Bolivia' } })).body?.data).toEqual({});
  });
});
