import type { MatchRange } from '../types';

/** Letters that Unicode does not decompose into a base letter and a mark. */
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const MARKS = /\p{M}/gu;

function foldChar(char: string): string {
  const lower = char.toLowerCase();
  return SPECIAL[lower] ?? lower.normalize('NFD').replace(MARKS, '');
}

/** Case- and accent-insensitive form of a text: `Muñoz` and `MUNOZ` both fold to `munoz`. */
export function fold(text: string): string {
  let out = '';
  for (const char of text) out += foldChar(char);
  return out.replace(/\s+/g, ' ');
}

/** The folded text, with where each of its characters came from in the original. */
function foldWithOffsets(text: string): { folded: string; starts: number[]; ends: number[] } {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const char of text) {
    const end = at + char.length;
    let part = foldChar(char);
    if (/\s/.test(part)) part = ' ';
    // Runs of white space fold to one space, as in `fold`.
    if (part === ' ' && folded.endsWith(' ')) part = '';
    // A character that folds to nothing (a combining mark, extra space) joins the one before,
    // so a highlight never splits a letter from its accent.
    if (part === '' && ends.length > 0) ends[ends.length - 1] = end;
    for (let i = 0; i < part.length; i += 1) {
      starts.push(at);
      ends.push(end);
    }
    folded += part;
    at = end;
  }
  return { folded, starts, ends };
}

/** The folded, trimmed query; empty when there is nothing to look for. */
export function foldQuery(query: string): string {
  return fold(query).trim();
}

/**
 * Where a folded query first occurs in `text`, as a range of the original text (so an accented
 * or differently cased match can be highlighted as written). `null` when it does not occur.
 */
export function findMatch(text: string, foldedQuery: string): MatchRange | null {
  if (foldedQuery === '') return null;
  const { folded, starts, ends } = foldWithOffsets(text);
  const index = folded.indexOf(foldedQuery);
  if (index < 0) return null;
  const start = starts[index];
  const end = ends[index + foldedQuery.length - 1];
  return start === undefined || end === undefined ? null : [start, end];
}
