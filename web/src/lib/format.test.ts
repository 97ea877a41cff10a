import { describe, expect, it } from 'vitest';
import { localeOf } from '@/i18n/languages';
import { makeFormatters, parseIsoDate } from './format';

// Intl output uses narrow and normal no-break spaces in some languages.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatters', () => {
  it('use Kenyan English for English', () => {
    expect(localeOf('en')).toBe('en-KE');
    expect(localeOf(undefined)).toBe('en-KE');
    expect(localeOf('de')).toBe('de');
  });

  it('format money compact on cards and in full in tables', () => {
    const en = makeFormatters('en');
    expect(plain(en.moneyCompact(123_456_789))).toBe('Ksh 123.5M');
    expect(plain(en.money(123_456_789))).toBe('Ksh 123,456,789');
    const de = makeFormatters('de');
    expect(plain(de.money(123_456_789))).toBe('123.456.789 KES');
    expect(plain(de.moneyCompact(123_456_789))).toBe('123,5 Mio. KES');
    expect(plain(makeFormatters('fr').money(1_500))).toBe('1 500 KES');
    expect(plain(makeFormatters('pt').money(1_500))).toMatch(/^KES 1\.?500$/);
  });

  it('format numbers and percentages', () => {
    const en = makeFormatters('en');
    expect(en.number(1316)).toBe('1,316');
    expect(en.percent(66.1)).toBe('66.1%');
    expect(en.percent(100)).toBe('100%');
    expect(plain(makeFormatters('fr').percent(66.1))).toBe('66,1 %');
  });

  it('format calendar dates without shifting the day', () => {
    expect(parseIsoDate('2024-01-31')?.toISOString()).toBe('2024-01-31T00:00:00.000Z');
    expect(parseIsoDate('2024-02-30')).toBeNull();
    expect(makeFormatters('en').date('2024-02-30')).toBe('2024-02-30');
    expect(parseIsoDate('31/01/2024')).toBeNull();
    const en = makeFormatters('en');
    expect(plain(en.date('2024-01-31'))).toBe('31 Jan 2024');
    expect(en.date(null)).toBe('');
    expect(makeFormatters('de').date('2024-01-31')).toBe('31.01.2024');
    expect(plain(makeFormatters('fr').date('2024-01-31'))).toBe('31 janv. 2024');
  });
});
