import { describe, expect, it } from 'vitest';
import { isCalendarDate, parseCalendarDate } from './dates.ts';

describe('calendar dates', () => {
  it('reads an existing day as that day at midnight UTC', () => {
    expect(parseCalendarDate('2024-01-31')?.toISOString()).toBe('2024-01-31T00:00:00.000Z');
    expect(parseCalendarDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseCalendarDate('0001-01-01')?.toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(parseCalendarDate('0099-12-31')?.getUTCFullYear()).toBe(99);
    expect(parseCalendarDate('9999-12-31')?.toISOString()).toBe('9999-12-31T00:00:00.000Z');
  });

  it('refuses days that do not exist instead of rolling them over', () => {
    for (const value of [
      '2024-02-30',
      '2023-02-29',
      '2100-02-29',
      '2024-04-31',
      '2024-00-10',
      '2024-13-01',
      '2024-01-00',
      '2024-01-32',
      '0000-01-01',
    ]) {
      expect(parseCalendarDate(value), value).toBeNull();
      expect(isCalendarDate(value), value).toBe(false);
    }
  });

  it('refuses anything not written YYYY-MM-DD', () => {
    for (const value of [
      '31/01/2024',
      '2024-1-31',
      '2024-01-31T00:00',
      ' 2024-01-31',
      '',
      '20240131',
    ]) {
      expect(parseCalendarDate(value), value).toBeNull();
    }
    expect(isCalendarDate(undefined)).toBe(false);
    expect(isCalendarDate(20240131)).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
  });
});
