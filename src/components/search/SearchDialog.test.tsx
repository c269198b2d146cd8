import React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { navigate } from 'gatsby';
import common from '../../../locales/en/common.json';
import { createI18n } from '../../lib/i18n';
import { SEARCH_TEXTS_SUFFIX, type SearchIndexFile, type SearchTexts } from '../../lib/search-index';
import { LocaleProvider } from '../locale-context';
import SearchDialog from './SearchDialog';

const indexFile: SearchIndexFile = {
  entries: [
    { title: 'Forex', path: 'trading/forex', href: null, breadcrumb: 'Trading > Markets > Forex', category: 'trading' },
    {
      title: 'Precious metals',
      path: 'trading/precious-metals',
      href: null,
      breadcrumb: 'Trading > Markets > Precious metals',
      category: 'trading',
    },
    {
      title: 'MetaTrader 5',
      path: 'platform/metatrader-5',
      href: null,
      breadcrumb: 'Platforms > Trading platforms > MetaTrader 5',
      category: 'platform',
    },
    { title: 'Forex VPS', path: 'platform/forex-vps', href: null, breadcrumb: 'Platforms > Services > Forex VPS', category: 'platform' },
    { title: 'Careers', path: null, href: 'https://careers.example/', breadcrumb: 'About us > Our company > Careers', category: 'about' },
    {
      title: 'Margin call',
      path: 'academy/terminology',
      anchor: 'glossary',
      href: null,
      breadcrumb: 'Glossary > Terms',
      category: 'academy',
    },
  ],
  popular: [2, 0],
};
// The second file of the index: the body text of each entry above.
const texts: SearchTexts = ['', '', '', '', '', 'A demand from the broker to add funds when the margin level falls too low.'];

const fetchMock = jest.fn();
const served = (url: string) =>
  Promise.resolve({ ok: true, json: () => Promise.resolve(url.endsWith(SEARCH_TEXTS_SUFFIX) ? texts : indexFile) });

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  global.fetch = fetchMock;
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(served);
  jest.mocked(navigate).mockClear();
});

/** The dialog on an English page whose i18n instance holds only the page's own strings. */
const renderSearch = (onClose: () => void = jest.fn()) =>
  render(
    <I18nextProvider i18n={createI18n('en', { common })}>
      <LocaleProvider code="en">
        <SearchDialog onClose={onClose} />
      </LocaleProvider>
    </I18nextProvider>,
  );

async function openSearch() {
  const onClose = jest.fn();
  renderSearch(onClose);
  const dialog = await screen.findByRole('dialog', { name: 'Search' });
  // The popular searches show once the index is in.
  await within(dialog).findByRole('link', { name: 'MetaTrader 5' });
  return { dialog, onClose, input: screen.getByRole('combobox', { name: 'Search' }) };
}

const type = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });
/** The titles of the visible results (the list is hidden while empty). */
const resultTitles = () =>
  screen.queryByRole('listbox', { name: 'Results' }) === null
    ? []
    : within(screen.getByRole('listbox', { name: 'Results' }))
        .getAllByRole('option')
        .map((option) => option.firstChild?.textContent);

describe('SearchDialog', () => {
  it('says so when the index cannot be loaded, and loads it again on request', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    renderSearch();
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is not available right now');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'MetaTrader 5' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The failed index, then the index and its texts.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  });

  it('starts in the input with no results, showing keyword tags and popular searches', async () => {
    const { input } = await openSearch();
    expect(input).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('All categories');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(resultTitles()).toEqual([]);
    expect(screen.getByRole('link', { name: 'MetaTrader 5' })).toHaveAttribute('href', '/en/platform/metatrader-5/');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(
      expect.arrayContaining(['Forex', 'Metals', 'Crypto', 'MetaTrader', 'Account', 'Calendar']),
    );
    type(input, '   ');
    expect(resultTitles()).toEqual([]);
  });

  it('lists matches with title, category and path', async () => {
    const { input } = await openSearch();
    type(input, 'FOREX');
    expect(resultTitles()).toEqual(['Forex', 'Forex VPS']);
    const [forex, vps] = screen.getAllByRole('option');
    expect(forex).toHaveTextContent('Forex');
    expect(forex).toHaveTextContent('Trading');
    expect(forex).toHaveTextContent('/en/trading/forex/');
    expect(vps).toHaveTextContent('Platforms');
    expect(screen.getByRole('status')).toHaveTextContent('Results: 2');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Keywords')).not.toBeInTheDocument();
  });

  it('finds the body text once it has come, and shows the words it matched in an excerpt', async () => {
    const { input } = await openSearch();
    type(input, 'funds  MARGIN');
    await waitFor(() => expect(resultTitles()).toEqual(['Margin call']));
    const [result] = screen.getAllByRole('option');
    expect(result).toHaveTextContent('/en/academy/terminology/#glossary');
    expect([...result.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['funds', 'margin']);
  });

  it('says when nothing matches', async () => {
    const { input } = await openSearch();
    type(input, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No pages match “zzz”');
    expect(screen.getByText('Keywords')).toBeInTheDocument();
  });

  it('narrows the results to a category', async () => {
    const { input } = await openSearch();
    type(input, 'forex');
    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['All categories', 'Trading', 'Platforms', 'About us']),
    );
    fireEvent.click(screen.getByRole('option', { name: 'Platforms' }));
    expect(resultTitles()).toEqual(['Forex VPS']);
  });

  it('runs a keyword tag as a search', async () => {
    const { input } = await openSearch();
    fireEvent.click(screen.getByRole('button', { name: 'Metals' }));
    expect(input).toHaveValue('Metals');
    expect(input).toHaveFocus();
    expect(resultTitles()).toEqual(['Precious metals']);
  });

  it('moves through the results with the arrows and opens one with Enter', async () => {
    const { input, onClose } = await openSearch();
    type(input, 'forex');
    const [forex, vps] = screen.getAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', forex.id);
    expect(forex).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', vps.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', forex.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveAttribute('aria-activedescendant', vps.id);
    fireEvent.submit(input);
    expect(onClose).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/en/platform/forex-vps/');
  });

  it('highlights the first result on Search, and opens it on the next', async () => {
    const { input } = await openSearch();
    type(input, 'metatrader');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/en/platform/metatrader-5/');
  });

  it('opens a page on click and an external link in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { input, onClose } = await openSearch();
    type(input, 'careers');
    fireEvent.click(screen.getByRole('option', { name: /Careers/ }));
    expect(open).toHaveBeenCalledWith('https://careers.example/', '_blank', 'noopener');
    expect(navigate).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    type(input, 'precious');
    fireEvent.click(screen.getByRole('option', { name: /Precious metals/ }));
    expect(navigate).toHaveBeenCalledWith('/en/trading/precious-metals/');
    open.mockRestore();
  });

  it('closes from its close button', async () => {
    const { onClose } = await openSearch();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('SearchDialog without its strings', () => {
  it('waits for them before showing anything', async () => {
    const { container } = renderSearch();
    expect(container).toBeEmptyDOMElement();
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument());
  });
});
