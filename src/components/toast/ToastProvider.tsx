import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ToastQueue, toastOffsets, type Toast, type ToastOptions } from '../../lib/toast';
import * as styles from './Toast.module.css';

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
        {viewports.length === 0 && <ToastStack toasts={toasts} queue={queue} />}
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
  return <ToastStack toasts={registry.toasts} queue={registry.queue} />;
}

function ToastStack({ toasts, queue }: { toasts: readonly Toast[]; queue: ToastQueue }) {
  const [heights, setHeights] = useState<Record<number, number>>({});
  const measure = useCallback((id: number, height: number) => {
    setHeights((current) => (current[id] === height ? current : { ...current, [id]: height }));
  }, []);
  if (toasts.length === 0) return null;
  const offsets = toastOffsets(toasts.map((toast) => heights[toast.id] ?? 0));
  return (
    <div className={styles.stack}>
      {toasts.map((toast, index) => (
        <ToastItem key={toast.id} toast={toast} top={offsets[index]} queue={queue} onMeasure={measure} />
      ))}
    </div>
  );
}

const icons: Record<Toast['type'], string> = { success: '✓', info: 'i', warning: '!', error: '!' };

function ToastItem({
  toast,
  top,
  queue,
  onMeasure,
}: {
  toast: Toast;
  top: number;
  queue: ToastQueue;
  onMeasure: (id: number, height: number) => void;
}) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const [entered, setEntered] = useState(false);
  // Toasts only ever render in the browser (none exist during server rendering).
  useLayoutEffect(() => {
    if (ref.current) onMeasure(toast.id, ref.current.offsetHeight);
  }, [toast.id, toast.message, onMeasure]);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const pause = () => queue.pause(toast.id);
  const resume = () => queue.resume(toast.id);
  const urgent = toast.type === 'error' || toast.type === 'warning';
  return (
    <div
      ref={ref}
      role={urgent ? 'alert' : 'status'}
      className={`${styles.toast} ${styles[toast.type]} ${entered && !toast.closing ? styles.visible : ''}`}
      style={{ top }}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <span className={styles.icon} aria-hidden="true">
        {icons[toast.type]}
      </span>
      <p className={styles.message}>{toast.message}</p>
      {toast.showClose && (
        <button type="button" className={styles.close} aria-label={t('nav.close')} onClick={() => queue.close(toast.id)}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
