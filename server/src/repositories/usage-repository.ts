import { sql } from 'drizzle-orm';
import { queryRows, type AppDb } from '../db/client.ts';
import { addUsageCounts, type UsageCount } from '../db/writer/usage-counts.ts';
import type { UsageKind, UsageStore } from '../usage/usage-counter.ts';

export interface UsageDay {
  day: string;
  pageViews: number;
  apiCalls: number;
  downloads: number;
  searches: number;
}

export interface UsageReport {
  from: string;
  to: string;
  totals: Omit<UsageDay, 'day'>;
  daily: UsageDay[];
  pages: Array<{ key: string; count: number }>;
  api: Array<{ key: string; count: number }>;
  downloads: Array<{ key: string; count: number }>;
  searches: Array<{ key: string; count: number }>;
  /** title is empty for a code no project has any more. */
  projects: Array<{ code: string; title: string; count: number }>;
}

/** Longest list of each kind in the report (the CSV has everything). */
export const TOP_KEYS = 50;
const TOP_PROJECTS = 20;

const DAY_FIELD: Record<string, keyof Omit<UsageDay, 'day'>> = {
  page: 'pageViews',
  api: 'apiCalls',
  download: 'downloads',
  search: 'searches',
};

/** Every day from `from` to `to` (YYYY-MM-DD, inclusive). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (
    let t = Date.parse(`${from}T00:00:00Z`);
    t <= Date.parse(`${to}T00:00:00Z`);
    t += 86_400_000
  ) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** The daily usage counts (usage_daily): added to by the counter, read by the analytics page. */
export class UsageRepository implements UsageStore {
  constructor(private readonly db: AppDb) {}

  /** Adds the counts to the day's totals in one statement. */
  addCounts(counts: readonly UsageCount[]): Promise<void> {
    return addUsageCounts(this.db, counts);
  }

  private async top(kind: UsageKind, from: string, to: string, limit: number) {
    return queryRows<{ key: string; count: number }>(
      this.db,
      sql`select key, sum(count)::float8 as count from usage_daily
          where kind = ${kind} and day between ${from}::date and ${to}::date
          group by key order by count desc, key limit ${limit}`,
    );
  }

  async report(from: string, to: string): Promise<UsageReport> {
    const [perDay, pages, api, downloads, searches, projects] = await Promise.all([
      queryRows<{ day: string; kind: string; count: number }>(
        this.db,
        sql`select day::text as day, kind, sum(count)::float8 as count from usage_daily
            where day between ${from}::date and ${to}::date and kind <> 'project'
            group by day, kind`,
      ),
      this.top('page', from, to, TOP_KEYS),
      this.top('api', from, to, TOP_KEYS),
      this.top('download', from, to, TOP_KEYS),
      this.top('search', from, to, TOP_KEYS),
      queryRows<{ code: string; title: string; count: number }>(
        this.db,
        sql`select u.key as code, coalesce(p.title, '') as title, u.count from (
              select key, sum(count)::float8 as count from usage_daily
              where kind = 'project' and day between ${from}::date and ${to}::date
              group by key order by count desc, key limit ${TOP_PROJECTS}
            ) u left join projects p on p.code = u.key
            order by u.count desc, u.key`,
      ),
    ]);
    const byDay = new Map<string, UsageDay>(
      daysBetween(from, to).map((day) => [
        day,
        { day, pageViews: 0, apiCalls: 0, downloads: 0, searches: 0 },
      ]),
    );
    const totals = { pageViews: 0, apiCalls: 0, downloads: 0, searches: 0 };
    for (const r of perDay) {
      const key = DAY_FIELD[r.kind];
      const day = byDay.get(r.day);
      if (!key || !day) continue;
      day[key] += r.count;
      totals[key] += r.count;
    }
    return {
      from,
      to,
      totals,
      daily: [...byDay.values()],
      pages,
      api,
      downloads,
      searches,
      projects,
    };
  }

  /** Every counter in the range (day, kind, key order), in batches for the streamed CSV. */
  async *iterate(
    from: string,
    to: string,
    batchSize = 2000,
  ): AsyncGenerator<Array<{ day: string; kind: string; key: string; count: number }>> {
    let after: { day: string; kind: string; key: string } | undefined;
    for (;;) {
      const keyset = after
        ? sql`and (day, kind, key) > (${after.day}::date, ${after.kind}, ${after.key})`
        : sql``;
      const rows = await queryRows<{ day: string; kind: string; key: string; count: number }>(
        this.db,
        sql`select day::text as day, kind, key, count::float8 as count from usage_daily
            where day between ${from}::date and ${to}::date ${keyset}
            order by day, kind, key limit ${batchSize}`,
      );
      if (rows.length > 0) yield rows;
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1];
      if (!last) return;
      after = { day: last.day, kind: last.kind, key: last.key };
    }
  }
}
