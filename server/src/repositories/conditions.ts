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
 * Words of letters this long or longer also match a close misspelling (shorter ones match too
 * much; codes and numbers never do).
 */
export const FUZZY_MIN_LENGTH = 5;

/**
 * Free-text condition on projects (alias p): every word must occur in search_text. With pg_trgm
 * (filters.fuzzy), a word of FUZZY_MIN_LENGTH letters or more that occurs in no project at all
 * matches the projects holding a word close to it instead (`<%`: word similarity above
 * pg_trgm.word_similarity_threshold, 0.4 for the server's connections, see db/client.ts):
 * "brehole" finds "borehole", while a word that is there keeps its exact meaning. The check
 * "occurs in no project" is one uncorrelated sub-query (run once per statement). Both operators
 * use the trigram index (projects_search_trgm_idx); without it the condition is a scan of LIKEs.
 */
export function searchCondition(filters: ResolvedFilters, alias = 'p'): SQL | undefined {
  if (filters.words.length === 0) return undefined;
  const column = sql.raw(`${alias}.search_text`);
  return sql.join(
    filters.words.map((w) => {
      const pattern = `%${escapeLike(w)}%`;
      const like = sql`${column} like ${pattern}`;
      // Only words of letters: a code or a number must match as typed.
      if (!filters.fuzzy || w.length < FUZZY_MIN_LENGTH || !/^\p{L}+$/u.test(w)) return like;
      return sql`(${like} or (not exists (select 1 from projects anywhere where anywhere.search_text like ${pattern}) and ${w} <% ${column}))`;
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
