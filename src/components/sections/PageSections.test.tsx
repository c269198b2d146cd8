import React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { readTranslationSet } from '../../../gatsby/translations';
import { siteRoutes } from '../../../gatsby/site-routes';
import { i18nextOptions } from '../../lib/i18n';
import type { ApiEnvelope, Page } from '../../lib/api/types';
import type { ResolvedSection as Section } from '../../../gatsby/sections';

interface PageBody {
  pageId: string;
  routeId: string;
  sections: Section[];
}
import type { FirstPage } from '../../lib/sections/first-pages';
import { promotionList } from '../../lib/server/promotions';
import { LocaleProvider } from '../locale-context';
import { PageSections } from './PageSections';
import { queriedSections } from '../../../tests/section-query';
import { memoryNodeModel, resolvedSections, siteNodes } from '../../../tests/site-nodes';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedApi } from '../../../tests/embedded-api';
import { jsonResponse } from '../../../tests/json-response';
import * as store from '../../lib/content-store';

jest.mock('gatsby-plugin-image', () => ({ GatsbyImage: () => null }));

// Every page body as sourcing declares it; its sections as its page query resolves them, once.
const nodes = siteNodes();
const bodies = nodes.PageBody;
const resolved = new Map<string, PageBody>();
beforeAll(async () => {
  const nodeModel = memoryNodeModel(nodes);
  for (const body of bodies) resolved.set(body.pageId, { ...body, sections: (await resolvedSections(body, nodeModel)) as Section[] });
});
const bodyOf = (pageId: string): PageBody => {
  const body = resolved.get(pageId);
  if (!body) throw new Error(`no body ${pageId}`);
  return body;
};

/** Renders sections with the real strings of a translation set, recording every key that has no string. */
function renderSections(sections: Section[], set = 'en', locale = 'en', firstPages: Record<string, FirstPage> = {}) {
  const missing: string[] = [];
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...i18nextOptions,
    initAsync: false,
    lng: set,
    fallbackLng: false,
    ns: ['common', 'home', 'trading', 'platform', 'about', 'analysis', 'sections', 'account'],
    defaultNS: 'common',
    resources: { [set]: readTranslationSet(set) },
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => missing.push(`${namespace}:${key}`),
    react: { useSuspense: false },
  });
  const view = render(
    <I18nextProvider i18n={instance}>
      <LocaleProvider code={locale}>
        <PageSections
          body={{
            sections: queriedSections(sections.map((section) => ({ ...section, firstPage: firstPages[section.id] ?? null }))),
            images: [],
          }}
        />
      </LocaleProvider>
    </I18nextProvider>,
  );
  return { ...view, missing };
}

describe('every page body renders with its strings', () => {
  // The sections that load content (analysis lists, promotions, the account) ask the real embedded API.
  beforeEach(() => {
    global.fetch = embeddedApi().fetch;
  });

  it.each(bodies.map((body) => [body.pageId] as const))(
    '%s',
    async (pageId) => {
      const body = bodyOf(pageId);
      const { missing, container } = renderSections(body.sections);
      // The lazily loaded sections (calculator, promotions, greeting, glossary…) arrive after a tick
      // (the glossary's 140 terms take jsdom seconds on a busy machine); the webinar registration
      // shows only after one was made.
      const shown = body.sections.filter((section) => section.type !== 'registration').length;
      // The first import of a lazy chunk compiles it: give that time on a busy machine.
      await waitFor(() => expect(container.querySelectorAll('section').length).toBeGreaterThanOrEqual(shown), { timeout: 10_000 });
      await act(() => Promise.resolve());
      expect(missing).toEqual([]);
      expect(container.textContent).not.toMatch(/\b(sections|trading|platform|home|academy|about|analysis|forms|common):[a-z]/);
    },
    15_000,
  );

  it('every trading, platform and home route but the client-only one has a body', () => {
    const covered = new Set(bodies.map((body) => body.routeId));
    const uncovered = siteRoutes.filter((route) => ['home', 'trading', 'platform'].includes(route.section) && !covered.has(route.id));
    expect(uncovered.map((route) => route.id)).toEqual([]);
  });

  it('renders in Simplified Chinese with Chinese text', async () => {
    const { container, missing } = renderSections(bodyOf('trading-forex').sections, 'zh-hans', 'zh-hans');
    expect(missing).toEqual([]);
    expect(container.textContent).toContain('欧元兑美元');
  });
});

describe('about pages', () => {
  const aboutBodies = bodies.filter((body) => body.routeId.startsWith('about-'));

  it.each(['zh-hans', 'zh-hant'])('render in %s with every string translated', async (set) => {
    expect(aboutBodies.length).toBeGreaterThan(15);
    for (const { pageId } of aboutBodies) {
      const body = bodyOf(pageId);
      const { missing, container, unmount } = renderSections(body.sections, set, set);
      await waitFor(() => expect(container.querySelectorAll('section').length).toBeGreaterThanOrEqual(body.sections.length));
      expect({ page: body.pageId, missing }).toEqual({ page: body.pageId, missing: [] });
      expect(container.textContent).toMatch(/[\u4e00-\u9fff]/);
      unmount();
    }
  });

  // jsdom has neither scrolling nor media queries.
  const { scrollIntoView } = Element.prototype;
  const { matchMedia } = window;
  afterEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
    window.matchMedia = matchMedia;
  });

  it('moves the focus to the chapter a contents link names, and back to the contents', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    renderSections(bodyOf('about-privacy-policy').sections);
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    fireEvent.click(within(contents).getByRole('link', { name: 'Cookies' }));
    const chapter = screen.getByRole('heading', { level: 2, name: /Cookies/ });
    expect(chapter).toHaveFocus();
    expect(scrolled).toEqual([chapter]);
    expect(window.location.hash).toBe('#cookies');
    const back = within(chapter.closest('section') as HTMLElement).getByRole('link', { name: 'Back to contents' });
    fireEvent.click(back);
    expect(screen.getByRole('heading', { level: 2, name: 'Contents' })).toHaveFocus();
  });

  it.each([
    ['en', 'en', false],
    ['en', 'en-in', false],
    ['de', 'de', true],
    ['ar', 'ar', true],
    ['zh-hant', 'zh-hant-tw', true],
  ])('the privacy policy in %s (%s) says that the English version prevails: %s', async (set, locale, noted) => {
    const { container } = renderSections(bodyOf('about-privacy-policy').sections, set, locale);
    await screen.findByRole('navigation');
    const note = (readTranslationSet(set).about as { legal: { prevails: { en: string } } }).legal.prevails.en;
    expect(container.textContent?.includes(note)).toBe(noted);
  });

  it('lists the awards newest year first', async () => {
    renderSections(bodyOf('about-achievement').sections);
    const years = (await screen.findAllByRole('heading', { level: 3 })).map((heading) => Number(heading.textContent));
    expect(years.length).toBeGreaterThan(3);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });
});

describe('instrument table', () => {
  const table = () => renderSections(bodyOf('trading-range-of-markets').sections.filter((section) => section.type === 'instruments'));
  const symbols = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

  it('filters by text and by market, saying how many are shown', () => {
    table();
    const all = symbols().length;
    fireEvent.change(screen.getByLabelText('Search instruments'), { target: { value: 'gold' } });
    expect(symbols()).toEqual(['XAUUSD', 'XAUEUR', 'XAUAUD']);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 3 of ${all} instruments`);
    fireEvent.change(screen.getByLabelText('Search instruments'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'energies' } });
    expect(symbols()).toEqual(['USOIL', 'UKOIL', 'NGAS']);
    fireEvent.change(screen.getByLabelText('Search instruments'), { target: { value: 'zzz' } });
    expect(screen.getByText(/No instrument matches “zzz”/)).toBeInTheDocument();
  });

  it('sorts by a column and says so to assistive technology', () => {
    table();
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'forex' } });
    const spreadHeader = screen.getByRole('columnheader', { name: /Typical spread/ });
    fireEvent.click(within(spreadHeader).getByRole('button'));
    expect(spreadHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(symbols()[0]).toBe('EURUSD');
    fireEvent.click(within(spreadHeader).getByRole('button'));
    expect(spreadHeader).toHaveAttribute('aria-sort', 'descending');
    expect(symbols()[0]).toBe('USDTRY');
  });
});

describe('tabs', () => {
  it('shows one panel at a time and moves with the arrow keys', () => {
    renderSections(bodyOf('trading-tabs').sections);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Spreads and swaps', 'Trading hours', 'Leverage']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Spreads and swaps');
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Mon 00:05 – Fri 23:55');
    fireEvent.keyDown(tabs[1], { key: 'End' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('1:1000');
  });

  it('mirrors the arrow keys right to left', () => {
    renderSections(bodyOf('trading-tabs').sections, 'ar', 'ar');
    const tabs = screen.getAllByRole('tab');
    fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' });
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
  });
});

describe('help centre', () => {
  it('has at least 30 questions in 6 groups, and searches them', () => {
    renderSections(bodyOf('trading-help-center').sections);
    const faq = bodyOf('trading-help-center').sections.find((section) => section.type === 'faq');
    expect(faq?.type === 'faq' && faq.groups.length).toBe(6);
    expect(document.querySelectorAll('details').length).toBeGreaterThanOrEqual(30);
    fireEvent.change(screen.getByLabelText('Search the help centre'), { target: { value: 'withdraw' } });
    const shown = [...document.querySelectorAll('summary')].map((summary) => summary.textContent);
    expect(shown).toContain('How long do withdrawals take?');
    expect(shown.length).toBeLessThan(30);
    fireEvent.change(screen.getByLabelText('Search the help centre'), { target: { value: 'qwertyuiop' } });
    expect(document.querySelectorAll('details')).toHaveLength(0);
    expect(screen.getByText(/No question matches “qwertyuiop”/)).toBeInTheDocument();
  });
});

describe('calculator', () => {
  const calculator = async () => {
    renderSections(bodyOf('platform-trading-calculator').sections.filter((section) => section.type === 'calculator'));
    await screen.findByLabelText('Instrument');
  };
  const result = (name: string) => document.querySelector(`[data-result="${name}"] dd span`)?.textContent;

  it('computes pip value, margin, profit and swap for the default trade', async () => {
    await calculator();
    expect(result('pipValue')).toBe('$10.00');
    expect(result('margin')).toBe('$217.00');
    expect(result('profit')).toBe('$500.00');
    expect(result('swap')).toBe('-$68.00');
  });

  it('recomputes for another instrument, volume and account currency', async () => {
    await calculator();
    fireEvent.change(screen.getByLabelText('Instrument'), { target: { value: 'USDJPY' } });
    fireEvent.change(screen.getByLabelText('Account currency'), { target: { value: 'JPY' } });
    expect(result('pipValue')).toBe('¥1,000');
    fireEvent.change(screen.getByLabelText('Volume in lots'), { target: { value: '2' } });
    expect(result('pipValue')).toBe('¥2,000');
    expect(screen.getByLabelText('Open price (JPY)')).toHaveValue('151.200');
  });

  it('explains a field it cannot read and keeps what was typed', async () => {
    await calculator();
    const lots = screen.getByLabelText('Volume in lots');
    fireEvent.change(lots, { target: { value: '500' } });
    expect(lots).toHaveValue('500');
    expect(lots).toHaveAttribute('aria-invalid', 'true');
    expect(lots).toHaveAccessibleDescription(/Enter a volume from 0.01 to 100 lots/);
    expect(screen.getByText('Correct the highlighted fields to see the results.')).toBeInTheDocument();
  });
});

describe('promotions and the account against the embedded API', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sections-'));
    process.env.EMBEDDED_API_DATA_DIR = dataDir;
    global.fetch = embeddedApi().fetch;
  });
  afterEach(() => {
    jest.useRealTimers();
    rmSync(dataDir, { recursive: true, force: true });
    delete process.env.EMBEDDED_API_DATA_DIR;
  });
  const promotionSections = () => bodyOf('trading-promotions-and-rewards').sections.filter((section) => section.type === 'promotions');
  const promotions = (set = 'en', locale = 'en') => renderSections(promotionSections(), set, locale);

  it('lists the running and upcoming promotions in the page’s language, with their dates and terms', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z'), advanceTimers: true });
    promotions('zh-hans', 'zh-hans');
    const titles = await screen.findAllByRole('heading', { level: 3 });
    // Running ones first, by start; the summer offer has ended.
    expect(titles.map((title) => title.textContent)).toEqual(['推荐好友', '交易量返现', '模拟交易挑战赛']);
    expect(screen.getByText('有效期至 2027年2月28日')).toBeInTheDocument();
    expect(screen.getByText('2027年2月1日 开始')).toBeInTheDocument();
    expect(screen.getByText('仅适用于已验证的真实账户客户。')).toBeInTheDocument();
  });

  it('says when none is running or coming', async () => {
    jest.useFakeTimers({ now: new Date('2031-01-01T00:00:00Z'), advanceTimers: true });
    promotions();
    expect(await screen.findByText(/There are no promotions running right now/)).toBeInTheDocument();
  });

  it('offers a retry when the call fails', async () => {
    const api = global.fetch;
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(jsonResponse(503, { status: 503, data: { message: 'down' } }))
      .mockImplementation(api);
    promotions();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Refer a friend' })).toBeInTheDocument();
  });

  it('starts from the list built with the page without asking, and takes each status again at the visitor’s time', async () => {
    const built = promotionList(store.promotions, { lang: 'en' }, Date.parse('2026-11-27T12:00:00Z')).items;
    jest.useFakeTimers({ now: new Date('2031-01-01T00:00:00Z'), advanceTimers: true });
    const asked = (global.fetch = jest.fn());
    renderSections(promotionSections(), 'en', 'en', { current: { type: 'promotions', items: built } });
    expect(await screen.findByText(/There are no promotions running right now/)).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });

  it('asks for the webinar schedule when the page has none built, with a retry when the call fails', async () => {
    const api = global.fetch;
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(jsonResponse(503, { status: 503, data: { message: 'down' } }))
      .mockImplementation(api);
    renderSections(bodyOf('academy-webinars').sections.filter((section) => section.type === 'webinars'));
    expect(await screen.findByText('Loading the webinar schedule…')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Upcoming webinars' })).toBeInTheDocument();
  });

  const account = () => renderSections(bodyOf('home-user').sections.filter((section) => section.type === 'greeting'));

  it('logs a demo user in, shows and changes their details, and logs them out', async () => {
    account();
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'demo.trader@northwind-markets.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'DemoTrader-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // Checking a password (scrypt) takes a while on a busy machine.
    const slow = { timeout: 5000 };
    expect(await screen.findByRole('heading', { name: 'Welcome back, Alex' }, slow)).toBeInTheDocument();
    expect(screen.getByText('+61 400 000 001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a deposit' })).toBeInTheDocument();

    const phone = screen.getByLabelText('Phone number');
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Please enter a phone number of 6 to 20 digits/)).toBeInTheDocument();
    expect(phone).toHaveValue('12');
    fireEvent.change(phone, { target: { value: '+61 400 000 777' } });
    fireEvent.change(screen.getByLabelText('Preferred language'), { target: { value: 'th' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details have been saved.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('+61 400 000 777')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('You have logged out.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
  });

  it('keeps what was typed and shows the API’s message for a wrong password', async () => {
    account();
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'demo.trader@northwind-markets.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The e-mail address or password is incorrect.');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('demo.trader@northwind-markets.example');
  });

  it('asks for both fields before it sends anything', async () => {
    const api = embeddedApi();
    global.fetch = api.fetch;
    account();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Please enter your e-mail address and password.')).toHaveLength(2);
    expect(api.calls).toEqual(['GET /api/user/info']);
  });

  it('offers a retry when the API cannot be reached', async () => {
    const api = global.fetch;
    global.fetch = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockImplementation(api);
    account();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
  });
});

describe('the content lists when the API has nothing to show', () => {
  // An empty list is a state the embedded API's data never reaches (the calendar's is, on a
  // weekend: tests/e2e/analysis.spec.ts); the answers below are typed
  // as the API's own (src/lib/api/types.ts), so a change of shape fails the type-check here.
  const emptyPage: ApiEnvelope<Page<never>> = { status: 200, data: { items: [], total: 0, page: 1, pageSize: 10 } };
  beforeEach(() => {
    global.fetch = jest.fn(() => Promise.resolve(jsonResponse(200, emptyPage)));
  });
  const listOf = (pageId: string, type: Section['type']) =>
    renderSections(bodyOf(pageId).sections.filter((section) => section.type === type));

  it.each([
    ['analysis-market-news', 'newsList', 'There is no market news right now. Please check back later.'],
    ['analysis-market-insight', 'articleList', 'There are no articles here yet.'],
    ['academy-webinars', 'webinars', 'No webinars are scheduled right now.'],
  ] as const)('%s says so', async (pageId, type, text) => {
    listOf(pageId, type);
    expect(await screen.findByText((content) => content.includes(text))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });
});
