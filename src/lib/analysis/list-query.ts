/**
 * The state of an article list in the address (`?tag=gold&q=opec&page=2`), so a filtered
 * list can be shared and reloaded, and the pages its pager offers.
 */
export interface ListState {
  tag: string | null;
  /** Words to look for; '' for none. */
  q: string;
  /** From 1. */
  page: number;
}

export const EMPTY_LIST_STATE: ListState = { tag: null, q: '', page: 1 };

const MAX_WORDS_LENGTH = 100;

/** The list state a query string describes; anything malformed falls back to the default. */
export function parseListState(search: string): ListState {
  const params = new URLSearchParams(search);
  const tag = params.get('tag')?.trim() ?? '';
  const page = Number(params.get('page'));
  return {
    tag: /^[a-z0-9-]{1,50}$/.test(tag) ? tag : null,
    q: (params.get('q') ?? '').trim().slice(0, MAX_WORDS_LENGTH),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a list state ('' for the default), in a fixed order. */
export function listStateSearch(state: ListState): string {
  const params = new URLSearchParams();
  if (state.tag) params.set('tag', state.tag);
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/**
 * The page links of a pager: the first and last page, the current one and its neighbours,
 * and a gap for the pages left out (1 … 4 5 6 … 12).
 */
export function pagerItems(current: number, count: number): (number | 'gap')[] {
  const shown = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  const pages = [...shown].sort((a, b) => a - b);
  return pages.flatMap((page, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    return page === previous + 2 ? [previous + 1, page] : (['gap', page] as const);
  });
}
