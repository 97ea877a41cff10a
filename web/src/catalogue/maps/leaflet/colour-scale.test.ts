import { describe, expect, it } from 'vitest';
import { binOf, colourSteps, equalBins, parseColour } from './colour-scale';

describe('the wards colour scale', () => {
  it('reads the colour forms the browser reports', () => {
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour('#0d6efd')).toEqual([13, 110, 253]);
    expect(parseColour('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
    expect(parseColour('color-mix(in srgb, red, blue)')).toBeNull();
  });

  it('steps from the background to the accent', () => {
    expect(colourSteps('#000000', '#ffffff', 3)).toEqual(['#000000', '#808080', '#ffffff']);
  });

  it('puts every value in a class, the largest in the last', () => {
    const bins = equalBins([0, 10, 50, 100], ['a', 'b', 'c', 'd', 'e']);
    expect(bins.map((b) => [b.from, b.to])).toEqual([
      [0, 20],
      [20, 40],
      [40, 60],
      [60, 80],
      [80, 100],
    ]);
    expect(binOf(0, bins)?.colour).toBe('a');
    expect(binOf(20, bins)?.colour).toBe('a');
    expect(binOf(21, bins)?.colour).toBe('b');
    expect(binOf(100, bins)?.colour).toBe('e');
  });
});
