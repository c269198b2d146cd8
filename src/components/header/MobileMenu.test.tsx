import React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { englishSearchIndex, polyfillDialog, renderChrome, staticQueryData } from '../../../tests/chrome-fixtures';
import MobileMenu from './MobileMenu';

const fetchMock = jest.fn();
const onClose = jest.fn();
const onSignUp = jest.fn();

beforeAll(() => {
  polyfillDialog();
  global.fetch = fetchMock;
});

beforeEach(() => {
  jest.clearAllMocks();
  fetchMock.mockResolvedValue({ ok: true, json: async () => englishSearchIndex() });
});

// The loader keeps an index once loaded: tests of loading use a locale of their own.
function renderMenu(locale = 'en') {
  renderChrome(
    <MobileMenu
      sections={staticQueryData.allMenuSection.nodes}
      loginUrl="https://portal.example/login"
      onClose={onClose}
      onSignUp={onSignUp}
    />,
    { locale },
  );
  return screen.getByRole('dialog', { name: 'Menu' });
}

const searchInput = () => screen.getByRole('searchbox', { name: 'Search the menu' });

async function search(query: string) {
  await act(async () => {
    fireEvent.change(searchInput(), { target: { value: query } });
  });
}

const resultTitles = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('listitem')
    .filter((item) => item.closest('nav') === null)
    .map((item) => item.querySelector('a')?.firstChild?.textContent);

describe('MobileMenu', () => {
  it('shows the sections, collapsed, while the query is empty, and fetches no index before the search is used', () => {
    const dialog = renderMenu();
    const toggles = within(dialog).getAllByRole('button', { expanded: false });
    expect(toggles.map((toggle) => toggle.textContent)).toEqual(['Trading', 'Platforms', 'Academy', 'Analysis', 'About us', 'Partners']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the index of the page language on first use of the search input', async () => {
    renderMenu('zh-hans');
    await act(async () => {
      fireEvent.focus(searchInput());
    });
    // The titles first, then the body texts.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/search-index/zh-hans.json', '/search-index/zh-hans.texts.json']);
  });

  it('filters by title, ignoring case, and links to the page under the locale prefix', async () => {
    const dialog = renderMenu();
    await search('FOREX');
    expect(resultTitles(dialog)).toEqual(['Forex', 'Forex VPS']);
    expect(within(dialog).getByRole('link', { name: /^Forex .*Trading > Markets > Forex/ })).toHaveAttribute('href', '/en/trading/forex/');
    expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows each result’s category and the part of its text that holds the query, marked', async () => {
    const entries = [
      {
        title: 'Margin call',
        breadcrumb: 'Trading glossary',
        path: 'academy/terminology',
        href: null,
        category: 'academy',
        kind: 'glossary',
      },
    ];
    const texts = ['A broker’s warning that the margin level has fallen to the required minimum.'];
    fetchMock.mockImplementation(async (url: string) => ({
      ok: true,
      json: async () => (url.endsWith('.texts.json') ? texts : { entries, popular: [] }),
    }));
    // A locale of its own (the loader keeps the index it loaded), with regional wording in other files than the search's.
    const dialog = renderMenu('en-in');
    await search('warnign');
    const result = within(dialog).getByRole('link', { name: /^Margin call/ });
    expect(result).toHaveAttribute('href', '/en-in/academy/terminology/');
    expect(within(result).getByText('warning', { selector: 'mark' })).toBeInTheDocument();
    // The kind's label, once the search's strings are in.
    expect(await within(result).findByText('Glossary')).toBeInTheDocument();
  });

  it('filters by breadcrumb', async () => {
    const dialog = renderMenu();
    await search('conditions and support');
    expect(resultTitles(dialog)).toEqual(['Promotions and rewards', 'Trading conditions', 'Help centre']);
  });

  it('shows only the new query’s results when entries share a breadcrumb (a page’s sections)', async () => {
    const entry = (title: string, breadcrumb: string, anchor: string | null, menu = false) => ({
      title,
      breadcrumb,
      path: 'platform/metatrader-4',
      href: null,
      category: 'platform',
      ...(anchor ? { anchor } : {}),
      ...(menu ? { menu: true } : {}),
    });
    const entries = [
      entry('MetaTrader 4', 'Platforms > Trading platforms > MetaTrader 4', null, true),
      entry('MetaTrader 4, the traders’ standard', 'MetaTrader 4', 'intro'),
      entry('MetaTrader 4 questions', 'MetaTrader 4', 'faq'),
    ];
    fetchMock.mockResolvedValue({ ok: true, json: async () => ({ entries, popular: [] }) });
    // A locale of its own: the loader keeps the index it loaded for a translation set.
    const dialog = renderMenu('de');
    await search('metatrader');
    expect(resultTitles(dialog)).toEqual(['MetaTrader 4', 'MetaTrader 4, the traders’ standard', 'MetaTrader 4 questions']);
    await search('questions');
    expect(resultTitles(dialog)).toEqual(['MetaTrader 4 questions']);
  });

  it('says so when nothing matches, and shows the sections again for a blank query', async () => {
    const dialog = renderMenu();
    await search('zzzz');
    expect(within(dialog).getByText('No matching pages')).toBeInTheDocument();
    await search('   ');
    expect(within(dialog).queryByText('No matching pages')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('navigation')).toBeInTheDocument();
  });

  it('keeps the query and says the search is unavailable when the index cannot be loaded, then retries', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 503 });
    const dialog = renderMenu('ar');
    await search('forex');
    expect(within(dialog).getByRole('status')).toHaveTextContent('The menu search could not be loaded.');
    expect(searchInput()).toHaveValue('forex');
    // The next keystroke tries again.
    fetchMock.mockResolvedValue({ ok: true, json: async () => englishSearchIndex() });
    await search('forex v');
    expect(resultTitles(dialog)).toEqual(['Forex VPS']);
  });

  it('expands and collapses a section, showing its nested lists', () => {
    const dialog = renderMenu();
    const trading = within(dialog).getByRole('button', { name: 'Trading' });
    const content = document.getElementById(trading.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(content).not.toBeVisible();
    // A closed section's links are not made until it opens.
    expect(
      within(dialog)
        .queryAllByRole('link', { hidden: true })
        .filter((link) => content.contains(link)),
    ).toEqual([]);
    fireEvent.click(trading);
    expect(trading).toHaveAttribute('aria-expanded', 'true');
    expect(content).toBeVisible();
    expect(within(content).getByText('Markets')).toBeInTheDocument();
    expect(within(content).getByRole('link', { name: 'Swap-free account' })).toHaveAttribute('href', '/en/trading/swap-free-account/');
    fireEvent.click(trading);
    expect(trading).toHaveAttribute('aria-expanded', 'false');
    expect(content).not.toBeVisible();
  });

  it('closes when a leaf link is chosen', () => {
    const dialog = renderMenu();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Academy' }));
    fireEvent.click(within(dialog).getByRole('link', { name: 'Webinars' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers the portal log-in, the sign-up and a close button', () => {
    const dialog = renderMenu();
    expect(within(dialog).getByRole('link', { name: /^Log in/ })).toHaveAttribute('href', 'https://portal.example/login');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(onSignUp).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
