import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type {
  FeedbackFigures,
  FeedbackKind,
  FeedbackState,
  FeedbackStatus,
  PublicFeedback,
  QueueItem,
} from '@app/common/feedback';
import { queryRows, type AppDb, type Queryable } from '../db/client.ts';
import { DATA_VERSION_CHANNEL } from '../db/notify.ts';
import { feedbackFigures } from './feedback-figures.ts';
import { conditions, type FeedbackFilters } from './feedback-filters.ts';
import { toPhoto, type PhotoRow } from './photo-repository.ts';
import type { ReferenceData } from './reference-repository.ts';

export type { FeedbackFilters } from './feedback-filters.ts';

/** The project a feedback item is about, as copied into the item. */
export interface FeedbackProject {
  code: string;
  title: string;
  wardId: number;
  subCountyId: number;
  departmentId: number;
  financialYear: number;
}

export interface NewFeedback {
  ref: string;
  tokenHash: string;
  project: FeedbackProject;
  kind: FeedbackKind;
  message: string;
  name: string | null;
  phone: string | null;
  email: string | null;
}

/** Everything about one item staff or the repository itself needs. */
export interface ItemRow {
  id: number;
  ref: string;
  project_code: string;
  project_title: string;
  ward_id: number;
  sub_county_id: number;
  department_id: number;
  kind: FeedbackKind;
  message: string;
  display_name: string | null;
  has_phone: boolean;
  has_email: boolean;
  state: FeedbackState;
  hidden_reason: string | null;
  notice: QueueItem['notice'];
  created_ms: number;
  published_ms: number | null;
  answered_ms: number | null;
}

interface ReplyRow {
  feedback_id: number;
  body: string;
  department_id: number;
  author_role: string;
  author_name: string | null;
  at_ms: number;
}

const ITEM_COLUMNS = sql`f.id, f.ref, f.project_code, f.project_title, f.ward_id, f.sub_county_id,
  f.department_id, f.kind, f.message, f.display_name, f.contact_phone is not null as has_phone,
  f.contact_email is not null as has_email, f.state, f.hidden_reason, f.notice,
  (extract(epoch from f.created_at) * 1000)::float8 as created_ms,
  (extract(epoch from f.published_at) * 1000)::float8 as published_ms,
  (extract(epoch from f.answered_at) * 1000)::float8 as answered_ms`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function statusOf(state: FeedbackState, answered: boolean): FeedbackStatus {
  if (state === 'published') return answered ? 'answered' : 'published';
  return state;
}

/** All SQL of feedback items and replies (photos: photo-repository.ts). */
export class FeedbackRepository {
  constructor(private readonly db: AppDb) {}

  async project(code: string): Promise<FeedbackProject | undefined> {
    const [row] = await queryRows<FeedbackProject>(
      this.db,
      sql`select code, title, ward_id as "wardId", sub_county_id as "subCountyId",
            department_id as "departmentId", financial_year as "financialYear"
          from projects where code = ${code}`,
    );
    return row;
  }

  /** A new item, inside the caller's transaction (its photos go in the same one). */
  async insert(tx: Queryable, item: NewFeedback): Promise<number> {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into feedback_items (ref, token_hash, project_code, project_title, ward_id,
            sub_county_id, department_id, financial_year, kind, message, display_name,
            contact_phone, contact_email)
          values (${item.ref}, ${item.tokenHash}, ${item.project.code}, ${item.project.title},
            ${item.project.wardId}, ${item.project.subCountyId}, ${item.project.departmentId},
            ${item.project.financialYear}, ${item.kind}, ${item.message}, ${item.name},
            ${item.phone}, ${item.email})
          returning id`,
    );
    const id = row?.id;
    if (id === undefined) throw new Error('feedback insert returned no id');
    return id;
  }

  async item(id: number, db: Queryable = this.db): Promise<ItemRow | undefined> {
    const [row] = await queryRows<ItemRow>(
      db,
      sql`select ${ITEM_COLUMNS} from feedback_items f where f.id = ${id}`,
    );
    return row;
  }

  async itemByToken(tokenHash: string): Promise<ItemRow | undefined> {
    const [row] = await queryRows<ItemRow>(
      this.db,
      sql`select ${ITEM_COLUMNS} from feedback_items f where f.token_hash = ${tokenHash}`,
    );
    return row;
  }

  /** Marks an unpublished item withdrawn; its id, or undefined when it cannot be withdrawn. */
  async markWithdrawn(tx: Queryable, tokenHash: string): Promise<number | undefined> {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`update feedback_items set state = 'withdrawn', updated_at = now()
          where token_hash = ${tokenHash} and state = 'received' returning id`,
    );
    return rows[0]?.id;
  }

  async contact(id: number): Promise<{ phone: string | null; email: string | null } | undefined> {
    const [row] = await queryRows<{ phone: string | null; email: string | null }>(
      this.db,
      sql`select contact_phone as phone, contact_email as email from feedback_items
          where id = ${id}`,
    );
    return row;
  }

  /** Runs a moderation change and its audit row in one transaction. */
  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(tx));
  }

  async setState(
    tx: Queryable,
    id: number,
    change: { state?: FeedbackState; hiddenReason?: string | null; departmentId?: number },
  ): Promise<void> {
    const sets: SQL[] = [sql`updated_at = now()`];
    if (change.state !== undefined) {
      sets.push(sql`state = ${change.state}`);
      if (change.state === 'published')
        sets.push(sql`published_at = coalesce(published_at, now())`);
      if (change.state === 'closed') sets.push(sql`closed_at = now()`);
    }
    if (change.hiddenReason !== undefined) sets.push(sql`hidden_reason = ${change.hiddenReason}`);
    if (change.departmentId !== undefined) sets.push(sql`department_id = ${change.departmentId}`);
    await tx.execute(sql`update feedback_items set ${sql.join(sets, sql`, `)} where id = ${id}`);
  }

  async addReply(
    tx: Queryable,
    id: number,
    reply: {
      body: string;
      departmentId: number;
      role: string;
      name: string | null;
      actorSub: string;
    },
  ): Promise<void> {
    await tx.execute(
      sql`insert into feedback_replies (feedback_id, body, department_id, author_role, author_name,
            actor_sub)
          values (${id}, ${reply.body}, ${reply.departmentId}, ${reply.role}, ${reply.name},
            ${reply.actorSub})`,
    );
    await tx.execute(
      sql`update feedback_items set state = case when state = 'closed' then state else 'published' end,
            published_at = coalesce(published_at, now()), answered_at = coalesce(answered_at, now()),
            updated_at = now()
          where id = ${id}`,
    );
  }

  /**
   * What the public sees of a project changed (published feedback, a reply, a photo): a new data
   * version, so that cached answers (the project's ETag) are not served again, on every copy.
   */
  async bumpVersion(tx: Queryable): Promise<void> {
    const token = randomBytes(6).toString('hex');
    const rows = await queryRows<{ version: number }>(
      tx,
      sql`update data_meta set version = version + 1, token = ${token} where id = 1
          returning version`,
    );
    const version = rows[0]?.version;
    if (version !== undefined)
      await tx.execute(sql`select pg_notify(${DATA_VERSION_CHANNEL}, ${`${version}-${token}`})`);
  }

  async setNotice(id: number, notice: QueueItem['notice']): Promise<void> {
    await this.db.execute(sql`update feedback_items set notice = ${notice} where id = ${id}`);
  }

  async contactEmail(id: number): Promise<string | null> {
    const [row] = await queryRows<{ email: string | null }>(
      this.db,
      sql`select contact_email as email from feedback_items where id = ${id}`,
    );
    return row?.email ?? null;
  }

  /** Items matching the filters, newest first (public) or oldest first (the queue). */
  async page(
    filters: FeedbackFilters,
    order: 'newest' | 'oldest',
    limit: number,
    offset: number,
  ): Promise<{ rows: ItemRow[]; total: number; answered: number }> {
    const where = conditions(filters);
    const direction = order === 'newest' ? sql`desc` : sql`asc`;
    const [rows, counts] = await Promise.all([
      queryRows<ItemRow>(
        this.db,
        sql`select ${ITEM_COLUMNS} from feedback_items f where ${where}
            order by f.created_at ${direction}, f.id ${direction} limit ${limit} offset ${offset}`,
      ),
      queryRows<{ total: number; answered: number }>(
        this.db,
        sql`select count(*)::int as total, count(f.answered_at)::int as answered
            from feedback_items f where ${where}`,
      ),
    ]);
    return { rows, total: counts[0]?.total ?? 0, answered: counts[0]?.answered ?? 0 };
  }

  async replies(ids: number[]): Promise<Map<number, ReplyRow[]>> {
    const out = new Map<number, ReplyRow[]>();
    if (ids.length === 0) return out;
    const rows = await queryRows<ReplyRow>(
      this.db,
      sql`select feedback_id, body, department_id, author_role, author_name,
            (extract(epoch from created_at) * 1000)::float8 as at_ms
          from feedback_replies
          where feedback_id in (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})
          order by created_at desc, id desc`,
    );
    for (const r of rows) out.set(r.feedback_id, [...(out.get(r.feedback_id) ?? []), r]);
    return out;
  }

  /** Published feedback and answered counts of one project. */
  async projectCounts(code: string): Promise<{ published: number; answered: number }> {
    const [row] = await queryRows<{ published: number; answered: number }>(
      this.db,
      sql`select count(*) filter (where published_at is not null
                 and state in ('published', 'closed'))::int as published,
               count(*) filter (where answered_at is not null
                 and state in ('published', 'closed'))::int as answered
          from feedback_items where project_code = ${code}`,
    );
    return { published: row?.published ?? 0, answered: row?.answered ?? 0 };
  }

  /** Responsiveness for the filters (feedback-figures.ts). */
  async figures(filters: FeedbackFilters, ref: ReferenceData): Promise<FeedbackFigures> {
    return feedbackFigures(this.db, filters, ref);
  }
}

/** An item as the public (and the resident following it) see it: no contact, no hidden reason. */
export function toPublic(
  r: ItemRow,
  replies: ReplyRow[],
  photos: PhotoRow[],
  ref: ReferenceData,
): PublicFeedback {
  return {
    ref: r.ref,
    projectCode: r.project_code,
    projectTitle: r.project_title,
    ward: ref.wardById.get(r.ward_id)?.name ?? '',
    department: ref.departmentById.get(r.department_id)?.name ?? '',
    kind: r.kind,
    message: r.message,
    name: r.display_name,
    status: statusOf(r.state, r.answered_ms !== null),
    createdAt: new Date(r.created_ms).toISOString(),
    publishedAt: iso(r.published_ms),
    replies: replies.map((x) => ({
      body: x.body,
      department: ref.departmentById.get(x.department_id)?.name ?? '',
      role: x.author_role,
      name: x.author_name,
      at: new Date(x.at_ms).toISOString(),
    })),
    photos: photos.map(toPhoto),
  };
}
