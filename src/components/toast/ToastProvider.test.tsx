import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../lib/i18n';
import { TOAST_DURATION_MS, TOAST_FADE_MS } from '../../lib/toast';
import { ToastProvider, ToastViewport, useToast } from './ToastProvider';

const i18n = createI18n('en', { common: { nav: { close: 'Close' } } });

function Trigger() {
  const { showToast } = useToast();
  return (
    <>
      <button type="button" onClick={() => showToast({ type: 'error', message: 'Failed', showClose: true, duration: 0 })}>
        error
      </button>
      <button type="button" onClick={() => showToast({ type: 'success', message: 'Saved' })}>
        success
      </button>
    </>
  );
}

function Page({ dialogOpen = false }: { dialogOpen?: boolean }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <Trigger />
        {dialogOpen && (
          <div data-testid="dialog">
            <ToastViewport />
          </div>
        )}
      </ToastProvider>
    </I18nextProvider>
  );
}

/** The toasts' queue and markup are lazily loaded chunks: let them load after the first toast. */
const toastsLoaded = () =>
  act(async () => {
    await Promise.all([import('../../lib/toast'), import('./ToastStack')]);
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ToastProvider', () => {
  it('announces errors as alerts and the rest as status, and closes them', async () => {
    render(<Page />);
    fireEvent.click(screen.getByText('error'));
    fireEvent.click(screen.getByText('success'));
    await toastsLoaded();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS + TOAST_FADE_MS);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => {
      jest.advanceTimersByTime(TOAST_FADE_MS);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stacks the toasts from 20 px, 60 px apart', async () => {
    render(<Page />);
    fireEvent.click(screen.getByText('error'));
    fireEvent.click(screen.getByText('error'));
    await toastsLoaded();
    expect(screen.getAllByRole('alert').map((toast) => toast.style.top)).toEqual(['20px', '80px']);
  });

  it('shows the toasts inside an open dialog (the page behind it is inert) and back on the page after it closes', async () => {
    const { rerender } = render(<Page dialogOpen />);
    fireEvent.click(screen.getByText('error'));
    await toastsLoaded();
    expect(screen.getByTestId('dialog')).toContainElement(screen.getByRole('alert'));
    rerender(<Page />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    expect(screen.queryByTestId('dialog')).not.toBeInTheDocument();
  });
});
