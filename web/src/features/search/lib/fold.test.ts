import { describe, expect, it } from 'vitest';
import { findMatch, fold, foldQuery } from './fold';

describe('fold', () => {
  it('ignores case and accents', () => {
    expect(fold('Muñoz Ángel')).toBe('munoz angel');
    expect(fold('ÉCOLE')).toBe(fold('école'));
    expect(fold('Straße')).toBe('strasse');
    expect(fold('Søren Łukasz')).toBe('soren lukasz');
  });

  it('collapses white space', () => {
    expect(fold('a \t  b')).toBe('a b');
    expect(foldQuery('  Data   List ')).toBe('data list');
  });
});

describe('findMatch', () => {
  it('finds a match whatever the case', () => {
    expect(findMatch('User List', foldQuery('LIST'))).toEqual([5, 9]);
  });

  it('maps an accent-insensitive match back to the original text', () => {
    const text = 'Relatório de Gestão';
    const range = findMatch(text, foldQuery('gestao'));
    expect(range).not.toBeNull();
    const [start, end] = range ?? [0, 0];
    expect(text.slice(start, end)).toBe('Gestão');
  });

  it('matches an accented query against plain text', () => {
    const text = 'Cafe menu';
    const [start, end] = findMatch(text, foldQuery('CAFÉ')) ?? [0, 0];
    expect(text.slice(start, end)).toBe('Cafe');
  });

  it('handles text already in decomposed form and letters that expand', () => {
    const decomposed = 'Jose\u0301 Straße';
    const [s1, e1] = findMatch(decomposed, foldQuery('josé')) ?? [0, 0];
    expect(decomposed.slice(s1, e1)).toBe('Jose\u0301');
    const [s2, e2] = findMatch(decomposed, foldQuery('strasse')) ?? [0, 0];
    expect(decomposed.slice(s2, e2)).toBe('Straße');
    const [s3, e3] = findMatch(decomposed, foldQuery('ss')) ?? [0, 0];
    expect(decomposed.slice(s3, e3)).toBe('ß');
  });

  it('spans collapsed white space', () => {
    const text = 'Data  List';
    const [start, end] = findMatch(text, foldQuery('data list')) ?? [0, 0];
    expect(text.slice(start, end)).toBe('Data  List');
  });

  it('returns null for no match or an empty query', () => {
    expect(findMatch('Email', foldQuery('chat'))).toBeNull();
    expect(findMatch('Email', foldQuery('   '))).toBeNull();
  });
});
