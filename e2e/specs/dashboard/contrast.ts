import type { Locator } from '@playwright/test';

/** An sRGB colour with alpha, each channel 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Reads a computed colour: rgb(), rgba() or color(srgb …) (what color-mix() computes to). */
export function parseColor(text: string): Rgba {
  const t = text.trim();
  let m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(t);
  if (m) {
    return {
      r: Number(m[1]) / 255,
      g: Number(m[2]) / 255,
      b: Number(m[3]) / 255,
      a: alpha(m[4]),
    };
  }
  m = /^color\(srgb\s+([\d.e-]+)\s+([\d.e-]+)\s+([\d.e-]+)(?:\s*\/\s*([\d.]+%?))?\s*\)$/.exec(t);
  if (m) return { r: Number(m[1]), g: Number(m[2]), b: Number(m[3]), a: alpha(m[4]) };
  throw new Error(`cannot read the colour "${text}"`);
}

function alpha(text: string | undefined): number {
  if (text === undefined) return 1;
  return text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
}

/** `top` drawn over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return {
    r: top.r * a + bottom.r * (1 - a),
    g: top.g * a + bottom.g * (1 - a),
    b: top.b * a + bottom.b * (1 - a),
    a: 1,
  };
}

function luminance(c: Rgba): number {
  const lin = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

/** WCAG contrast ratio of two opaque colours. */
export function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface Painted {
  /** The element's own colour (fill, stroke or background). */
  color: string;
  /**
   * The backgrounds behind it, nearest first, up to the first opaque one (the page's colour when
   * none is): what the colour is actually drawn on.
   */
  behind: string[];
  /** The card it sits on, the same way. */
  card: string[];
}

/** The colour `property` of the element and the backgrounds it is seen against. */
export async function painted(
  target: Locator,
  property: 'background-color' | 'stroke' | 'fill',
): Promise<Painted> {
  return target.evaluate((el, prop) => {
    const chain = (from: Element | null): string[] => {
      const out: string[] = [];
      for (let e = from; e; e = e.parentElement) {
        const bg = getComputedStyle(e).backgroundColor;
        if (bg === 'rgba(0, 0, 0, 0)' || bg === 'transparent') continue;
        out.push(bg);
        if (!/rgba|\//.test(bg) || /,\s*1\)$/.test(bg)) return out;
      }
      out.push(getComputedStyle(document.documentElement).backgroundColor || 'rgb(255, 255, 255)');
      return out;
    };
    return {
      color: getComputedStyle(el).getPropertyValue(prop),
      behind: chain(el.parentElement),
      card: chain(el.closest('.card')),
    };
  }, property);
}

/** The opaque colour a chain of backgrounds (nearest first) shows. */
export function flatten(chain: readonly string[]): Rgba {
  let out: Rgba = { r: 1, g: 1, b: 1, a: 1 };
  for (const layer of [...chain].reverse()) out = over(parseColor(layer), out);
  return out;
}

/** Contrast of what `painted` found against what is behind it and against its card. */
export function contrasts(p: Painted): { behind: number; card: number } {
  const behind = flatten(p.behind);
  const card = flatten(p.card);
  const color = parseColor(p.color);
  return {
    behind: contrast(over(color, behind), behind),
    card: contrast(over(color, card), card),
  };
}
