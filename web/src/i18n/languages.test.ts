import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordNumberFormats } from '@/testing/intl';
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
    const made = recordNumberFormats();
    warmUpIntl('de');
    expect(made).toEqual([]);
    vi.runAllTimers();
    vi.useRealTimers();
    expect(made).toEqual(['de']);
  });
});
