import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first and last words', () => {
    expect(initials('Grace Mwikali Musyoka')).toBe('GM');
    expect(initials('  peter   kioko ')).toBe('PK');
  });

  it('takes one letter from a single word', () => {
    expect(initials('Kioko')).toBe('K');
  });

  it('skips leading punctuation and digits, and reads any script', () => {
    expect(initials('(Dr.) Ann Wambua')).toBe('DW');
    expect(initials('Émile Zola')).toBe('ÉZ');
    expect(initials('Αλέξης Τσίπρας')).toBe('ΑΤ');
  });

  it('gives a question mark for an empty name', () => {
    expect(initials('')).toBe('?');
    expect(initials(' 123 ')).toBe('?');
  });
});
