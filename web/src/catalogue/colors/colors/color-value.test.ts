import { describe, expect, it } from 'vitest';
import { formatColor } from './color-value';

describe('formatColor', () => {
  it('writes an opaque colour as hex', () => {
    expect(formatColor('rgb(76, 70, 200)')).toBe('#4c46c8');
    expect(formatColor('rgba(255, 255, 255, 1)')).toBe('#ffffff');
    expect(formatColor('color(srgb 1 0 0)')).toBe('#ff0000');
  });

  it('keeps the alpha of a translucent colour', () => {
    expect(formatColor('rgba(76, 70, 200, 0.25)')).toBe('rgba(76, 70, 200, 0.25)');
    expect(formatColor('rgb(0 0 0 / 50%)')).toBe('rgba(0, 0, 0, 0.5)');
    expect(formatColor('rgba(0, 0, 0, 0.175)')).toBe('rgba(0, 0, 0, 0.18)');
  });

  it('returns a form it does not know unchanged', () => {
    expect(formatColor(' transparent ')).toBe('transparent');
    expect(formatColor('oklch(0.5 0.2 270)')).toBe('oklch(0.5 0.2 270)');
  });
});
