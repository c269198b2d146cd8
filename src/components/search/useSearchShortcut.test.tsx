import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { DialogProvider, useActiveDialog, useDialogActions } from '../dialogs/DialogContext';
import { useSearchShortcut } from './useSearchShortcut';

function Page() {
  const active = useActiveDialog();
  const { openDialog } = useDialogActions();
  useSearchShortcut();
  return (
    <>
      <output>{active ?? 'none'}</output>
      <input aria-label="Name" />
      <button type="button" onClick={() => openDialog('signUp')}>
        Sign up
      </button>
    </>
  );
}

const renderPage = () =>
  render(
    <DialogProvider>
      <Page />
    </DialogProvider>,
  );

describe('useSearchShortcut', () => {
  it('opens the search on "/" and keeps the character out of the page', () => {
    renderPage();
    const event = fireEvent.keyDown(document.body, { key: '/' });
    expect(event).toBe(false); // default prevented
    expect(screen.getByRole('status')).toHaveTextContent('search');
  });

  it('leaves "/" alone while typing in a field', () => {
    renderPage();
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: '/' });
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('does not replace another open dialog', () => {
    renderPage();
    fireEvent.click(screen.getByText('Sign up'));
    fireEvent.keyDown(document.body, { key: '/' });
    expect(screen.getByRole('status')).toHaveTextContent('signUp');
  });
});
