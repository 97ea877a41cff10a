import { foldText } from '../lib/text.ts';

export const MAX_ROUTE_LENGTH = 200;
const MAX_TERM_LENGTH = 100;

/** Characters of a path (RFC 3986 pchar and "/"); anything else is refused. */
const PATH_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/**
 * The page path counted for the route a beacon reports: query and fragment dropped, repeated
 * and trailing slashes removed. Undefined when it is not a plain path of this site (must start
 * with one "/", no "." or ".." segments, at most 200 characters).
 */
export function countedPagePath(raw: string): string | undefined {
  if (raw.length > MAX_ROUTE_LENGTH || !raw.startsWith('/') || raw.startsWith('//'))
    return undefined;
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (!PATH_CHARACTERS.test(path)) return undefined;
  const segments = path.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '.' || s === '..')) return undefined;
  return `/${segments.join('/')}`;
}

/** A search term as counted: folded (case, accents, blanks), at most 100 characters. */
export function countedSearchTerm(q: string): string | undefined {
  const term = foldText(q).slice(0, MAX_TERM_LENGTH).trim();
  return term === '' ? undefined : term;
}
