import type { FeedbackFigures } from '@app/common/feedback';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Queryable } from '../db/client.ts';
import { conditions, type FeedbackFilters } from './feedback-filters.ts';
import type { ReferenceData } from './reference-repository.ts';

/** Responsiveness for the filters: counts, median days to the first reply, oldest waiting. */
export async function feedbackFigures(
  db: Queryable,
  filters: FeedbackFilters,
  ref: ReferenceData,
): Promise<FeedbackFigures> {
  const where = sql`${conditions(filters)} and f.state <> 'withdrawn'`;
  const [totals] = await queryRows<{
    received: number;
    published: number;
    answered: number;
    median_days: number | null;
    oldest_days: number | null;
  }>(
    db,
    sql`select count(*)::int as received,
          count(f.published_at)::int as published,
          count(f.answered_at)::int as answered,
          (percentile_cont(0.5) within group (order by extract(epoch from f.answered_at - f.created_at))
            filter (where f.answered_at is not null) / 86400)::float8 as median_days,
          (max(extract(epoch from now() - f.created_at)) filter (
            where f.answered_at is null and f.state in ('received', 'published')) / 86400)::float8
            as oldest_days
        from feedback_items f where ${where}`,
  );
  const grouped = (column: SQL) =>
    queryRows<{ key: number; received: number; published: number; answered: number }>(
      db,
      sql`select ${column} as key, count(*)::int as received, count(f.published_at)::int as published,
            count(f.answered_at)::int as answered
          from feedback_items f where ${where} group by 1 order by 2 desc, 1`,
    );
  const [wards, departments] = await Promise.all([
    grouped(sql`f.ward_id`),
    grouped(sql`f.department_id`),
  ]);
  const round = (v: number | null | undefined) =>
    v === null || v === undefined ? null : Math.round(v * 10) / 10;
  return {
    received: totals?.received ?? 0,
    published: totals?.published ?? 0,
    answered: totals?.answered ?? 0,
    medianDaysToAnswer: round(totals?.median_days),
    oldestUnansweredDays: round(totals?.oldest_days),
    byWard: wards.map((w) => ({
      key: ref.wardById.get(w.key)?.code ?? String(w.key),
      name: ref.wardById.get(w.key)?.name ?? String(w.key),
      received: w.received,
      published: w.published,
      answered: w.answered,
    })),
    byDepartment: departments.map((d) => ({
      key: ref.departmentById.get(d.key)?.slug ?? String(d.key),
      name: ref.departmentById.get(d.key)?.name ?? String(d.key),
      received: d.received,
      published: d.published,
      answered: d.answered,
    })),
  };
}
