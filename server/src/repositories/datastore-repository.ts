import { sql } from 'drizzle-orm';
import { queryRows, type AppDb } from '../db/client.ts';
import type { ProjectColumn } from '../lib/project-columns.ts';
import { projectConditions, whereClause } from './conditions.ts';
import type { ResolvedFilters } from './filters.ts';

export interface DatastoreSort {
  column: ProjectColumn;
  descending: boolean;
}

/** A column's SQL with the type its records carry: numbers as numbers, dates as text. */
function typedSql(c: ProjectColumn): string {
  if (c.kind === 'number') return `(${c.sql})::float8`;
  return `(${c.sql})::text`;
}

/**
 * Rows of the projects resource as the CSV export's columns (the same list, so both read the
 * same), any of them, sorted by any of them, at any offset. Code breaks ties, so pages are stable.
 */
export async function datastoreRows(
  db: AppDb,
  filters: ResolvedFilters,
  options: {
    columns: readonly ProjectColumn[];
    sort: readonly DatastoreSort[];
    limit: number;
    offset: number;
  },
): Promise<Array<Record<string, string | number | null>>> {
  const select = options.columns.map((c, i) => `${typedSql(c)} as c${i}`).join(', ');
  const order = [
    ...options.sort.map((s) => `${s.column.sql} ${s.descending ? 'desc' : 'asc'} nulls last`),
    'p.code asc',
  ].join(', ');
  const rows = await queryRows<Record<string, string | number | null>>(
    db,
    sql`select ${sql.raw(select)} from projects p
          join departments dep on dep.id = p.department_id
          join sub_counties sc on sc.id = p.sub_county_id join wards w on w.id = p.ward_id
        ${whereClause(projectConditions(filters))}
        order by ${sql.raw(order)} limit ${options.limit} offset ${options.offset}`,
  );
  return rows.map((row) =>
    Object.fromEntries(options.columns.map((c, i) => [c.header, row[`c${i}`] ?? null])),
  );
}
