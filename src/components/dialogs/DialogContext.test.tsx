import React, { type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { DialogProvider, useActiveDialog, useDialogActions, useIsDialogOpen } from './DialogContext';

function useDialogs() {
  return {
    front: useActiveDialog(),
    menuOpen: useIsDialogOpen('mobileMenu'),
    signUpOpen: useIsDialogOpen('signUp'),
    actions: useDialogActions(),
  };
}

const wrapper = ({ children }: { children: ReactNode }) => <DialogProvider>{children}</DialogProvider>;

describe('the dialog state', () => {
  it('opens one dialog at a time: opening another replaces it', () => {
    const { result } = renderHook(useDialogs, { wrapper });
    expect(result.current.front).toBeNull();
    act(() => result.current.actions.openDialog('mobileMenu'));
    act(() => result.current.actions.openDialog('search'));
    expect(result.current.front).toBe('search');
    expect(result.current.menuOpen).toBe(false);
  });

  it('opens a dialog over another, which is in front again when it closes', () => {
    const { result } = renderHook(useDialogs, { wrapper });
    act(() => result.current.actions.openDialog('mobileMenu'));
    act(() => result.current.actions.openDialogOnTop('signUp'));
    expect(result.current).toMatchObject({ front: 'signUp', menuOpen: true, signUpOpen: true });
    act(() => result.current.actions.closeDialog('signUp'));
    expect(result.current).toMatchObject({ front: 'mobileMenu', menuOpen: true, signUpOpen: false });
  });

  it('closes the dialogs opened over one with it, and ignores one that is not open', () => {
    const { result } = renderHook(useDialogs, { wrapper });
    act(() => result.current.actions.openDialog('mobileMenu'));
    act(() => result.current.actions.openDialogOnTop('signUp'));
    act(() => result.current.actions.closeDialog('search'));
    expect(result.current.front).toBe('signUp');
    act(() => result.current.actions.closeDialog('mobileMenu'));
    expect(result.current).toMatchObject({ front: null, menuOpen: false, signUpOpen: false });
  });

  it('keeps the actions the same across openings, so that components taking them do not re-render', () => {
    const { result } = renderHook(useDialogs, { wrapper });
    const { actions } = result.current;
    act(() => actions.openDialog('mobileMenu'));
    expect(result.current.actions).toBe(actions);
  });
});
