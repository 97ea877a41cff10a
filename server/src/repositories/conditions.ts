import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../lib/text.ts';
import type { ResolvedFilters } from './filters.ts';

export type Dimension = 'subCounty' | 'ward' | 'department' | 'state' | 'financialYear';
export const DIMENSIONS: readonly Dimension[] = [
  'subCounty',
  'ward',
  'department',
  'state',
  'financialYear',
];

export const DIMENSION_COLUMN: Record<Dimension, string> = {
  subCounty: 'sub_county_id',
  ward: 'ward_id',
  department: 'department_id',
  state: 'state',
  financialYear: 'financial_year',
};

function inList(alias: string, column: string, values: ReadonlyArray<string | number>): SQL {
  const list = sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
  return sql`${sql.raw(`${alias}.${column}`)} in (${list})`;
}

/** One SQL condition per filtered dimension (columns share names in projects and project_rollup). */
export function dimensionConditions(
  filters: ResolvedFilters,
  alias: string,
): Partial<Record<Dimension, SQL>> {
  const out: Partial<Record<Dimension, SQL>> = {};
  if (filters.subCountyIds.length > 0)
    out.subCounty = inList(alias, 'sub_county_id', filters.subCountyIds);
  if (filters.wardIds.length > 0) out.ward = inList(alias, 'ward_id', filters.wardIds);
  if (filters.departmentIds.length > 0)
    out.department = inList(alias, 'department_id', filters.departmentIds);
  if (filters.states.length > 0) out.state = inList(alias, 'state', filters.states);
  if (filters.financialYears.length > 0) {
    out.financialYear = inList(alias, 'financial_year', filters.financialYears);
  }
  return out;
}

/**
 * Free-text condition on projects (alias p): every word must occur in search_text; a misspelt
 * word (see search-words.ts) is replaced by the real words close to it, any of which may occur.
 * Each LIKE uses the trigram index (projects_search_trgm_idx) where pg_trgm exists; elsewhere
 * the condition is a scan.
 */
export function searchCondition(filters: ResolvedFilters, alias = 'p'): SQL | undefined {
  if (filters.words.length === 0) return undefined;
  const column = sql.raw(`${alias}.search_text`);
  const like = (w: string) => sql`${column} like ${`%${escapeLike(w)}%`}`;
  return sql.join(
    filters.words.map((w) => {
      const close = filters.alternatives?.[w];
      if (!close || close.length === 0) return like(w);
      return sql`(${sql.join(close.map(like), sql` or `)})`;
    }),
    sql` and `,
  );
}

export function and(parts: ReadonlyArray<SQL | undefined>): SQL | undefined {
  const present = parts.filter((p): p is SQL => p !== undefined);
  if (present.length === 0) return undefined;
  return sql.join(
    present.map((p) => sql`(${p})`),
    sql` and `,
  );
}

/** Condition for every filter (dimensions and search) on projects alias p. */
export function projectConditions(filters: ResolvedFilters): SQL | undefined {
  return and([...Object.values(dimensionConditions(filters, 'p')), searchCondition(filters, 'p')]);
}

export function whereClause(condition: SQL | undefined): SQL {
  return condition ? sql`where ${condition}` : sql``;
}
