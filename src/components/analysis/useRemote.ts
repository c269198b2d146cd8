import { useCallback, useEffect, useState } from 'react';
import { useLatest } from '../useLatest';

export type Remote<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Data from the API for a key (a page, a filter, an item id): loading, failed (with a
 * retry) or ready. A new key asks again and drops the answer to the old one. With
 * `initial` (a prebuilt page's item, a list's first page), the first key starts ready and is
 * not asked for; `revalidate` asks for it once hydrated all the same, showing the initial
 * data until the answer replaces it. `refresh()` does that for the current key at any time
 * (a failed refresh keeps what is shown).
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>, initial?: T, revalidate = false) {
  const [state, setState] = useState<Remote<T> & { key: string }>(() =>
    initial === undefined ? { status: 'loading', key } : { status: 'ready', data: initial, key },
  );
  const [attempt, setAttempt] = useState(0);
  const [refreshes, setRefreshes] = useState(initial !== undefined && revalidate ? 1 : 0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const refresh = useCallback(() => setRefreshes((count) => count + 1), []);
  const ready = state.key === key && state.status === 'ready';
  // `load` belongs to the key: a new key brings a new loader, so the key alone decides when to ask.
  const loader = useLatest(load);
  const currentKey = useLatest(key);

  useEffect(() => {
    if (ready) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading', key });
    loader.current(controller.signal).then(
      (data) => setState({ status: 'ready', data, key }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error, key });
      },
    );
    return () => controller.abort();
  }, [key, attempt, ready, loader]);

  useEffect(() => {
    if (refreshes === 0) return undefined;
    const controller = new AbortController();
    const asked = currentKey.current;
    loader.current(controller.signal).then(
      (data) => setState((shown) => (shown.key === asked ? { status: 'ready', data, key: asked } : shown)),
      () => undefined,
    );
    return () => controller.abort();
  }, [refreshes, loader, currentKey]);

  const current: Remote<T> = state.key === key ? state : { status: 'loading' };
  return { state: current, retry, refresh };
}
