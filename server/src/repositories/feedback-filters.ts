import type { FeedbackKind, FeedbackState } from '@app/common/feedback';
import { sql, type SQL } from 'drizzle-orm';

/** Filters of the public list, the queue and the figures (ids already resolved). */
export interface FeedbackFilters {
  wardIds?: number[] | undefined;
  subCountyIds?: number[] | undefined;
  departmentIds?: number[] | undefined;
  financialYears?: number[] | undefined;
  projectCode?: string | undefined;
  kind?: FeedbackKind | undefined;
  states?: FeedbackState[] | undefined;
  /** answered: has a reply; unanswered: none. */
  answered?: boolean | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The WHERE clause of those filters over `feedback_items f`. */
export function conditions(f: FeedbackFilters): SQL {
  const parts: SQL[] = [sql`true`];
  const list = (column: SQL, values: number[] | undefined) => {
    if (values && values.length > 0)
      parts.push(
        sql`${column} in (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      );
  };
  list(sql`f.ward_id`, f.wardIds);
  list(sql`f.sub_county_id`, f.subCountyIds);
  list(sql`f.department_id`, f.departmentIds);
  list(sql`f.financial_year`, f.financialYears);
  if (f.projectCode) parts.push(sql`f.project_code = ${f.projectCode}`);
  if (f.kind) parts.push(sql`f.kind = ${f.kind}`);
  if (f.states && f.states.length > 0)
    parts.push(
      sql`f.state in (${sql.join(
        f.states.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (f.answered === true) parts.push(sql`f.answered_at is not null`);
  if (f.answered === false) parts.push(sql`f.answered_at is null`);
  if (f.from) parts.push(sql`f.created_at >= ${f.from}::timestamptz`);
  if (f.to) parts.push(sql`f.created_at <= ${f.to}::timestamptz`);
  return sql.join(parts, sql` and `);
}
