import React from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import { ErrorView } from '../ErrorView';
import { AppErrorBoundary } from './AppErrorBoundary';
import { UpdateNotice } from './UpdateNotice';
import LocaleAtRoot from './LocaleAtRoot';
import { announceUpdate } from '../../lib/update-poller';
import { recoverFromChunkError } from '../../lib/chunk-reload';
import { localeCookieName } from '../../lib/locales';
import { renderWithStrings } from '../../../tests/i18n';
import { siteFilesFetch } from '../../../tests/site-files';

jest.mock('../../lib/chunk-reload', () => ({
  ...jest.requireActual('../../lib/chunk-reload'),
  recoverFromChunkError: jest.fn(),
}));

describe('ErrorView', () => {
  it.each([
    [404, 'Page Not Found', /does not exist or has been removed/],
    [403, 'Access Denied', /do not have permission/],
    [500, 'Internal Server Error', /technical team has been notified/],
    [418, 'Something Went Wrong', /try again later or contact customer support/],
  ])('explains status %i', (status, message, description) => {
    renderWithStrings(<ErrorView status={status} />);
    expect(screen.getByText(String(status))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(message);
    expect(screen.getByText(description)).toBeInTheDocument();
  });

  it('shows the generic message and no code for an app error', () => {
    renderWithStrings(<ErrorView status={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something Went Wrong');
    expect(screen.queryByText(/^\d{3}$/)).not.toBeInTheDocument();
  });

  it('goes back when there is history, else home', async () => {
    global.fetch = siteFilesFetch().fetch;
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const length = jest.spyOn(window.history, 'length', 'get');
    renderWithStrings(<ErrorView />);
    length.mockReturnValue(1);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: false }));
    expect(back).not.toHaveBeenCalled();
    length.mockReturnValue(3);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('AppErrorBoundary', () => {
  let failing = true;
  function Page() {
    if (failing) throw new TypeError('Cannot read properties of null');
    return <p>Page content</p>;
  }
  function ChunkUser(): React.ReactElement {
    throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
  }
  beforeEach(() => {
    failing = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback instead of a blank screen, and clears on the next page', () => {
    const view = renderWithStrings(
      <AppErrorBoundary resetKey="/en/a/" fallback={<ErrorView status={null} />}>
        <Page />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something Went Wrong' })).toBeInTheDocument();
    failing = false;
    view.rerender(
      <AppErrorBoundary resetKey="/en/b/" fallback={<ErrorView status={null} />}>
        <Page />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('reloads once for a chunk that failed to load, and shows the fallback when it may not', () => {
    jest.mocked(recoverFromChunkError).mockReturnValueOnce(true).mockReturnValueOnce(false);
    const first = renderWithStrings(
      <AppErrorBoundary fallback={<p>Fallback</p>}>
        <ChunkUser />
      </AppErrorBoundary>,
    );
    expect(recoverFromChunkError).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Fallback')).not.toBeInTheDocument();
    first.unmount();
    renderWithStrings(
      <AppErrorBoundary fallback={<p>Fallback</p>}>
        <ChunkUser />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Fallback')).toBeInTheDocument();
  });
});

describe('UpdateNotice', () => {
  it('appears when a newer build is announced, reloads on request, and can wait', () => {
    const reload = jest.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
    renderWithStrings(<UpdateNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => announceUpdate({ id: 'build-2', builtAt: '2026-11-22T00:00:00Z', captcha: false }));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of this website is available.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('LocaleAtRoot and its suggestion', () => {
  const setLanguages = (languages: string[]) => Object.defineProperty(navigator, 'languages', { configurable: true, value: languages });
  let site: ReturnType<typeof siteFilesFetch>;
  beforeEach(() => {
    document.cookie = `${localeCookieName}=; Max-Age=0; Path=/`;
    jest.mocked(navigate).mockReset();
    site = siteFilesFetch();
    global.fetch = site.fetch;
  });

  it('opens the home of the language chosen before', async () => {
    document.cookie = `${localeCookieName}=zh-hans; Path=/`;
    setLanguages(['ar']);
    renderWithStrings(<LocaleAtRoot />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/zh-hans/', { replace: true }));
    expect(site.requested).toContain('/page-data/zh-hans/page-data.json');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('offers a guessed language in that language, and remembers a refusal', async () => {
    setLanguages(['ar-AE', 'en']);
    renderWithStrings(<LocaleAtRoot />);
    const banner = await screen.findByRole('complementary');
    expect(banner).toHaveAttribute('lang', 'ar-AE');
    expect(banner).toHaveAttribute('dir', 'rtl');
    expect(banner).toHaveTextContent('هذا الموقع متاح أيضًا بلغتك.');
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/');
    expect(site.requested).toContain('/page-data/ar/404/page-data.json');
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'البقاء على النسخة الإنجليزية' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${localeCookieName}=en`);
  });

  it('remembers the choice of the offered language', async () => {
    setLanguages(['ar']);
    renderWithStrings(<LocaleAtRoot />);
    fireEvent.click(await screen.findByRole('link', { name: 'العربية' }));
    expect(document.cookie).toContain(`${localeCookieName}=ar`);
  });

  it('says nothing to an English browser or a crawler', async () => {
    setLanguages([]);
    renderWithStrings(<LocaleAtRoot />);
    await act(() => Promise.resolve());
    expect(site.requested).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});
