import { listMoveForKey, moveActive } from './listbox';

describe('moveActive', () => {
  it('starts at the first option going down and at the last going up', () => {
    expect(moveActive(-1, 5, 'next')).toBe(0);
    expect(moveActive(-1, 5, 'previous')).toBe(4);
  });

  it('moves one step', () => {
    expect(moveActive(1, 5, 'next')).toBe(2);
    expect(moveActive(1, 5, 'previous')).toBe(0);
  });

  it('stops at the ends, or wraps around when asked', () => {
    expect(moveActive(4, 5, 'next')).toBe(4);
    expect(moveActive(0, 5, 'previous')).toBe(0);
    expect(moveActive(4, 5, 'next', true)).toBe(0);
    expect(moveActive(0, 5, 'previous', true)).toBe(4);
  });

  it('jumps to the first and the last option', () => {
    expect(moveActive(2, 5, 'first')).toBe(0);
    expect(moveActive(2, 5, 'last')).toBe(4);
  });

  it('has no active option in an empty list, and recovers when the list shrank', () => {
    expect(moveActive(-1, 0, 'next')).toBe(-1);
    expect(moveActive(7, 3, 'next')).toBe(0);
  });
});

describe('listMoveForKey', () => {
  it('maps the arrow keys, Home and End', () => {
    expect(listMoveForKey('ArrowDown')).toBe('next');
    expect(listMoveForKey('ArrowUp')).toBe('previous');
    expect(listMoveForKey('Home')).toBe('first');
    expect(listMoveForKey('End')).toBe('last');
    expect(listMoveForKey('a')).toBeUndefined();
  });
});
