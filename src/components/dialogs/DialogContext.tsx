import React, { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

/** The site-wide dialogs the header and menus open (each is a lazily loaded component). */
export type DialogName = 'search' | 'signUp' | 'mobileMenu';

interface DialogActions {
  /** Opens a dialog in place of any open one. */
  openDialog: (name: DialogName) => void;
  /** Opens a dialog over the open one, which stays open beneath it until it closes. */
  openDialogOnTop: (name: DialogName) => void;
  /** Closes a dialog, and any opened over it. */
  closeDialog: (name: DialogName) => void;
}

/** The open dialogs, bottom to front, outside React's state: only the components that read them re-render when they change. */
interface DialogStore {
  get: () => readonly DialogName[];
  set: (open: readonly DialogName[]) => void;
  subscribe: (listener: () => void) => () => void;
}

function createDialogStore(): DialogStore {
  let open: readonly DialogName[] = [];
  const listeners = new Set<() => void>();
  return {
    get: () => open,
    set: (next) => {
      if (next.length === open.length && next.every((name, index) => name === open[index])) return;
      open = next;
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
 * Holds which site dialogs are open: one at a time, or one over the one that opened it (the
 * sign-up over the mobile menu). The context value never changes. A changing context value would
 * reach every lazily loaded page section still waiting to hydrate and make React throw its server
 * HTML away (recoverable error #421) when a dialog opens early, e.g. from the #open-account link.
 */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createDialogStore);
  return <DialogStoreContext.Provider value={store}>{children}</DialogStoreContext.Provider>;
}

const closedOnServer = () => false;
const noneOnServer = () => null;

/** The dialog in front, if any; the component re-renders when that changes. */
export function useActiveDialog(): DialogName | null {
  const store = useContext(DialogStoreContext);
  return useSyncExternalStore(
    store.subscribe,
    () => {
      const open = store.get();
      return open[open.length - 1] ?? null;
    },
    noneOnServer,
  );
}

/** Whether a dialog is open, in front or beneath another; the component re-renders when that changes. */
export function useIsDialogOpen(name: DialogName): boolean {
  const store = useContext(DialogStoreContext);
  return useSyncExternalStore(store.subscribe, () => store.get().includes(name), closedOnServer);
}

/**
 * Opens and closes the dialogs without subscribing to which one is open: a component that
 * only opens one (the navbar with its mega-menus, a listener) does not re-render when one
 * opens, which would be work in the very task that answers the click.
 */
export function useDialogActions(): DialogActions {
  const store = useContext(DialogStoreContext);
  return useMemo(
    () => ({
      openDialog: (name: DialogName) => store.set([name]),
      openDialogOnTop: (name: DialogName) => store.set([...store.get().filter((open) => open !== name), name]),
      closeDialog: (name: DialogName) => {
        const open = store.get();
        if (open.includes(name)) store.set(open.slice(0, open.indexOf(name)));
      },
    }),
    [store],
  );
}
