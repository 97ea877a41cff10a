import { describe, expect, it } from 'vitest';
import { expiryProblem, isValidCardNumber, isValidCvc } from './card';

describe('isValidCardNumber', () => {
  it('accepts numbers that pass the Luhn check, with or without spaces', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('5555555555554444')).toBe(true);
    expect(isValidCardNumber('378282246310005')).toBe(true);
  });

  it('refuses a wrong check digit, letters and wrong lengths', () => {
    expect(isValidCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(isValidCardNumber('4242 4242 4242 424a')).toBe(false);
    expect(isValidCardNumber('4242')).toBe(false);
    expect(isValidCardNumber('')).toBe(false);
  });
});

describe('expiryProblem', () => {
  const now = new Date(2026, 10, 24);
  it('accepts this month and later', () => {
    expect(expiryProblem('11/26', now)).toBeNull();
    expect(expiryProblem('01/30', now)).toBeNull();
  });
  it('flags past months and bad formats', () => {
    expect(expiryProblem('10/26', now)).toBe('past');
    expect(expiryProblem('13/27', now)).toBe('format');
    expect(expiryProblem('1/27', now)).toBe('format');
  });
});

describe('isValidCvc', () => {
  it('wants three or four digits', () => {
    expect(isValidCvc('123')).toBe(true);
    expect(isValidCvc('1234')).toBe(true);
    expect(isValidCvc('12')).toBe(false);
    expect(isValidCvc('12a')).toBe(false);
  });
});
