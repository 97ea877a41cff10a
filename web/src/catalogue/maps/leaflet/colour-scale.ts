/** Parses `#rgb`, `#rrggbb` or `rgb(r, g, b)`; null for anything else. */
export function parseColour(colour: string): [number, number, number] | null {
  const c = colour.trim();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(c);
  if (short)
    return [short[1], short[2], short[3]].map((h) => parseInt(`${h}${h}`, 16)) as [
      number,
      number,
      number,
    ];
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(c);
  if (long)
    return [long[1], long[2], long[3]].map((h) => parseInt(h ?? '0', 16)) as [
      number,
      number,
      number,
    ];
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(c);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

/** `n` colours from `from` to `to` (inclusive), as `#rrggbb`. */
export function colourSteps(from: string, to: string, n: number): string[] {
  const a = parseColour(from) ?? [255, 255, 255];
  const b = parseColour(to) ?? [13, 110, 253];
  return Array.from({ length: n }, (_, i) => {
    const t = n === 1 ? 1 : i / (n - 1);
    return `#${a
      .map((v, k) =>
        Math.round(v + ((b[k] ?? v) - v) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  });
}

export interface Bin {
  from: number;
  to: number;
  colour: string;
}

/** Equal-width classes over [min, max], one per colour; a value falls in the first class it fits. */
export function equalBins(values: readonly number[], colours: readonly string[]): Bin[] {
  if (values.length === 0 || colours.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const width = (max - min) / colours.length || 1;
  return colours.map((colour, i) => ({
    from: min + width * i,
    to: i === colours.length - 1 ? max : min + width * (i + 1),
    colour,
  }));
}

export function binOf(value: number, bins: readonly Bin[]): Bin | undefined {
  return bins.find((b) => value <= b.to) ?? bins[bins.length - 1];
}
