import React, { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

/** The site-wide dialogs the header and menus open (each is a lazily loaded component). */
export type DialogName = 'search' | 'signUp' | 'mobileMenu';

interface DialogActions {
  openDialog: (name: DialogName) => void;
  closeDialog: () => void;
}

/** Which dialog is open, outside React's state: only the components that read it re-render when it changes. */
interface DialogStore {
  get: () => DialogName | null;
  set: (name: DialogName | null) => void;
  subscribe: (listener: () => void) => () => void;
}

function createDialogStore(): DialogStore {
  let active: DialogName | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => active,
    set: (name) => {
      if (name === active) return;
      active = name;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const fallbackStore = createDialogStore();
const DialogStoreContext = createContext<DialogStore>(fallbackStore);

/**
 * Holds which site dialog is open: one at a time (opening one closes the other). The
 * context value never changes. A changing context value would reach every lazily loaded
 * page section still waiting to hydrate and make React throw its server HTML away
 * (recoverable error #421) when a dialog opens early, e.g. from the #open-account link.
 */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createDialogStore);
  return <DialogStoreContext.Provider value={store}>{children}</DialogStoreContext.Provider>;
}

const serverSnapshot = () => null;

/** Which dialog is open; the component re-renders when that changes. */
export function useActiveDialog(): DialogName | null {
  const store = useContext(DialogStoreContext);
  return useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
}

/**
 * Opens and closes the dialogs without subscribing to which one is open: a component that
 * only opens one (the navbar with its mega-menus, a listener) does not re-render when one
 * opens, which would be work in the very task that answers the click.
 */
export function useDialogActions(): DialogActions {
  const store = useContext(DialogStoreContext);
  return useMemo(() => ({ openDialog: (name: DialogName) => store.set(name), closeDialog: () => store.set(null) }), [store]);
}
