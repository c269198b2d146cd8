/** Moving the active option of a listbox with the arrow keys (aria-activedescendant pattern). */
export type ListMove = 'next' | 'previous' | 'first' | 'last';

const MOVES: Record<string, ListMove> = { ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last' };

/** The move a key asks for, if any. */
export const listMoveForKey = (key: string): ListMove | undefined => MOVES[key];

/**
 * The option that becomes active: -1 (none) when the list is empty. From no active option,
 * "next" goes to the first and "previous" to the last. With `wrap`, moving past an end
 * continues at the other; without, it stays at the end.
 */
export function moveActive(current: number, count: number, move: ListMove, wrap = false): number {
  if (count <= 0) return -1;
  const last = count - 1;
  if (move === 'first') return 0;
  if (move === 'last') return last;
  if (current < 0 || current > last) return move === 'next' ? 0 : last;
  const target = move === 'next' ? current + 1 : current - 1;
  if (target > last) return wrap ? 0 : last;
  if (target < 0) return wrap ? last : 0;
  return target;
}
