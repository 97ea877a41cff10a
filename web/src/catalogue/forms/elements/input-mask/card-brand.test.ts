import { describe, expect, it } from 'vitest';
import { cardBrand, passesLuhn } from './card-brand';

describe('card numbers', () => {
  it('are recognised by their first digits', () => {
    expect(cardBrand('4111')).toBe('visa');
    expect(cardBrand('5500')).toBe('mastercard');
    expect(cardBrand('2221')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('6011')).toBe('unknown');
  });

  it('pass the Luhn check only when the check digit is right', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('4111')).toBe(false);
  });
});
