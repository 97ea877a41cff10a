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
    // One label, Ksh, in every language; the number as the language writes it.
    expect(plain(de.money(123_456_789))).toBe('Ksh 123.456.789');
    expect(plain(de.moneyCompact(123_456_789))).toBe('Ksh 123,5 Mio.');
    expect(plain(makeFormatters('fr').money(1_500))).toBe('Ksh 1 500');
    expect(plain(makeFormatters('pt').money(1_500))).toMatch(/^Ksh 1\.?500$/);
    // Kiswahili puts the number before the word, not "Ksh M542.7".
    const sw = makeFormatters('sw');
    expect(plain(sw.moneyCompact(542_700_000))).toBe('Ksh 542.7 milioni');
    expect(plain(sw.moneyCompact(12_600_000_000))).toBe('Ksh 12.6 bilioni');
    expect(plain(sw.money(1_234_567))).toBe('Ksh 1,234,567');
    expect(plain(en.moneyCompact(-2_000_000))).toBe('-Ksh 2M');
    // Prices to the cent (the sample shop and the data list) carry the same label.
    expect(plain(en.moneyCents(24.5))).toBe('Ksh 24.50');
    expect(plain(de.moneyCents(12_399))).toBe('Ksh 12.399,00');
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
