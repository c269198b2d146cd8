/**
 * @jest-environment node
 *
 * The client against the real embedded API: every call of endpoints.ts is answered by its
 * function of src/api/ (tests/embedded-api.ts), so a client that reads a shape, a path or a
 * query parameter the server does not have fails here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedApi } from '../../../tests/embedded-api';
import { examplePayload } from '../../../tests/registration-example';
import { publishedLocales } from '../locales';
import * as store from '../content-store';
import { ApiError } from './client';
import * as endpoints from './endpoints';
import { MAX_PAGE_SIZE } from './types';
import budget from '../../../tests/quality/budget.json';
import taiwanTermbase from '../../../data/terms/zh-hant-tw.json';

let dataDir: string;
const env = { ...process.env };
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'contract-'));
  process.env.EMBEDDED_API_DATA_DIR = dataDir;
  global.fetch = embeddedApi().fetch;
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
  process.env = { ...env };
});

const DEMO = { email: 'demo.trader@northwind-markets.example', password: 'DemoTrader-2026' };

describe('content calls answer what the client reads, in the asked language', () => {
  it('promotions: current and upcoming ones with their dates and terms', async () => {
    const { items } = await endpoints.getPromotions({ lang: 'zh-hans' });
    expect(items.length).toBeGreaterThan(0);
    for (const promotion of items) {
      expect(promotion).toMatchObject({ id: expect.any(String), title: expect.any(String), language: 'zh-hans' });
      expect(Date.parse(promotion.startsAt)).not.toBeNaN();
      expect(Date.parse(promotion.endsAt)).not.toBeNaN();
      expect(promotion.terms.length).toBeGreaterThan(0);
      expect(['upcoming', 'active', 'ended']).toContain(promotion.status);
    }
    const active = await endpoints.getPromotions({ lang: 'en', status: 'active' });
    expect(active.items.every((promotion) => promotion.status === 'active')).toBe(true);
  });

  it('articles, their info, tags and aliases', async () => {
    const page = await endpoints.getArticles({ lang: 'cht', kind: 'insight', pageSize: 2 });
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
    expect(page.items).toHaveLength(2);
    const [first] = page.items;
    expect(first.kind).toBe('insight');
    const article = await endpoints.getArticleInfo({ alias: first.alias, lang: 'cht' });
    expect(article).toMatchObject({ id: first.id, title: first.title });
    expect(article.body.length).toBeGreaterThan(0);
    const { items: tags } = await endpoints.getArticleTags({ lang: 'en' });
    expect(tags.length).toBeGreaterThan(0);
    expect(tags[0]).toMatchObject({ id: expect.any(String), label: expect.any(String), count: expect.any(Number) });
    const { items: aliases } = await endpoints.getArticleAliases({ kind: 'insight' });
    expect(aliases.find((alias) => alias.id === first.id)?.path).toMatch(/^analysis\/market-insight\//);
  });

  it('news and one story by an id with slashes', async () => {
    const page = await endpoints.getNews({ lang: 'en', pageSize: 3 });
    expect(page.items).toHaveLength(3);
    const story = await endpoints.getNewsById({ id: page.items[0].id, lang: 'en' });
    expect(story.id).toBe(page.items[0].id);
    expect(story.body.length).toBeGreaterThan(0);
    await expect(endpoints.getNewsById({ id: 'no/such/story', lang: 'en' })).rejects.toMatchObject({ status: 404 });
  });

  it('webinars, videos and the economic calendar', async () => {
    const webinars = await endpoints.getWebinars({ lang: 'th' });
    expect(webinars.items[0]).toMatchObject({ id: expect.any(String), presenter: { name: expect.any(String) } });
    const videos = await endpoints.getVideoUrls({ lang: 'ko' });
    expect(videos.items[0].embedUrl).toMatch(/^https:\/\//);
    const calendar = await endpoints.getEconomicCalendar({ lang: 'de', from: '2026-11-23', to: '2026-11-29' });
    expect(calendar).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    expect(Array.isArray(calendar.items)).toBe(true);
  });

  it('symbols, the symbol of the day and dividends', async () => {
    const forex = await endpoints.getSymbolsByValue('forex');
    expect(forex.items.length).toBeGreaterThan(0);
    expect(forex.items.every((symbol) => symbol.market === 'forex')).toBe(true);
    const one = await endpoints.getSymbolsByValue('EURUSD');
    expect(one.items.map((symbol) => symbol.symbol)).toEqual(['EURUSD']);
    expect((await endpoints.getAllSymbols()).items.length).toBeGreaterThan(forex.items.length);
    expect((await endpoints.getSymbolOfToday()).symbol.symbol).toEqual(expect.any(String));
    const { items: dividends } = await endpoints.getDividends();
    expect(dividends[0]).toMatchObject({ symbol: expect.any(String), exDate: expect.any(String) });
  });
});

/**
 * Every content call answers every item of every published locale in that locale's own
 * language: its translation set, or the locale itself where it has texts of its own
 * (zh-hant-tw, whose items keep no Hong Kong word of its termbase's regional table).
 */
describe('every content call, in every published locale', () => {
  type Item = { id: string; language: string };
  const all = { pageSize: MAX_PAGE_SIZE };
  // Two months with a fifth Tuesday and Thursday: every calendar indicator is released at least once.
  const months = { from: '2026-09-01', to: '2026-10-31' };
  const calls: Record<string, (lang: string) => Promise<Item[]>> = {
    news: async (lang) => {
      const { items } = await endpoints.getNews({ lang, ...all });
      return [...items, ...(await Promise.all(items.map((story) => endpoints.getNewsById({ id: story.id, lang }))))];
    },
    articles: async (lang) => {
      const { items } = await endpoints.getArticles({ lang, kind: 'article', ...all });
      return [...items, ...(await Promise.all(items.map((article) => endpoints.getArticleInfo({ alias: article.alias, lang }))))];
    },
    insights: async (lang) => (await endpoints.getArticles({ lang, kind: 'insight', ...all })).items,
    'article tags': async (lang) => (await endpoints.getArticleTags({ lang })).items,
    promotions: async (lang) => (await endpoints.getPromotions({ lang })).items,
    webinars: async (lang) => [
      ...(await endpoints.getWebinars({ lang, when: 'upcoming', ...all })).items,
      ...(await endpoints.getWebinars({ lang, when: 'past', ...all })).items,
    ],
    videos: async (lang) => (await endpoints.getVideoUrls({ lang })).items,
    'economic calendar': async (lang) => (await endpoints.getEconomicCalendar({ lang, ...months })).items,
  };
  const texts = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];

  // The locales with content texts of their own, beside their set's.
  const ownTexts = publishedLocales
    .filter((locale) => locale.code !== locale.translationSet && store.news.some((story) => story.text[locale.code]))
    .map((locale) => locale.code);
  const hongKongWords = taiwanTermbase.regional.avoid.map(([pattern]) => new RegExp(pattern, 'u'));

  it('Taiwan is the locale with texts of its own', () => {
    expect(ownTexts).toEqual(['zh-hant-tw']);
  });

  it.each(Object.keys(calls))('%s', async (call) => {
    const english = await calls[call]('en');
    // Every string of an item but its language code.
    const wording = (item: Item | undefined) => texts({ ...item, language: null }).join('|');
    const englishWording = (item: Item) => wording(english.find((entry) => entry.id === item.id));
    for (const { code, translationSet } of publishedLocales) {
      const items = await calls[call](code);
      expect(items.length).toBeGreaterThan(0);
      const language = ownTexts.includes(code) ? code : translationSet;
      const elsewhere = items.filter((item) => item.language !== language).map((item) => `${item.id}: ${item.language}`);
      expect({ code, elsewhere }).toEqual({ code, elsewhere: [] });
      // The text is what the language says: an item worded as in English is not translated, unless the
      // translations gate allows its words for the set ("Gold" in German).
      const allowed = (text: string) => {
        const sets: string | string[] | undefined = (budget.translations.sameAsEnglishAllowed as Record<string, string | string[]>)[text];
        return sets === '*' || (Array.isArray(sets) && sets.includes(translationSet));
      };
      const asEnglish =
        translationSet === 'en'
          ? []
          : items.filter((item) => wording(item) === englishWording(item) && !texts({ ...item, id: null, language: null }).every(allowed));
      expect({ code, asEnglish: asEnglish.map((item) => item.id) }).toEqual({ code, asEnglish: [] });
      if (code === 'zh-hant-tw') {
        const regional = texts(items).filter((text) => hongKongWords.some((pattern) => pattern.test(text)));
        expect({ code, regional }).toEqual({ code, regional: [] });
      }
    }
  });
});

describe('the visitor’s location', () => {
  it('reads the country a CDN names in its header', async () => {
    global.fetch = embeddedApi({ headers: { 'cf-ipcountry': 'DE' } }).fetch;
    expect(await endpoints.getLocation()).toEqual({ countryCode: 'DE' });
  });

  it('answers no country without such a header', async () => {
    expect(await endpoints.getLocation()).toEqual({});
  });
});

describe('sign-ups and registration', () => {
  it('signUp answers a reference and a message', async () => {
    const result = await endpoints.signUp({ kind: 'ebook', name: 'Ana Lima', email: 'ana@example.com', language: 'pt' });
    expect(result.reference).toMatch(/^NW-/);
    expect(result.message).toContain(result.reference);
  });

  it('register answers the redirect address the form opens', async () => {
    const answer = await endpoints.register({ ...examplePayload, token: '' });
    expect(answer).toEqual({
      status: 200,
      data: {
        redirect_address: expect.stringMatching(/^https:\/\/.*apply-live-ta\?language=en$/),
        reference: expect.stringMatching(/^NW-/),
      },
    });
  });

  it('a repeat under the same idempotency key is the same application, a new key another', async () => {
    const payload = { ...examplePayload, token: '' };
    const first = await endpoints.register(payload, { idempotencyKey: 'contract-key-0001' });
    const again = await endpoints.register(payload, { idempotencyKey: 'contract-key-0001' });
    const other = await endpoints.register(payload, { idempotencyKey: 'contract-key-0002' });
    expect(again.data.reference).toBe(first.data.reference);
    expect(other.data.reference).not.toBe(first.data.reference);
  });

  it('a refusal arrives as an ApiError with the server’s translated message', async () => {
    const failure = await endpoints.register({ ...examplePayload, email: 'nope', language: 'de' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, message: expect.stringMatching(/E-Mail-Adresse/) });
  });
});

describe('the user calls', () => {
  it('log in, read and change the details, log out', async () => {
    await expect(endpoints.getUserInfo()).rejects.toMatchObject({ status: 401 });
    const user = await endpoints.logIn(DEMO);
    expect(user).toMatchObject({ email: DEMO.email, firstName: 'Alex', accountType: 'live' });
    expect(user).not.toHaveProperty('passwordHash');
    expect(await endpoints.getUserInfo()).toEqual(user);
    const changed = await endpoints.updateUserInfo({ phone: '+61 400 000 999', language: 'th' });
    expect(changed).toMatchObject({ phone: '+61 400 000 999', language: 'th', firstName: 'Alex' });
    expect(await endpoints.getUserInfo()).toEqual(changed);
    await endpoints.logOut();
    await expect(endpoints.getUserInfo()).rejects.toMatchObject({ status: 401 });
  });

  it('a wrong password is a 401 with a message in the page’s language', async () => {
    await expect(endpoints.logIn({ ...DEMO, password: 'wrong', language: 'fr' })).rejects.toMatchObject({
      status: 401,
      message: 'L’adresse e-mail ou le mot de passe est incorrect.',
    });
  });
});
