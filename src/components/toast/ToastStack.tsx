import React, { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../useTranslation';
import { toastOffsets, type Toast, type ToastQueue } from '../../lib/toast';
import * as styles from './Toast.module.css';

/** The toasts, stacked at the top of the page or of a modal dialog. */
export default function ToastStack({ toasts, queue }: { toasts: readonly Toast[]; queue: ToastQueue }) {
  const [heights, setHeights] = useState<Record<number, number>>({});
  const measure = useCallback((id: number, height: number) => {
    setHeights((current) => (current[id] === height ? current : { ...current, [id]: height }));
  }, []);
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
