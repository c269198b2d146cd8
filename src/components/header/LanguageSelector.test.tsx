import React from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { renderChrome } from '../../../tests/chrome-fixtures';
import { siteFilesFetch } from '../../../tests/site-files';
import { LanguageSelector } from './LanguageSelector';

const open = () => fireEvent.click(screen.getByRole('button', { name: /^Language/ }));
const optionList = () => screen.getByRole('list', { name: 'Language' });
const optionNames = () =>
  within(optionList())
    .getAllByRole('link')
    .map((link) => link.textContent?.slice(2));

beforeEach(() => {
  jest.clearAllMocks();
  document.cookie = 'nw_lang=; Max-Age=0; Path=/';
});

describe('LanguageSelector', () => {
  it('names the current language on its button and opens and closes', () => {
    renderChrome(<LanguageSelector />, { locale: 'de', path: '/de/trading/forex/' });
    const button = screen.getByRole('button', { name: /^Language/ });
    expect(button).toHaveTextContent('Deutsch');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(optionList()).toBeInTheDocument();
    fireEvent.click(button);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it.each([
    ['en-in', ['India (English)']],
    ['cht', ['English (Hong Kong)', '繁體中文（香港）']],
    ['zh-hant-mo', ['English (Macau)', '繁體中文（澳門）']],
    ['zh-hant-tw', ['繁體中文（台灣）']],
  ])('offers on %s only its region: %j', (locale, names) => {
    renderChrome(<LanguageSelector />, { locale });
    open();
    expect(optionNames()).toEqual(names);
  });

  it('offers all 21 options elsewhere, each with its flag, and marks the current one', () => {
    renderChrome(<LanguageSelector />, { locale: 'en' });
    open();
    const links = within(optionList()).getAllByRole('link');
    expect(links).toHaveLength(21);
    expect(links[0]).toHaveTextContent('usEnglish');
    expect(links.filter((link) => link.getAttribute('aria-current') === 'true').map((link) => link.textContent)).toEqual(['usEnglish']);
  });

  it('closes on a click outside and on Escape, returning focus to its button', () => {
    renderChrome(
      <>
        <p>Outside</p>
        <LanguageSelector />
      </>,
    );
    open();
    fireEvent.pointerDown(optionList());
    expect(optionList()).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    open();
    fireEvent.keyDown(optionList(), { key: 'Escape' });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Language/ })).toHaveFocus();
  });

  it("moves to the same route under the chosen prefix once that language's shared strings are here, and remembers the choice", async () => {
    const site = siteFilesFetch();
    global.fetch = site.fetch;
    renderChrome(<LanguageSelector />, { locale: 'en', path: '/en/trading/forex/?campaign_code=spring' });
    open();
    const arabic = within(optionList()).getByRole('link', { name: /العربية/ });
    expect(arabic).toHaveAttribute('href', '/ar/trading/forex/?campaign_code=spring');
    fireEvent.click(arabic);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ar/trading/forex/?campaign_code=spring', { replace: false }));
    expect(site.requested).toEqual(['/page-data/ar/trading/forex/page-data.json', expect.stringMatching(/^\/strings\/ar\.\w+\.json$/)]);
    expect(document.cookie).toContain('nw_lang=ar');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('sends a language the site does not build to /{code} with a full page load', () => {
    renderChrome(<LanguageSelector />, { locale: 'en', path: '/en/trading/forex/' });
    open();
    const spanish = within(optionList()).getByRole('link', { name: /Español/ });
    expect(spanish).toHaveAttribute('href', '/es');
    fireEvent.click(spanish);
    expect(navigate).not.toHaveBeenCalled();
    expect(document.cookie).toContain('nw_lang=es');
  });
});
