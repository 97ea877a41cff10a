import { describe, expect, it } from 'vitest';
import { groupState, toggleAll } from './select-all';

const KEYS = ['a', 'b', 'c'];

describe('a select-all checkbox', () => {
  it('is empty, mixed or full as its items are', () => {
    expect(groupState({}, KEYS)).toBe('none');
    expect(groupState({ a: true, b: false }, KEYS)).toBe('some');
    expect(groupState({ a: true, b: true, c: true }, KEYS)).toBe('all');
  });

  it('ticks everything from none or some, and clears everything from all', () => {
    expect(toggleAll({}, KEYS)).toEqual({ a: true, b: true, c: true });
    expect(toggleAll({ b: true }, KEYS)).toEqual({ a: true, b: true, c: true });
    expect(toggleAll({ a: true, b: true, c: true }, KEYS)).toEqual({
      a: false,
      b: false,
      c: false,
    });
  });
});
