import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import type { AuditActor } from './audit-repository.ts';

/**
 * What a staff import changed in each project's public fields, kept in the audit log so that the
 * project's public history can say "changed through an import". The import's own row
 * (projects.import) holds the counts; each project it added or changed gets one project.import
 * row with only the public fields that changed (before: null for a project it added), and
 * details.batch, the import row's id (the version the public history names).
 *
 * The fields as they were are copied in the import's transaction before it writes (a temporary
 * table dropped at commit), and compared with the fields as written just before it commits, so
 * the rows commit or roll back with the import and a concurrent edit cannot slip between.
 */

/** The public fields an import may change, as the history names them, read from `p` (projects). */
const PUBLIC_FIELDS_JSON = sql`jsonb_build_object(
  'title', p.title,
  'description', p.description,
  'department', dep.name,
  'ward', w.name,
  'state', p.state,
  'stalledReason', p.stalled_reason,
  'financialYear', p.financial_year::text || '/' || lpad(((p.financial_year + 1) % 100)::text, 2, '0'),
  'startDate', p.start_date::text,
  'plannedEndDate', p.planned_end_date::text,
  'completionDate', p.completion_date::text,
  'budget', p.budget::float8,
  'contractSum', p.contract_sum::float8,
  'paid', p.paid::float8,
  'fundingSource', p.funding_source,
  'contractor', p.contractor,
  'progress', p.progress::int,
  'progressDate', p.progress_date::text,
  'priorityRank', p.priority_rank::int,
  'forums', p.forums,
  'participants', p.participants,
  'location', case when p.lat is null or p.lon is null then null
    else round(p.lat::numeric, 5)::text || ', ' || round(p.lon::numeric, 5)::text end,
  'lastVerified', p.last_verified::text)`;

const PROJECTS_WITH_NAMES: SQL = sql`projects p join wards w on w.id = p.ward_id
  join departments dep on dep.id = p.department_id`;

const SNAPSHOT = 'import_public_before';

/** Inside the import's transaction, before it writes: the public fields as they are. */
export async function snapshotPublicFields(tx: Queryable): Promise<void> {
  await tx.execute(
    sql`create temp table ${sql.raw(SNAPSHOT)} on commit drop as
        select p.code, ${PUBLIC_FIELDS_JSON} as fields from ${PROJECTS_WITH_NAMES}`,
  );
  await tx.execute(sql`alter table ${sql.raw(SNAPSHOT)} add primary key (code)`);
}

/**
 * Inside the import's transaction, last: one project.import row per project whose public fields
 * the import changed (or that it added), by the import's actor, naming the batch.
 */
export async function recordImportChanges(
  tx: Queryable,
  actor: AuditActor,
  batch: number,
): Promise<void> {
  await tx.execute(
    sql`insert into audit_log (at, actor_sub, actor_issuer, actor_name, actor_role, action, target,
          before, after, details)
        select clock_timestamp(), ${actor.sub}, ${actor.issuer}, ${actor.name}, ${actor.role},
          'project.import', c.code,
          case when c.b is null then null else (
            select jsonb_object_agg(k, c.b -> k) from jsonb_object_keys(c.a) k
            where (c.b -> k) is distinct from (c.a -> k)) end,
          (select jsonb_object_agg(k, c.a -> k) from jsonb_object_keys(c.a) k
            where (c.b -> k) is distinct from (c.a -> k)
              and not (c.b is null and c.a -> k = 'null'::jsonb)),
          jsonb_build_object('batch', ${batch}::bigint)
        from (
          select p.code, b.fields as b, ${PUBLIC_FIELDS_JSON} as a
          from ${PROJECTS_WITH_NAMES} left join ${sql.raw(SNAPSHOT)} b on b.code = p.code
        ) c
        where c.b is distinct from c.a
        order by c.code`,
  );
}
