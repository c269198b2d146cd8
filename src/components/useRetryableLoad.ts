import { useCallback, useEffect, useState } from 'react';
import { useLatest } from './useLatest';

export type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

/**
 * Data loaded in the browser, with its three states and a retry: `load` runs on mount,
 * whenever `key` changes and on `retry()`; an answer that arrives after a newer load has
 * started (or after unmount) is dropped.
 */
export function useRetryableLoad<T>(load: () => Promise<T>, key: string): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // `load` is a new function on every render; `key` says when it asks for something else.
  const loader = useLatest(load);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loader.current().then(
      (value) => current && setState({ status: 'ready', value }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, loader]);
  return [state, retry];
}
