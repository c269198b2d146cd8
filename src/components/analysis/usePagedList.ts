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
 * changes), the next on `loadMore`, each failure with its own retry.
 */
export function usePagedList<T>(key: string, load: (page: number, signal: AbortSignal) => Promise<Page<T>>) {
  const [list, setList] = useState<PagedList<T>>({ items: [], total: 0, page: 0, status: 'loading' });
  const controller = useRef<AbortController | null>(null);
  const loader = useRef(load);
  loader.current = load;

  const fetchPage = useCallback((page: number) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setList((previous) => ({ ...previous, status: page === 1 ? 'loading' : 'loadingMore' }));
    loader.current(page, current.signal).then(
      (answer) =>
        setList((previous) => ({
          items: page === 1 ? answer.items : [...previous.items, ...answer.items],
          total: answer.total,
          page,
          status: 'ready',
        })),
      () => {
        if (!current.signal.aborted) setList((previous) => ({ ...previous, status: page === 1 ? 'error' : 'moreFailed' }));
      },
    );
  }, []);

  useEffect(() => {
    fetchPage(1);
    return () => controller.current?.abort();
  }, [key, fetchPage]);

  const loadMore = useCallback(() => fetchPage(list.page + 1), [fetchPage, list.page]);
  const retry = useCallback(() => fetchPage(list.status === 'moreFailed' ? list.page + 1 : 1), [fetchPage, list]);
  return { ...list, hasMore: list.items.length < list.total, loadMore, retry };
}
