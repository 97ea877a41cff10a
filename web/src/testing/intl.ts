import { vi } from 'vitest';

/**
 * Replaces Intl.NumberFormat with one that records the locale of every formatter built (and
 * builds the real one). Undo with vi.unstubAllGlobals().
 */
export function recordNumberFormats(): string[] {
  const made: string[] = [];
  const Real = Intl.NumberFormat;
  vi.stubGlobal('Intl', {
    ...Intl,
    NumberFormat: function (locale: string) {
      made.push(locale);
      return new Real(locale);
    },
  });
  return made;
}
