import type { PrismTheme, PrismThemeEntry } from 'prism-react-renderer';

type Rgb = readonly [number, number, number];

const clamp = (v: number) => Math.min(255, Math.max(0, Math.round(v)));

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [clamp(f(0) * 255), clamp(f(8) * 255), clamp(f(4) * 255)];
}

/** A CSS colour in hex, rgb(), rgba(), hsl() or hsla() form, composited over `over` if translucent. */
export function parseColor(value: string, over: Rgb = [255, 255, 255]): Rgb | null {
  const c = value.trim().toLowerCase();
  let rgb: Rgb | null = null;
  let alpha = 1;
  const hex = /^#([0-9a-f]{3,8})$/.exec(c);
  if (hex) {
    let h = hex[1] ?? '';
    if (h.length === 3 || h.length === 4) h = [...h].map((x) => x + x).join('');
    if (h.length !== 6 && h.length !== 8) return null;
    rgb = [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
    if (h.length === 8) alpha = parseInt(h.slice(6, 8), 16) / 255;
  }
  const fn = /^(rgba?|hsla?)\(([^)]+)\)$/.exec(c);
  if (fn) {
    const parts = (fn[2] ?? '').split(/[\s,/]+/).filter(Boolean);
    const num = (i: number) => parseFloat(parts[i] ?? '0');
    if (fn[1]?.startsWith('rgb')) rgb = [num(0), num(1), num(2)];
    else rgb = hslToRgb(num(0), num(1) / 100, num(2) / 100);
    if (parts[3] !== undefined) {
      alpha = parts[3].endsWith('%') ? num(3) / 100 : num(3);
    }
  }
  if (!rgb) return null;
  const base = rgb;
  return alpha >= 1
    ? [clamp(base[0]), clamp(base[1]), clamp(base[2])]
    : ([0, 1, 2].map((i) =>
        clamp((base[i] ?? 0) * alpha + (over[i] ?? 0) * (1 - alpha)),
      ) as unknown as Rgb);
}

function luminance([r, g, b]: Rgb): number {
  const f = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => clamp(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour, moved towards black on a light background or white on a dark one in small steps,
 * until it reaches `ratio` against the background (its hue is kept as far as possible).
 */
export function readableOn(color: Rgb, background: Rgb, ratio = 4.5): Rgb {
  const target: Rgb = luminance(background) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  let current = color;
  for (let step = 0; step <= 20 && contrastRatio(current, background) < ratio; step += 1) {
    const t = step / 20;
    current = color.map((v, i) => v + ((target[i] ?? 0) - v) * t) as unknown as Rgb;
    current = [clamp(current[0]), clamp(current[1]), clamp(current[2])];
  }
  return current;
}

/**
 * A copy of a Prism theme whose every token colour reaches WCAG AA (4.5:1) against the theme's
 * background, and against each of `tints` laid over it (a marked line's highlight), so highlighted
 * code stays legible (and passes accessibility checks). Colours that already pass are left as
 * they are.
 */
export function readableTheme(
  theme: PrismTheme,
  { ratio = 4.5, tints = [] }: { ratio?: number; tints?: readonly string[] } = {},
): PrismTheme {
  const background = parseColor(theme.plain.backgroundColor ?? '#ffffff') ?? [255, 255, 255];
  const backgrounds = [
    background,
    ...tints.map((tint) => parseColor(tint, background)).filter((c): c is Rgb => c !== null),
  ];
  const fix = (style: PrismThemeEntry): PrismThemeEntry => {
    if (!style.color) return style;
    const parsed = parseColor(style.color, background);
    if (!parsed || backgrounds.every((b) => contrastRatio(parsed, b) >= ratio)) return style;
    // Both backgrounds are light or both dark: moving away from one moves away from the other.
    const color = backgrounds.reduce((c, b) => readableOn(c, b, ratio), parsed);
    return { ...style, color: toHex(color), opacity: undefined };
  };
  return {
    plain: fix(theme.plain),
    styles: theme.styles.map((s) => ({ ...s, style: fix(s.style) })),
  };
}
