import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-cache';

describe('shared Intl formatters', () => {
  it('gives the same formatter for the same locale and options', () => {
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(
      dateTimeFormat('en', { dateStyle: 'medium' }),
    );
    expect(numberFormat('sw', { maximumFractionDigits: 1 })).toBe(
      numberFormat('sw', { maximumFractionDigits: 1 }),
    );
  });

  it('keeps formatters of other locales and options apart', () => {
    const day = Date.UTC(2026, 10, 28, 12);
    expect(dateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe(
      '28.11.2026',
    );
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe(
      'Nov 28, 2026',
    );
    expect(dateTimeFormat('en', { dateStyle: 'short', timeZone: 'UTC' }).format(day)).toBe(
      '11/28/26',
    );
    expect(numberFormat('en').format(1234.5)).toBe('1,234.5');
    expect(numberFormat('de').format(1234.5)).toBe('1.234,5');
  });
});
