import React from 'react';
import * as styles from './FormParts.module.css';

/** A field's error, beside it; the field points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      <span className={styles.errorIcon} aria-hidden="true">
        !
      </span>
      {message}
    </p>
  );
}

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** The button stays focusable but does nothing (aria-disabled): busy, or held back by the form. */
  blocked?: boolean;
  /** Disabled outright: before the form's script runs, so that nothing is sent the browser's way. */
  disabled?: boolean;
  describedBy?: string;
  className?: string;
}

/** A form's submit button: a spinner and a processing label while the form is sent. */
export function SubmitButton({ busy, label, busyLabel, blocked = false, disabled, describedBy, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={['button button-primary', styles.submit, className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-disabled={blocked || busy || undefined}
      aria-describedby={describedBy}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
