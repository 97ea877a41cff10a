import { describe, expect, it } from 'vitest';
import { CHOROPLETH_COLORS, classBreaks, classOf, colorOf, ZERO_COLOR } from './choropleth';

describe('map classes', () => {
  it('spans the positive values with round bounds', () => {
    const { lower, breaks } = classBreaks([0, 52, 61, 75, 89]);
    expect(lower).toBe(50);
    expect(breaks).toEqual([60, 70, 80, 90]);
    expect(classOf(52, breaks)).toBe(0);
    expect(classOf(60, breaks)).toBe(1);
    expect(classOf(89, breaks)).toBe(3);
  });

  it('draws zero and missing values apart', () => {
    const { breaks } = classBreaks([0, 10]);
    expect(colorOf(0, breaks)).toBe(ZERO_COLOR);
    expect(colorOf(undefined, breaks)).toBe(ZERO_COLOR);
    expect(colorOf(10, breaks)).toBe(CHOROPLETH_COLORS[CHOROPLETH_COLORS.length - 1]);
  });

  it('has no classes without positive values', () => {
    expect(classBreaks([0, 0]).breaks).toEqual([]);
    expect(classBreaks([]).breaks).toEqual([]);
  });

  it('uses the darkest colour for the largest values', () => {
    const { breaks } = classBreaks([1_000_000, 250_000_000, 756_100_000]);
    expect(breaks.length).toBeLessThanOrEqual(CHOROPLETH_COLORS.length);
    expect(colorOf(756_100_000, breaks)).toBe(CHOROPLETH_COLORS[CHOROPLETH_COLORS.length - 1]);
    expect(colorOf(1_000_000, breaks)).toBe(CHOROPLETH_COLORS[0]);
  });
});
