import { afterEach, describe, expect, it } from 'vitest';
import { inReadingOrder } from './chart-data';
import { readPalette, withAlpha } from './use-theme-palette';

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('data-bs-theme');
});

describe('chart helpers', () => {
  it('adds an alpha to the colour forms the browser reports', () => {
    expect(withAlpha('#4c46c8', 0.25)).toBe('rgba(76, 70, 200, 0.25)');
    expect(withAlpha('rgb(1, 2, 3)', 0.5)).toBe('rgba(1, 2, 3, 0.5)');
    expect(withAlpha('red', 0.5)).toBe('red');
  });

  it('reads the series colours, mode and direction from the page', () => {
    const html = document.documentElement;
    html.style.setProperty('--bs-primary', '#123456');
    html.style.setProperty('--bs-body-color', '#eeeeee');
    html.setAttribute('data-bs-theme', 'dark');
    html.setAttribute('dir', 'rtl');
    const p = readPalette();
    expect(p.primary).toBe('#123456');
    expect(p.series[0]).toBe('#123456');
    expect(p.text).toBe('#eeeeee');
    expect(p.dark).toBe(true);
    expect(p.rtl).toBe(true);
  });

  it('reverses categories for a right-to-left axis only', () => {
    expect(inReadingOrder(['a', 'b', 'c'], false)).toEqual(['a', 'b', 'c']);
    expect(inReadingOrder(['a', 'b', 'c'], true)).toEqual(['c', 'b', 'a']);
  });
});
