import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '../../lib/api/types';

interface PagedList<T> {
  items: T[];
  total: number;
  /** The last page loaded. */
  page: number;
  status: 'loading' | 'ready' | 'error' | 'loadingMore' | 'moreFailed';
}

/**
 * A list that grows a page at a time ("load more"): the first page on mount (or when `key`
 * changes), the next on `loadMore`, each failure with its own retry. With `first` (the first
 * page prebuilt for the first key) nothing is asked on mount, unless `revalidate`: then the
 * first page is asked for once hydrated and replaces the prebuilt one (newer items first).
 */
export function usePagedList<T>(
  key: string,
  load: (page: number, signal: AbortSignal) => Promise<Page<T>>,
  first?: Page<T>,
  revalidate = false,
) {
  const [list, setList] = useState<PagedList<T>>(() =>
    first ? { items: first.items, total: first.total, page: 1, status: 'ready' } : { items: [], total: 0, page: 0, status: 'loading' },
  );
  const controller = useRef<AbortController | null>(null);
  const loader = useRef(load);
  loader.current = load;
  const prebuiltKey = useRef(first ? key : null);

  /** `quietly`: a refresh of what is shown, which neither shows a loading state nor replaces the list by a failure. */
  const fetchPage = useCallback((page: number, quietly = false) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    if (!quietly) setList((previous) => ({ ...previous, status: page === 1 ? 'loading' : 'loadingMore' }));
    loader.current(page, current.signal).then(
      (answer) =>
        setList((previous) => ({
          items: page === 1 ? answer.items : [...previous.items, ...answer.items],
          total: answer.total,
          page,
          status: 'ready',
        })),
      () => {
        if (!current.signal.aborted && !quietly) setList((previous) => ({ ...previous, status: page === 1 ? 'error' : 'moreFailed' }));
      },
    );
  }, []);

  useEffect(() => {
    if (key === prebuiltKey.current) {
      if (revalidate) fetchPage(1, true);
    } else {
      // What was prebuilt is another key's now.
      prebuiltKey.current = null;
      fetchPage(1);
    }
    return () => controller.current?.abort();
  }, [key, fetchPage, revalidate]);

  const loadMore = useCallback(() => fetchPage(list.page + 1), [fetchPage, list.page]);
  const retry = useCallback(() => fetchPage(list.status === 'moreFailed' ? list.page + 1 : 1), [fetchPage, list]);
  return { ...list, hasMore: list.items.length < list.total, loadMore, retry };
}
