/** Digits of a card number with spaces and dashes removed. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn checksum of a string of digits (13 to 19 of them). */
export function isValidCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type ExpiryProblem = 'format' | 'past' | null;

/** Checks an `MM/YY` expiry: the card is valid to the end of that month. */
export function expiryProblem(value: string, now: Date = new Date()): ExpiryProblem {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return 'format';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'format';
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < thisMonth ? 'past' : null;
}

export const isValidCvc = (value: string) => /^\d{3,4}$/.test(value.trim());
