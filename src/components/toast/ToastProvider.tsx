import React, {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Toast, ToastOptions, ToastQueue } from '../../lib/toast';

// The toasts' markup and styles load with the first toast.
const ToastStack = lazy(() => import('./ToastStack'));

interface ToastApi {
  showToast: (options: ToastOptions) => void;
}

/**
 * The toasts on screen and the viewports open in dialogs, outside React's state: only the
 * components that show toasts re-render when they change. A changing context value would
 * reach every lazily loaded page section still waiting to hydrate and make React throw its
 * server HTML away (error #421), e.g. when the sign-up pop-up opens its viewport early.
 */
interface ToastStore {
  show: (options: ToastOptions) => void;
  dispose: () => void;
  snapshot: () => ToastSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Adds a viewport inside a modal dialog (the last one shows the toasts); returns its removal. */
  register: (id: string) => () => void;
}

interface ToastSnapshot {
  toasts: readonly Toast[];
  viewports: readonly string[];
  /** The queue (timers, fades), there from the first toast on. */
  queue: ToastQueue | null;
}

function createToastStore(): ToastStore {
  let current: ToastSnapshot = { toasts: [], viewports: [], queue: null };
  const listeners = new Set<() => void>();
  const update = (next: Partial<ToastSnapshot>) => {
    current = { ...current, ...next };
    listeners.forEach((listener) => listener());
  };
  // The queue's code loads with the first toast: only lazily loaded forms show toasts.
  let loadingQueue: Promise<ToastQueue> | undefined;
  const queue = () =>
    (loadingQueue ??= import('../../lib/toast').then(({ ToastQueue }) => {
      const created = new ToastQueue((toasts) => update({ toasts }));
      update({ queue: created });
      return created;
    }));
  return {
    show: (options) => void queue().then((loaded) => loaded.show(options)),
    dispose: () => current.queue?.dispose(),
    snapshot: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    register: (id) => {
      update({ viewports: [...current.viewports, id] });
      return () => update({ viewports: current.viewports.filter((candidate) => candidate !== id) });
    },
  };
}

const ToastContext = createContext<ToastApi>({ showToast: () => undefined });
const StoreContext = createContext<ToastStore | null>(null);

/** Shows toasts anywhere on the site: `const { showToast } = useToast()`. */
export const useToast = (): ToastApi => useContext(ToastContext);

const noToastsOnServer = (): ToastSnapshot => ({ toasts: [], viewports: [], queue: null });
const useToastSnapshot = (store: ToastStore): ToastSnapshot => useSyncExternalStore(store.subscribe, store.snapshot, noToastsOnServer);

/**
 * Holds the site's toasts and shows them at the top of the page. A modal <dialog> makes
 * the rest of the page inert (unseen by screen readers, unclickable), so a dialog renders
 * its own <ToastViewport /> and the toasts move into it while it is open.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createToastStore);
  useEffect(() => () => store.dispose(), [store]);
  const api = useMemo<ToastApi>(() => ({ showToast: store.show }), [store]);
  return (
    <ToastContext.Provider value={api}>
      <StoreContext.Provider value={store}>
        {children}
        <PageToasts store={store} />
      </StoreContext.Provider>
    </ToastContext.Provider>
  );
}

/** The toasts at the top of the page, while no dialog has a viewport. */
function PageToasts({ store }: { store: ToastStore }) {
  const { toasts, viewports, queue } = useToastSnapshot(store);
  return viewports.length === 0 ? <Toasts toasts={toasts} queue={queue} /> : null;
}

/** A place for the toasts inside a modal dialog; while it is mounted the toasts show there. */
export function ToastViewport() {
  const store = useContext(StoreContext);
  return store ? <DialogToasts store={store} /> : null;
}

function DialogToasts({ store }: { store: ToastStore }) {
  const id = useId();
  const { toasts, viewports, queue } = useToastSnapshot(store);
  useEffect(() => store.register(id), [store, id]);
  return viewports.at(-1) === id ? <Toasts toasts={toasts} queue={queue} /> : null;
}

function Toasts({ toasts, queue }: { toasts: readonly Toast[]; queue: ToastQueue | null }) {
  return toasts.length === 0 || !queue ? null : (
    <Suspense fallback={null}>
      <ToastStack toasts={toasts} queue={queue} />
    </Suspense>
  );
}
