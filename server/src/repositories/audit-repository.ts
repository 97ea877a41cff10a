import { sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '@app/common';
import { queryRows, type AppDb, type Queryable } from '../db/client.ts';

/** Who did it, as the verified token says (request.staff). */
export interface AuditActor {
  sub: string;
  issuer: string;
  name: string;
  role: string;
}

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  /** The project code, file name or account the action was about. */
  target?: string | null;
  before?: unknown;
  after?: unknown;
  details?: unknown;
}

/** One row of the log as the API shows it (AuditEntry in the contract). */
export interface AuditRow {
  id: number;
  at: string;
  actor: { sub: string; name: string; role: string };
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  details: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the row commits
 * or rolls back with it. `at` is the time of the insert (not the transaction's start), so the
 * log's order by id is also its order in time.
 */
export async function recordAudit(tx: Queryable, entry: AuditRecord): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into audit_log (at, actor_sub, actor_issuer, actor_name, actor_role, action, target,
          before, after, details)
        values (clock_timestamp(), ${entry.actor.sub}, ${entry.actor.issuer}, ${entry.actor.name},
          ${entry.actor.role}, ${entry.action}, ${entry.target ?? null}, ${json(entry.before)}::jsonb,
          ${json(entry.after)}::jsonb, ${json(entry.details)}::jsonb)
        returning id::float8 as id`,
  );
  return row?.id ?? 0;
}

export interface AuditFilters {
  /** The actor's subject exactly, or part of their name (any case). */
  actor?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  /** Inclusive bounds, ISO timestamps. */
  from?: string | undefined;
  to?: string | undefined;
}

interface DbRow {
  id: number;
  at_ms: number;
  actor_sub: string;
  actor_name: string;
  actor_role: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  details: unknown;
}

function toEntry(r: DbRow): AuditRow {
  return {
    id: r.id,
    at: new Date(r.at_ms).toISOString(),
    actor: { sub: r.actor_sub, name: r.actor_name, role: r.actor_role },
    action: r.action,
    target: r.target,
    before: r.before ?? null,
    after: r.after ?? null,
    details: r.details ?? null,
  };
}

function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function conditions(filters: AuditFilters, beforeId: number | undefined): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.actor) {
    parts.push(
      sql`(actor_sub = ${filters.actor} or actor_name ilike ${likePattern(filters.actor)})`,
    );
  }
  if (filters.action) parts.push(sql`action = ${filters.action}`);
  if (filters.target) parts.push(sql`target = ${filters.target}`);
  if (filters.from) parts.push(sql`at >= ${filters.from}::timestamptz`);
  if (filters.to) parts.push(sql`at <= ${filters.to}::timestamptz`);
  if (beforeId !== undefined) parts.push(sql`id < ${beforeId}`);
  return sql.join(parts, sql` and `);
}

/** Reads the audit log, newest first, by keyset on id (deep pages cost what the first does). */
export class AuditRepository {
  constructor(private readonly db: AppDb) {}

  /** Up to `limit` rows older than `beforeId`; `hasMore` when more follow. */
  async page(
    filters: AuditFilters,
    limit: number,
    beforeId?: number,
  ): Promise<{ rows: AuditRow[]; hasMore: boolean }> {
    const rows = await queryRows<DbRow>(
      this.db,
      sql`select id::float8 as id, (extract(epoch from at) * 1000)::float8 as at_ms, actor_sub,
            actor_name, actor_role, action, target, before, after, details
          from audit_log where ${conditions(filters, beforeId)}
          order by id desc limit ${limit + 1}`,
    );
    return { rows: rows.slice(0, limit).map(toEntry), hasMore: rows.length > limit };
  }

  /** Every matching row, newest first, in batches (for the streamed CSV). */
  async *iterate(filters: AuditFilters, batchSize = 500): AsyncGenerator<AuditRow[]> {
    let beforeId: number | undefined;
    for (;;) {
      const { rows, hasMore } = await this.page(filters, batchSize, beforeId);
      if (rows.length > 0) yield rows;
      if (!hasMore) return;
      beforeId = rows[rows.length - 1]?.id;
    }
  }
}

/** Opaque cursor of the next page: the last id shown. */
export function encodeAuditCursor(id: number): string {
  return Buffer.from(`a${id}`).toString('base64url');
}

/** The id in a cursor, or undefined when it is not one of ours. */
export function decodeAuditCursor(cursor: string): number | undefined {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const m = /^a(\d{1,15})$/.exec(text);
  return m ? Number(m[1]) : undefined;
}
