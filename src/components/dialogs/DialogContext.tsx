import React, { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The site-wide dialogs the header and menus open (each is a lazily loaded component). */
export type DialogName = 'search' | 'signUp' | 'mobileMenu';

interface DialogState {
  active: DialogName | null;
  openDialog: (name: DialogName) => void;
  closeDialog: () => void;
}

const DialogContext = createContext<DialogState>({ active: null, openDialog: () => undefined, closeDialog: () => undefined });

/** Holds which site dialog is open: one at a time (opening one closes the other). */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<DialogName | null>(null);
  const openDialog = useCallback((name: DialogName) => setActive(name), []);
  const closeDialog = useCallback(() => setActive(null), []);
  const value = useMemo(() => ({ active, openDialog, closeDialog }), [active, openDialog, closeDialog]);
  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>;
}

export const useDialogs = (): DialogState => useContext(DialogContext);
