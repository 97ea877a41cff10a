import { useEffect, useState } from 'react';

/** The Bootstrap colours a chart needs, read from the page's CSS variables. */
export interface ThemePalette {
  /** Series colours: primary, success, info, warning, danger, secondary. */
  series: string[];
  primary: string;
  text: string;
  muted: string;
  grid: string;
  background: string;
  fontFamily: string;
  dark: boolean;
  rtl: boolean;
}

const SERIES_VARS = ['primary', 'success', 'info', 'warning', 'danger', 'secondary'] as const;

/** Reads the palette from the element's computed Bootstrap variables (the theme at this moment). */
export function readPalette(el: Element = document.documentElement): ThemePalette {
  const style = getComputedStyle(el);
  const v = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const html = document.documentElement;
  const series = SERIES_VARS.map((name) => v(`--bs-${name}`, '#0d6efd'));
  return {
    series,
    primary: series[0] ?? '#0d6efd',
    text: v('--bs-body-color', '#212529'),
    muted: v('--bs-secondary-color', '#6c757d'),
    grid: v('--bs-border-color', '#dee2e6'),
    background: v('--bs-body-bg', '#ffffff'),
    fontFamily: v('--bs-body-font-family', 'system-ui, sans-serif'),
    dark: html.getAttribute('data-bs-theme') === 'dark',
    rtl: html.getAttribute('dir') === 'rtl',
  };
}

function samePalette(a: ThemePalette, b: ThemePalette): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The theme's palette, read again whenever <html> changes mode, direction, classes or inline
 * variables (the customizer), so a chart redraws in the colours on screen.
 */
export function useThemePalette(): ThemePalette {
  const [palette, setPalette] = useState<ThemePalette>(() => readPalette());
  useEffect(() => {
    const update = () =>
      setPalette((old) => {
        const next = readPalette();
        return samePalette(old, next) ? old : next;
      });
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-bs-theme', 'dir', 'class', 'style', 'data-menu-theme'],
    });
    // Style sheets of a lazily loaded theme may land after the first read.
    const frame = window.requestAnimationFrame(update);
    return () => {
      observer.disconnect();
      window.cancelAnimationFrame(frame);
    };
  }, []);
  return palette;
}

/** `#rrggbb` or `rgb(r, g, b)` with an alpha, for fills under a line. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex?.[1]) {
    const n = parseInt(hex[1], 16);
    return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
  }
  const rgb = /^rgba?\(([^)]+)\)$/i.exec(color);
  if (rgb?.[1]) {
    const [r, g, b] = rgb[1].split(',').map((s) => s.trim());
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  return color;
}
