import { useRef } from 'react';

/**
 * A ref holding the value of the latest render: for an effect keyed by something else (a
 * key, an attempt, the list opening) that calls the current callback or reads the current
 * values without running again when they change.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
