import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';

/** One counter of the usage table: kind is page, api, download, search or project. */
export interface UsageCount {
  day: string;
  kind: 'page' | 'api' | 'download' | 'search' | 'project';
  key: string;
  n: number;
}

/** Adds counts to usage_daily in one statement (count = count + n). */
export async function addUsageCounts(db: Queryable, counts: readonly UsageCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db.execute(sql`
    insert into usage_daily (day, kind, key, count)
    select x.day, x.kind, x.key, x.n
    from json_to_recordset(${JSON.stringify(counts)}::json) as x(day date, kind text, key text, n bigint)
    on conflict (day, kind, key) do update set count = usage_daily.count + excluded.count`);
}
