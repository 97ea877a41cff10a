import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeOf, warmUpIntl } from './languages';

describe('formatting locale', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('formats English with Kenyan conventions and the others as themselves', () => {
    expect(localeOf('en')).toBe('en-KE');
    expect(localeOf(undefined)).toBe('en-KE');
    expect(localeOf('pt')).toBe('pt');
  });

  it('builds the first Intl formatter for the language in a task of its own', () => {
    vi.useFakeTimers();
    const made: string[] = [];
    const Real = Intl.NumberFormat;
    vi.stubGlobal('Intl', {
      ...Intl,
      NumberFormat: function (locale: string) {
        made.push(locale);
        return new Real(locale);
      },
    });
    warmUpIntl('de');
    expect(made).toEqual([]);
    vi.runAllTimers();
    vi.useRealTimers();
    expect(made).toEqual(['de']);
  });
});
