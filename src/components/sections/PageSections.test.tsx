import React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { readTranslationSet } from '../../../gatsby/translations';
import { loadPageBodies } from '../../../gatsby/page-bodies';
import { siteRoutes } from '../../../gatsby/source-nodes';
import { i18nextOptions } from '../../lib/i18n';
import type { PageBody, Section } from '../../lib/sections/types';
import { LocaleProvider } from '../locale-context';
import { PageSections } from './PageSections';
import { jsonResponse } from '../../../tests/json-response';

jest.mock('gatsby-plugin-image', () => ({ GatsbyImage: () => null }));

const { bodies } = loadPageBodies(siteRoutes);
const bodyOf = (pageId: string): PageBody => {
  const body = bodies.find((entry) => entry.pageId === pageId);
  if (!body) throw new Error(`no body ${pageId}`);
  return body;
};

/** Renders sections with the real strings of a translation set, recording every key that has no string. */
function renderSections(sections: Section[], set = 'en', locale = 'en') {
  const missing: string[] = [];
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...i18nextOptions,
    initImmediate: false,
    lng: set,
    fallbackLng: false,
    ns: ['common', 'home', 'trading', 'platform', 'about', 'analysis', 'sections'],
    defaultNS: 'common',
    resources: { [set]: readTranslationSet(set) },
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => missing.push(`${namespace}:${key}`),
    react: { useSuspense: false },
  });
  const view = render(
    <I18nextProvider i18n={instance}>
      <LocaleProvider code={locale}>
        <PageSections body={{ sections, images: [] }} />
      </LocaleProvider>
    </I18nextProvider>,
  );
  return { ...view, missing };
}

describe('every page body renders with its strings', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    // The content calls of the analysis lists answer an envelope (README, API); the promotions call its list alone.
    fetchMock
      .mockReset()
      .mockImplementation((url: string) =>
        Promise.resolve(
          jsonResponse(200, /^\/api\/(acuity-api|articles|articleTags|urls|economic-calendar)\b/.test(url) ? { status: 200, data: { items: [], total: 0, page: 1, pageSize: 6 } } : { items: [] }),
        ),
      );
    global.fetch = fetchMock;
  });

  it.each(bodies.map((body) => [body.pageId, body] as const))('%s', async (_, body) => {
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
  }, 15_000);

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
    for (const body of aboutBodies) {
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

describe('promotions and greeting (API states)', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });
  const promotions = () => renderSections(bodyOf('trading-promotions-and-rewards').sections.filter((section) => section.type === 'promotions'));

  it('lists the promotions in the page language', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { items: [{ id: 1, title: 'Deposit bonus', summary: '20% extra', validUntil: '2026-06-30', terms: 'Terms apply.' }] }));
    promotions();
    expect(await screen.findByRole('heading', { name: 'Deposit bonus' })).toBeInTheDocument();
    expect(screen.getByText('Valid until Jun 30, 2026')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/promotions?language=en');
  });

  it('says when there are none', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { items: [] }));
    promotions();
    expect(await screen.findByText(/There are no promotions running right now/)).toBeInTheDocument();
  });

  it('offers a retry when the call fails', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(503, {})).mockResolvedValueOnce(jsonResponse(200, { items: [{ id: 2, title: 'Loyalty' }] }));
    promotions();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Loyalty' })).toBeInTheDocument();
  });

  const greeting = () => renderSections(bodyOf('home-user').sections.filter((section) => section.type === 'greeting'));

  it('greets a signed-in user', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { first_name: 'Mei', email: 'mei@example.com' } }));
    greeting();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Mei' })).toBeInTheDocument();
  });

  it('offers to log in when the user is unknown', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, {}));
    greeting();
    expect(await screen.findByRole('heading', { name: 'You are not logged in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', expect.stringContaining('/login?language=en'));
  });
});
