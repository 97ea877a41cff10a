/** Lower case, accents removed (NFD without combining marks), blanks collapsed. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Key for matching names typed by people: folded, and any run of punctuation or blanks as one space. */
export function matchKey(value: string): string {
  return foldText(value)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words of a search query, folded; LIKE wildcards are escaped by the caller. */
export function searchWords(q: string): string[] {
  return foldText(q)
    .split(' ')
    .filter((w) => w !== '')
    .slice(0, 10);
}

/** Escapes %, _ and \ for a LIKE pattern using the default escape character. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The text stored in projects.search_text. */
export function buildSearchText(parts: ReadonlyArray<string | null | undefined>): string {
  return foldText(
    parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' \u0001 '),
  );
}
