import React, { createContext, lazy, Suspense, useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { ToastQueue, type Toast, type ToastOptions } from '../../lib/toast';

// The toasts' markup and styles load with the first toast.
const ToastStack = lazy(() => import('./ToastStack'));

interface ToastApi {
  showToast: (options: ToastOptions) => number;
  closeToast: (id: number) => void;
}

interface ViewportRegistry {
  toasts: readonly Toast[];
  queue: ToastQueue;
  /** Viewports inside open modal dialogs, the last on top. */
  viewports: readonly string[];
  register: (id: string) => () => void;
}

const ToastContext = createContext<ToastApi>({ showToast: () => 0, closeToast: () => undefined });
const ViewportContext = createContext<ViewportRegistry | null>(null);

/** Shows toasts anywhere on the site: `const { showToast } = useToast()`. */
export const useToast = (): ToastApi => useContext(ToastContext);

/**
 * Holds the site's toasts and shows them at the top of the page. A modal <dialog> makes
 * the rest of the page inert (unseen by screen readers, unclickable), so a dialog renders
 * its own <ToastViewport /> and the toasts move into it while it is open.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const [queue] = useState(() => new ToastQueue(setToasts));
  const [viewports, setViewports] = useState<readonly string[]>([]);
  useEffect(() => () => queue.dispose(), [queue]);

  const register = useCallback((id: string) => {
    setViewports((current) => [...current, id]);
    return () => setViewports((current) => current.filter((candidate) => candidate !== id));
  }, []);
  const api = useMemo<ToastApi>(() => ({ showToast: (options) => queue.show(options), closeToast: (id) => queue.close(id) }), [queue]);
  const registry = useMemo(() => ({ toasts, queue, viewports, register }), [toasts, queue, viewports, register]);

  return (
    <ToastContext.Provider value={api}>
      <ViewportContext.Provider value={registry}>
        {children}
        {viewports.length === 0 && <Toasts toasts={toasts} queue={queue} />}
      </ViewportContext.Provider>
    </ToastContext.Provider>
  );
}

/** A place for the toasts inside a modal dialog; while it is mounted the toasts show there. */
export function ToastViewport() {
  const registry = useContext(ViewportContext);
  const id = useId();
  const register = registry?.register;
  useEffect(() => register?.(id), [register, id]);
  if (!registry || registry.viewports.at(-1) !== id) return null;
  return <Toasts toasts={registry.toasts} queue={registry.queue} />;
}

function Toasts({ toasts, queue }: { toasts: readonly Toast[]; queue: ToastQueue }) {
  return toasts.length === 0 ? null : (
    <Suspense fallback={null}>
      <ToastStack toasts={toasts} queue={queue} />
    </Suspense>
  );
}

