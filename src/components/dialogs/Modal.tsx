import React, { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './Modal.module.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name: the id of the dialog's heading, or a label. */
  labelledBy?: string;
  label?: string;
  /** Classes for the dialog box (size and layout are the caller's). */
  className?: string;
  /** Whether a click on the backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: the browser makes the page behind it
 * inert (so focus stays inside), closes it on Escape and puts it in the top layer.
 * This adds what the platform leaves out: the backdrop click, the page scroll lock and
 * the return of focus to the element that opened it.
 */
export function Modal({ open, onClose, labelledBy, label, className, closeOnBackdrop = true, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      root.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${className ?? ''}`}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-modal="true"
      onClick={(event) => {
        // A click on the <dialog> itself, not on its content, is a click on the backdrop.
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}

interface ModalHeadProps {
  /** The heading's id: the Modal's `labelledBy`, so that the title names the dialog. */
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
}

/** The head the site's dialogs share: the title, and a round close button at its end. */
export function ModalHead({ titleId, title, closeLabel, onClose }: ModalHeadProps) {
  return (
    <div className={styles.head}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
