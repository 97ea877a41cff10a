import { sql, type SQL } from 'drizzle-orm';
import type { ProjectSort } from '@app/common';
import { badRequest } from '../lib/errors.ts';

/**
 * Keyset (cursor) paging for the project list. A cursor names a position in one ordering: the
 * sort, the sort key and code of the row it is next to, and which way it reads. The next page is
 * "the rows after that one in this order", so it costs the same at any depth (an index walk, not
 * an OFFSET that reads and drops every row before it), and rows written between two requests do
 * not shift a page: every row that was there is seen exactly once.
 *
 * Orderings are `key asc|desc nulls last, code asc` (code alone for the code sort). A cursor is
 * opaque to clients: base64url of a small JSON object.
 */

export interface Cursor {
  /** The sort it belongs to. */
  sort: ProjectSort;
  /** The filters it belongs to (their normalized key's hash). */
  filters: string;
  /** 'after' reads forward from the row, 'before' backward. */
  dir: 'after' | 'before';
  /** The row's sort key as text (null for an empty value); absent for the code sort. */
  key: string | null;
  code: string;
  /** Page number of the page it leads to (for the answer's `page`). */
  page: number;
}

interface Encoded {
  v: 1;
  s: string;
  f: string;
  d: 'a' | 'b';
  k: string | null;
  c: string;
  p: number;
}

export function encodeCursor(cursor: Cursor): string {
  const value: Encoded = {
    v: 1,
    s: cursor.sort,
    f: cursor.filters,
    d: cursor.dir === 'after' ? 'a' : 'b',
    k: cursor.key,
    c: cursor.code,
    p: cursor.page,
  };
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

const NOT_A_CURSOR =
  'is not a cursor from this API (use nextCursor or prevCursor from a previous answer)';

/** The cursor, checked against the request's sort and filters; a 400 naming `cursor` otherwise. */
export function decodeCursor(raw: string, sort: ProjectSort, filters: string): Cursor {
  let value: Partial<Encoded>;
  try {
    if (!/^[A-Za-z0-9_-]{1,1000}$/.test(raw)) throw new Error('not base64url');
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Encoded>;
  } catch {
    throw badRequest('cursor', NOT_A_CURSOR);
  }
  if (
    value.v !== 1 ||
    typeof value.s !== 'string' ||
    typeof value.f !== 'string' ||
    (value.d !== 'a' && value.d !== 'b') ||
    !(value.k === null || typeof value.k === 'string') ||
    typeof value.c !== 'string' ||
    typeof value.p !== 'number' ||
    !Number.isInteger(value.p) ||
    value.p < 1
  ) {
    throw badRequest('cursor', NOT_A_CURSOR);
  }
  if (value.s !== sort) {
    throw badRequest('cursor', `belongs to sort "${value.s.slice(0, 40)}", not "${sort}"`);
  }
  if (value.f !== filters) {
    throw badRequest('cursor', 'belongs to other filters; start again from the first page');
  }
  return {
    sort,
    filters,
    dir: value.d === 'a' ? 'after' : 'before',
    key: value.k,
    code: value.c,
    page: value.p,
  };
}

/**
 * The condition for rows after (or before) the cursor's row in the ordering
 * `expr asc|desc nulls last, code asc`, and the ORDER BY to read them in (reversed for 'before').
 * `expr` is undefined for the code sort.
 */
export function keysetClause(
  expr: string | undefined,
  descending: boolean,
  cursor: Cursor,
): { where: SQL; order: string } {
  const code = sql.raw('p.code');
  if (expr === undefined) {
    const forward = descending ? 'desc' : 'asc';
    const backward = descending ? 'asc' : 'desc';
    const after = cursor.dir === 'after';
    const op = after !== descending ? sql.raw('>') : sql.raw('<');
    return {
      where: sql`${code} ${op} ${cursor.code}`,
      order: `p.code ${after ? forward : backward}`,
    };
  }
  const key = sql.raw(`(${expr})`);
  const beyond = sql.raw(descending ? '<' : '>');
  const behind = sql.raw(descending ? '>' : '<');
  if (cursor.dir === 'after') {
    const where =
      cursor.key === null
        ? sql`${key} is null and ${code} > ${cursor.code}`
        : sql`(${key} ${beyond} ${cursor.key} or (${key} = ${cursor.key} and ${code} > ${cursor.code}) or ${key} is null)`;
    return {
      where,
      order: `${expr} ${descending ? 'desc' : 'asc'} nulls last, p.code asc`,
    };
  }
  const where =
    cursor.key === null
      ? sql`(${key} is not null or ${code} < ${cursor.code})`
      : sql`(${key} ${behind} ${cursor.key} or (${key} = ${cursor.key} and ${code} < ${cursor.code}))`;
  return {
    where,
    order: `${expr} ${descending ? 'asc' : 'desc'} nulls first, p.code desc`,
  };
}
