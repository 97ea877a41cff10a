import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  financialYearRange,
  financialYearsBetween,
  financialYearStartOf,
  formatFinancialYear,
  isFinancialYear,
  parseFinancialYear,
  parseFinancialYearLenient,
} from './financial-year.ts';

describe('financial years (July to June)', () => {
  it('formats a start year', () => {
    expect(formatFinancialYear(2023)).toBe('2023/24');
    expect(formatFinancialYear(1999)).toBe('1999/00');
    expect(formatFinancialYear(2009)).toBe('2009/10');
    expect(() => formatFinancialYear(2023.5)).toThrow(RangeError);
  });

  it('parses only the canonical form with consecutive years', () => {
    expect(parseFinancialYear('2023/24')).toBe(2023);
    expect(parseFinancialYear('1999/00')).toBe(1999);
    expect(parseFinancialYear('2023-24')).toBeNull();
    expect(parseFinancialYear('2023/25')).toBeNull();
    expect(parseFinancialYear('2023/2024')).toBeNull();
    expect(parseFinancialYear(' 2023/24')).toBeNull();
    expect(isFinancialYear('2018/19')).toBe(true);
    expect(isFinancialYear('18/19')).toBe(false);
  });

  it('reads spreadsheet spellings leniently', () => {
    for (const text of [
      '2023/24',
      '2023/2024',
      '2023-24',
      '2023-2024',
      'FY 2023/24',
      ' fy2023/24 ',
    ]) {
      expect(parseFinancialYearLenient(text)).toBe(2023);
    }
    expect(parseFinancialYearLenient('2023/2025')).toBeNull();
    expect(parseFinancialYearLenient('2023')).toBeNull();
  });

  it('finds the financial year of a date', () => {
    expect(financialYearOf('2023-07-01')).toBe('2023/24');
    expect(financialYearOf('2024-06-30')).toBe('2023/24');
    expect(financialYearOf('2024-07-01')).toBe('2024/25');
    expect(financialYearStartOf(new Date(Date.UTC(2020, 0, 15)))).toBe(2019);
    expect(() => financialYearOf('31/12/2020')).toThrow(RangeError);
  });

  it('gives the range and sequences of years', () => {
    expect(financialYearRange('2023/24')).toEqual({ start: '2023-07-01', end: '2024-06-30' });
    expect(financialYearRange(2018)).toEqual({ start: '2018-07-01', end: '2019-06-30' });
    expect(() => financialYearRange('2023-24')).toThrow(/2023\/24/);
    expect(financialYearsBetween('2018/19', 2021)).toEqual([
      '2018/19',
      '2019/20',
      '2020/21',
      '2021/22',
    ]);
  });

  it('round-trips every year', () => {
    for (let y = 1990; y < 2100; y += 1) {
      expect(parseFinancialYear(formatFinancialYear(y))).toBe(y);
      const { start, end } = financialYearRange(y);
      expect(financialYearStartOf(start)).toBe(y);
      expect(financialYearStartOf(end)).toBe(y);
    }
  });
});
