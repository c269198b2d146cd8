import { listStateSearch, pageCount, pagerItems, parseListState } from './list-query';

describe('list state in the address', () => {
  it('reads tag, words and page, and drops what is malformed', () => {
    expect(parseListState('?tag=gold&q=%20opec%20cuts%20&page=2')).toEqual({ tag: 'gold', q: 'opec cuts', page: 2 });
    expect(parseListState('')).toEqual({ tag: null, q: '', page: 1 });
    expect(parseListState('?tag=<script>&page=-3')).toEqual({ tag: null, q: '', page: 1 });
    expect(parseListState('?page=2.5').page).toBe(1);
    expect(parseListState(`?q=${'x'.repeat(300)}`).q).toHaveLength(100);
  });

  it('writes the state back, leaving defaults out, so it reads the same again', () => {
    expect(listStateSearch({ tag: null, q: '', page: 1 })).toBe('');
    expect(listStateSearch({ tag: 'oil', q: ' brent & wti ', page: 3 })).toBe('?tag=oil&q=brent+%26+wti&page=3');
    expect(parseListState(listStateSearch({ tag: 'oil', q: 'brent & wti', page: 3 }))).toEqual({ tag: 'oil', q: 'brent & wti', page: 3 });
  });
});

describe('pager', () => {
  it('counts pages, one at least', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('shows the ends, the neighbours and gaps', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(5, 12)).toEqual([1, 'gap', 4, 5, 6, 'gap', 12]);
    expect(pagerItems(3, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
    expect(pagerItems(12, 12)).toEqual([1, 'gap', 11, 12]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
