import React from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { polyfillDialog, renderChrome } from '../../tests/chrome-fixtures';
import { site } from '../lib/site';
import { NO_SCRIPT_FORMS, recordEarlyTapsInline } from '../lib/early-taps';
import { SiteHeader } from './SiteHeader';
import { useActiveDialog, useDialogActions } from './dialogs/DialogContext';

const mockOpenDialog = jest.fn();
const mockOpenDialogOnTop = jest.fn();
// The real dialog state, with every opening recorded.
jest.mock('./dialogs/DialogContext', () => {
  const actual = jest.requireActual('./dialogs/DialogContext');
  return {
    ...actual,
    useDialogActions: () => {
      const dialogs = actual.useDialogActions();
      return {
        ...dialogs,
        openDialog: (name: string) => {
          mockOpenDialog(name);
          dialogs.openDialog(name);
        },
        openDialogOnTop: (name: string) => {
          mockOpenDialogOnTop(name);
          dialogs.openDialogOnTop(name);
        },
      };
    },
  };
});

/** Which dialog is in front (the dialogs themselves are not rendered here), and a way to close it. */
function FrontDialog() {
  const active = useActiveDialog();
  const { closeDialog } = useDialogActions();
  return (
    <>
      <output aria-label="Front dialog">{active}</output>
      <button type="button" onClick={() => active && closeDialog(active)}>
        Close the front dialog
      </button>
    </>
  );
}

// The navbar's items, with every render counted.
const mockMainNavRenders = jest.fn();
jest.mock('./header/MainNav', () => {
  const actual = jest.requireActual('./header/MainNav');
  return {
    MainNav: (props: Parameters<typeof actual.MainNav>[0]) => {
      mockMainNavRenders();
      return actual.MainNav(props);
    },
  };
});

beforeAll(async () => {
  polyfillDialog();
  // The lazily loaded panel, compiled once up front so that opening it does not wait for Babel.
  await import('./header/MobileMenu');
});
beforeEach(() => mockOpenDialog.mockClear());

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const item = (name: string) => within(mainNav()).getByRole('link', { name });

describe('SiteHeader', () => {
  it('lists the top-level items of the menu data; partners leaves for the partner site in a new window', () => {
    renderChrome(<SiteHeader />);
    const items = [...mainNav().querySelectorAll(':scope > ul > li > a')].map((link) => link.firstChild?.textContent);
    expect(items).toEqual(['Trading', 'Platforms', 'Academy', 'Analysis', 'About us', 'Partners']);
    const partners = item('Partners (opens in a new window)');
    expect(partners).toHaveAttribute('href', site.externalLinks.partners);
    expect(partners).toHaveAttribute('target', '_blank');
    expect(partners).toHaveAttribute('rel', 'noopener');
    expect(partners).not.toHaveAttribute('aria-controls');
  });

  it('highlights the item whose path the current path contains', () => {
    renderChrome(<SiteHeader />, { path: '/en/trading/forex/' });
    expect(item('Trading')).toHaveAttribute('aria-current', 'true');
    expect(item('Platforms')).not.toHaveAttribute('aria-current');
  });

  it('does not highlight Trading on a platform page whose path contains the word', () => {
    renderChrome(<SiteHeader />, { path: '/en/platform/trading-central/' });
    expect(item('Trading')).not.toHaveAttribute('aria-current');
    expect(item('Platforms')).toHaveAttribute('aria-current', 'true');
  });

  it('opens a mega-menu on hover with its text, learn-more link and lists, and closes it on Escape', () => {
    renderChrome(<SiteHeader />);
    const trading = item('Trading');
    const panel = document.getElementById(trading.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(trading).toHaveAttribute('aria-expanded', 'false');
    fireEvent.mouseEnter(trading.closest('li') as HTMLElement);
    expect(trading).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText(/^Trade CFDs on forex/)).toBeInTheDocument();
    expect(within(panel).getByText('Markets')).toBeInTheDocument();
    expect(within(panel).getByText('Accounts')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /^Learn more ?: Trading$/ })).toHaveAttribute('href', '/en/trading/range-of-markets/');
    expect(within(panel).getByRole('link', { name: 'Forex' })).toHaveAttribute('href', '/en/trading/forex/');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trading).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a mega-menu when its item gets keyboard focus and closes it when focus leaves the item', () => {
    renderChrome(<SiteHeader />);
    act(() => item('Academy').focus());
    expect(item('Academy')).toHaveAttribute('aria-expanded', 'true');
    act(() => item('Analysis').focus());
    expect(item('Academy')).toHaveAttribute('aria-expanded', 'false');
    expect(item('Analysis')).toHaveAttribute('aria-expanded', 'true');
  });

  it('returns focus from inside the mega-menu to its item on Escape', () => {
    renderChrome(<SiteHeader />);
    act(() => item('Trading').focus());
    const forex = within(mainNav()).getByRole('link', { name: 'Forex' });
    act(() => forex.focus());
    fireEvent.keyDown(forex, { key: 'Escape' });
    expect(item('Trading')).toHaveFocus();
    expect(item('Trading')).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks for the sign-up and search dialogs', () => {
    renderChrome(<SiteHeader />);
    fireEvent.click(screen.getByRole('button', { name: /^Sign up/ }));
    expect(mockOpenDialog).toHaveBeenLastCalledWith('signUp');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(mockOpenDialog).toHaveBeenLastCalledWith('search');
  });

  it('answers the last tap that came before it hydrated, once (src/lib/early-taps.ts)', () => {
    new Function(recordEarlyTapsInline)();
    renderChrome(<SiteHeader />, {
      beforeHydration: (page) => {
        fireEvent.click(within(page).getByRole('button', { name: 'Search' }));
        fireEvent.click(within(page).getByRole('button', { name: /^Sign up/ }));
      },
    });
    expect(mockOpenDialog.mock.calls).toEqual([['signUp']]);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(mockOpenDialog.mock.calls).toEqual([['signUp'], ['search']]);
  });

  it('gives each of its buttons a form to submit without JavaScript', () => {
    renderChrome(<SiteHeader />);
    const buttons = within(screen.getByRole('banner')).getAllByRole('button');
    expect(buttons).toHaveLength(4);
    for (const button of buttons) {
      expect(button).toHaveAttribute('type', 'submit');
      expect(Object.values(NO_SCRIPT_FORMS)).toContain(button.getAttribute('form'));
    }
  });

  it('links the logo to / in English and to the locale home elsewhere, and log-in to the portal with the language', () => {
    renderChrome(<SiteHeader />);
    expect(screen.getByRole('link', { name: `${site.brand.name} home` })).toHaveAttribute('href', '/');
    const login = screen.getByRole('link', { name: /^Log in/ });
    expect(login).toHaveAttribute('href', `${site.portal.loginUrl}?language=en`);
    expect(login).toHaveAttribute('target', '_blank');
  });

  it('links the logo to the locale home page outside English', () => {
    renderChrome(<SiteHeader />, { locale: 'ar' });
    expect(screen.getByRole('link', { name: `${site.brand.name} home` })).toHaveAttribute('href', '/ar/');
  });

  it('opens the mobile menu from the menu button and returns focus to it on close', async () => {
    renderChrome(<SiteHeader />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    menuButton.focus();
    fireEvent.click(menuButton);
    expect(mockOpenDialog).toHaveBeenLastCalledWith('mobileMenu');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });

  it('opens the sign-up over the mobile menu, and the menu is there again when it closes', async () => {
    renderChrome(
      <>
        <SiteHeader />
        <FrontDialog />
      </>,
    );
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    menuButton.focus();
    fireEvent.click(menuButton);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(mockOpenDialogOnTop).toHaveBeenLastCalledWith('signUp');
    expect(screen.getByRole('status', { name: 'Front dialog' })).toHaveTextContent('signUp');
    // The menu stays open beneath the sign-up.
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Close the front dialog' }));
    expect(screen.getByRole('status', { name: 'Front dialog' })).toHaveTextContent('mobileMenu');
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'Front dialog' })).toBeEmptyDOMElement();
    expect(menuButton).toHaveFocus();
  });

  it('does not render the navbar items again when a dialog opens or closes', async () => {
    renderChrome(<SiteHeader />);
    const rendersBefore = mockMainNavRenders.mock.calls.length;
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menuButton);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(mockMainNavRenders).toHaveBeenCalledTimes(rendersBefore);
  });
});
