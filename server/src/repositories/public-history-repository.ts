import { sql } from 'drizzle-orm';
import { queryRows, type AppDb } from '../db/client.ts';
import { and, projectConditions, whereClause } from './conditions.ts';
import type { ResolvedFilters } from './filters.ts';

/**
 * What the public may know of the data's history, from the audit log and the progress readings:
 * which public field changed, when, through an edit or an import, and the staff role that made
 * it. Never who: no name, subject, e-mail or file name leaves this module.
 */

/**
 * A project's public fields as its history names them: those a staff edit changes (state,
 * stalledReason, progress, progressDate, paid) and the others an import writes
 * (see import-changes-repository.ts).
 */
export const PUBLIC_FIELDS = [
  'title',
  'description',
  'department',
  'ward',
  'state',
  'stalledReason',
  'financialYear',
  'startDate',
  'plannedEndDate',
  'completionDate',
  'budget',
  'contractSum',
  'paid',
  'fundingSource',
  'contractor',
  'progress',
  'progressDate',
  'priorityRank',
  'forums',
  'participants',
  'location',
  'lastVerified',
] as const;
export type PublicField = (typeof PUBLIC_FIELDS)[number];

export interface FieldChange {
  field: PublicField;
  before: string | number | null;
  after: string | number | null;
}

export interface HistoryEntry {
  /** The version (batch) the change came with: the edit's or the import's audit entry number. */
  version: number;
  at: string;
  /** Through a staff edit of the project, or a staff import of the projects file. */
  kind: 'edit' | 'import';
  role: string;
  changes: FieldChange[];
}

export interface VersionEntry {
  version: number;
  at: string;
  kind: 'edit' | 'import';
  role: string;
  /** Rows written by the batch: one for an edit, inserted + updated for an import. */
  rows: number;
  inserted: number;
  updated: number;
  /** The project an edit changed (null for an import). */
  project: string | null;
  /** Public fields an edit changed; for an import, the columns an import may change. */
  changed: string[];
}

export interface FeedEvent {
  kind: 'state' | 'progress' | 'started' | 'reply';
  at: string;
  code: string;
  title: string;
  ward: string;
  department: string;
  state: string | null;
  previousState: string | null;
  stalledReason: string | null;
  percent: number | null;
  /**
   * An official reply to published feedback: its text, the officer's role (and name only when
   * they signed with it), the feedback's kind and the name the resident chose to show, if any.
   * Never a contact detail.
   */
  reply?: {
    body: string;
    role: string;
    officer: string | null;
    kind: string;
    resident: string | null;
  };
  /** Identifies the event among the project's others (audit entry, reading or reply number). */
  key: string;
}

type Scalar = string | number | null;
const scalar = (v: unknown): Scalar =>
  typeof v === 'string' || typeof v === 'number'
    ? v
    : v === null || v === undefined
      ? null
      : String(v);

function changesOf(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const out: FieldChange[] = [];
  for (const field of PUBLIC_FIELDS) {
    if (!after || !(field in after)) continue;
    const b = scalar(before?.[field]);
    const a = scalar(after[field]);
    if (b !== a) out.push({ field, before: b, after: a });
  }
  return out;
}

const ISO = (ms: number) => new Date(ms).toISOString();

/** Feedback the public may see (as the feedback API decides it): published, or closed after. */
const PUBLIC_FEEDBACK = sql`f.state in ('published', 'closed') and f.published_at is not null`;

export class PublicHistoryRepository {
  constructor(private readonly db: AppDb) {}

  /** A project's edits and the imports that changed it, newest first; undefined when no such project exists. */
  async projectHistory(code: string, limit = 200): Promise<HistoryEntry[] | undefined> {
    const exists = await queryRows<{ n: number }>(
      this.db,
      sql`select 1 as n from projects where code = ${code} limit 1`,
    );
    if (exists.length === 0) return undefined;
    const rows = await queryRows<{
      version: number;
      at_ms: number;
      action: string;
      role: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }>(
      this.db,
      sql`select (case when action = 'project.import' then (details->>'batch')::float8
              else id::float8 end) as version,
            (extract(epoch from at) * 1000)::float8 as at_ms, action, actor_role as role,
            before, after
          from audit_log where action in ('project.update', 'project.import') and target = ${code}
          order by id desc limit ${limit}`,
    );
    return rows
      .map((r) => ({
        version: r.version,
        at: ISO(r.at_ms),
        kind: r.action === 'project.import' ? ('import' as const) : ('edit' as const),
        role: r.role,
        changes: changesOf(r.before, r.after),
      }))
      .filter((e) => e.changes.length > 0);
  }

  /**
   * When the first public feedback item was sent and published, and when the public feedback last
   * changed (an item published or a reply given): the feedback dataset's dates.
   */
  async feedbackDates(): Promise<{
    firstSent: string | null;
    issued: string | null;
    modified: string | null;
  }> {
    const [row] = await queryRows<{
      sent_ms: number | null;
      issued_ms: number | null;
      modified_ms: number | null;
    }>(
      this.db,
      sql`select (extract(epoch from min(f.created_at)) * 1000)::float8 as sent_ms,
            (extract(epoch from min(f.published_at)) * 1000)::float8 as issued_ms,
            (extract(epoch from greatest(max(f.published_at), max(r.created_at))) * 1000)::float8
              as modified_ms
          from feedback_items f left join feedback_replies r on r.feedback_id = f.id
          where ${PUBLIC_FEEDBACK}`,
    );
    return {
      firstSent: row?.sent_ms == null ? null : ISO(row.sent_ms),
      issued: row?.issued_ms == null ? null : ISO(row.issued_ms),
      modified: row?.modified_ms == null ? null : ISO(row.modified_ms),
    };
  }

  /** Each import or edit batch, newest first. */
  async versions(limit: number, before?: number): Promise<VersionEntry[]> {
    const rows = await queryRows<{
      id: number;
      at_ms: number;
      role: string;
      action: string;
      target: string | null;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }>(
      this.db,
      sql`select id::float8 as id, (extract(epoch from at) * 1000)::float8 as at_ms,
            actor_role as role, action, target, before, after
          from audit_log
          where action in ('project.update', 'projects.import')
            ${before === undefined ? sql`` : sql`and id < ${before}`}
          order by id desc limit ${limit}`,
    );
    const fields = await this.importedFields(
      rows.filter((r) => r.action === 'projects.import').map((r) => r.id),
    );
    return rows.map((r) => {
      if (r.action === 'projects.import') {
        const a = r.after ?? {};
        const inserted = Number(a.inserted ?? 0);
        const updated = Number(a.updated ?? 0);
        return {
          version: r.id,
          at: ISO(r.at_ms),
          kind: 'import' as const,
          role: r.role,
          rows: inserted + updated,
          inserted,
          updated,
          project: null,
          // Imports from before the history recorded each project's changes: "projects".
          changed: fields.get(r.id) ?? ['projects'],
        };
      }
      return {
        version: r.id,
        at: ISO(r.at_ms),
        kind: 'edit' as const,
        role: r.role,
        rows: 1,
        inserted: 0,
        updated: 1,
        project: r.target,
        changed: changesOf(r.before, r.after).map((c) => c.field),
      };
    });
  }

  /** The public fields each of these imports changed in any project, in PUBLIC_FIELDS order. */
  private async importedFields(batches: number[]): Promise<Map<number, PublicField[]>> {
    const out = new Map<number, PublicField[]>();
    if (batches.length === 0) return out;
    // A project's row follows its import's row: the id bound keeps the read to the newer rows.
    const rows = await queryRows<{ batch: number; field: string }>(
      this.db,
      sql`select distinct (a.details->>'batch')::float8 as batch, k.field
          from audit_log a cross join lateral jsonb_object_keys(a.after) as k(field)
          where a.id > ${Math.min(...batches)} and a.action = 'project.import'
            and jsonb_typeof(a.after) = 'object'
            and (a.details->>'batch')::float8 in (${sql.join(
              batches.map((b) => sql`${b}`),
              sql`, `,
            )})`,
    );
    for (const batch of batches) {
      const changed = new Set(rows.filter((r) => r.batch === batch).map((r) => r.field));
      if (changed.size > 0)
        out.set(
          batch,
          PUBLIC_FIELDS.filter((f) => changed.has(f)),
        );
    }
    return out;
  }

  /**
   * The feed's events for projects matching the filters, newest first: changes of state made by
   * edits, progress readings, projects starting work, and the county's replies to published
   * feedback.
   */
  async feedEvents(filters: ResolvedFilters, limit: number): Promise<FeedEvent[]> {
    const where = projectConditions(filters);
    const base = sql`p.code, p.title, w.name as ward, dep.name as department`;
    const joins = sql`join wards w on w.id = p.ward_id join departments dep on dep.id = p.department_id`;
    type Row = Omit<FeedEvent, 'at' | 'reply'> & {
      at_ms: number;
      body?: string;
      role?: string;
      officer?: string | null;
      feedback_kind?: string;
      resident?: string | null;
    };
    const [states, readings, started, replies] = await Promise.all([
      queryRows<Row>(
        this.db,
        sql`select 'state' as kind, (extract(epoch from a.at) * 1000)::float8 as at_ms, ${base},
              a.after->>'state' as state, a.before->>'state' as "previousState",
              a.after->>'stalledReason' as "stalledReason", null::int as percent,
              'state-' || a.id::text as key
            from audit_log a join projects p on p.code = a.target ${joins}
            ${whereClause(
              and([
                sql`a.action = 'project.update' and (a.after->>'state') is not null
                    and (a.before->>'state') is distinct from (a.after->>'state')`,
                where,
              ]),
            )}
            order by a.id desc limit ${limit}`,
      ),
      queryRows<Row>(
        this.db,
        sql`select 'progress' as kind,
              (extract(epoch from pr.reading_date::timestamp at time zone 'Africa/Nairobi') * 1000)::float8 as at_ms,
              ${base}, p.state, null as "previousState", null as "stalledReason",
              pr.percent::int as percent, 'progress-' || pr.id::text as key
            from progress_readings pr join projects p on p.id = pr.project_id ${joins}
            ${whereClause(where)}
            order by pr.reading_date desc, pr.id desc limit ${limit}`,
      ),
      queryRows<Row>(
        this.db,
        sql`select 'started' as kind,
              (extract(epoch from p.start_date::timestamp at time zone 'Africa/Nairobi') * 1000)::float8 as at_ms,
              ${base}, p.state, null as "previousState", null as "stalledReason",
              null::int as percent, 'started' as key
            from projects p ${joins}
            ${whereClause(and([sql`p.start_date is not null and p.start_date <= current_date`, where]))}
            order by p.start_date desc, p.code limit ${limit}`,
      ),
      // Only the public columns: the resident's contact and the officer's account stay out.
      queryRows<Row>(
        this.db,
        sql`select 'reply' as kind, (extract(epoch from r.created_at) * 1000)::float8 as at_ms,
              ${base}, p.state, null as "previousState", null as "stalledReason",
              null::int as percent, 'reply-' || r.id::text as key, r.body,
              r.author_role as role, r.author_name as officer, f.kind as feedback_kind,
              f.display_name as resident
            from feedback_replies r join feedback_items f on f.id = r.feedback_id
            join projects p on p.code = f.project_code ${joins}
            ${whereClause(and([PUBLIC_FEEDBACK, where]))}
            order by r.created_at desc, r.id desc limit ${limit}`,
      ),
    ]);
    return [...states, ...readings, ...started, ...replies]
      .sort((a, b) => b.at_ms - a.at_ms || a.code.localeCompare(b.code))
      .slice(0, limit)
      .map(({ at_ms, body, role, officer, feedback_kind, resident, ...rest }) => ({
        ...rest,
        at: ISO(at_ms),
        ...(rest.kind === 'reply'
          ? {
              reply: {
                body: body ?? '',
                role: role ?? '',
                officer: officer ?? null,
                kind: feedback_kind ?? '',
                resident: resident ?? null,
              },
            }
          : {}),
      }));
  }
}
