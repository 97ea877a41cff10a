import { describe, expect, it } from 'vitest';
import { countCharacters } from './counter';

describe('the textarea counter', () => {
  it('counts what is left and warns in the last tenth', () => {
    expect(countCharacters('hello', 100)).toEqual({ used: 5, left: 95, tone: 'normal' });
    expect(countCharacters('x'.repeat(90), 100).tone).toBe('warning');
    expect(countCharacters('x'.repeat(101), 100)).toEqual({ used: 101, left: -1, tone: 'over' });
  });

  it('counts an emoji as one character', () => {
    expect(countCharacters('👍🏽'.slice(0, 2), 10).used).toBe(1);
  });
});
