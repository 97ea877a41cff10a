import { describe, expect, it } from 'vitest';
import { clampValue, keyAction, parseTyped, stepValue } from './stepper';

describe('the number stepper', () => {
  it('steps up and down and stops at the bounds', () => {
    const bounds = { min: 0, max: 10, step: 2 };
    expect(stepValue(4, 1, bounds)).toBe(6);
    expect(stepValue(4, -1, bounds)).toBe(2);
    expect(stepValue(9, 1, bounds)).toBe(10);
    expect(stepValue(1, -1, bounds)).toBe(0);
  });

  it('adds decimal steps without floating-point noise', () => {
    expect(stepValue(0.1, 2, { step: 0.1 })).toBe(0.3);
    expect(stepValue(1.25, 1, { step: 0.25, max: 5 })).toBe(1.5);
  });

  it('clamps typed values into range', () => {
    expect(clampValue(-5, { min: 0, step: 1 })).toBe(0);
    expect(clampValue(500, { max: 100, step: 1 })).toBe(100);
  });

  it('reads typed text, ignoring thousands separators, and refuses what is not a number', () => {
    expect(parseTyped('1,250')).toBe(1250);
    expect(parseTyped(' -3.5 ')).toBe(-3.5);
    expect(parseTyped('abc')).toBeNull();
    expect(parseTyped('')).toBeNull();
    expect(parseTyped('-')).toBeNull();
  });

  it('maps keys to steps or bounds', () => {
    const bounds = { min: 1, max: 9, step: 1 };
    expect(keyAction('ArrowUp', bounds)).toEqual({ steps: 1 });
    expect(keyAction('PageDown', bounds)).toEqual({ steps: -10 });
    expect(keyAction('Home', bounds)).toEqual({ to: 1 });
    expect(keyAction('End', bounds)).toEqual({ to: 9 });
    expect(keyAction('End', { step: 1 })).toBeNull();
    expect(keyAction('a', bounds)).toBeNull();
  });
});
