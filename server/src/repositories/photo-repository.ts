import { sql, type SQL } from 'drizzle-orm';
import type { Photo, PhotoStage } from '@app/common/feedback';
import { queryRows, type AppDb, type Queryable } from '../db/client.ts';
import type { EncodedFile } from '../feedback/photos.ts';
import { LruCache } from '../lib/lru-cache.ts';

export interface NewPhoto {
  source: 'staff' | 'resident';
  stage: PhotoStage | null;
  caption: string | null;
  takenAt: Date | null;
  lat: number | null;
  lon: number | null;
  wardDistanceKm: number | null;
  width: number;
  height: number;
  files: EncodedFile[];
}

export interface PhotoRow {
  id: number;
  feedback_id: number | null;
  source: 'staff' | 'resident';
  stage: PhotoStage | null;
  caption: string | null;
  taken_ms: number | null;
  ward_distance_km: number | null;
  width: number;
  height: number;
  files: { width: number; format: 'webp' | 'jpeg'; hash: string }[];
}

export type PhotoFile = { bytes: Buffer; format: 'webp' | 'jpeg' };

/**
 * Photo files recently served, kept in memory: reading a large file's bytes back from the
 * embedded database took about 0.4 s a request (4 a second for a 440 KB photo at 50
 * connections). A file never changes (its address is its hash), but a deleted one must stop
 * being served: this copy forgets its cache once a delete is committed, and other copies within
 * a minute.
 */
const FILE_CACHE_FILES = 64;
const FILE_CACHE_MAX_BYTES = 1_000_000;
const FILE_CACHE_MS = 60_000;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The public address of one photo file. */
export function photoUrl(hash: string, format: 'webp' | 'jpeg'): string {
  return `/api/v1/photos/${hash}.${format === 'jpeg' ? 'jpg' : 'webp'}`;
}

/** All SQL of photos and their files (staff photos of a project, and those sent with feedback). */
export class PhotoRepository {
  private readonly files = new LruCache<PhotoFile & { at: number }>(FILE_CACHE_FILES);

  constructor(private readonly db: AppDb) {}

  /** One photo and its files, inside the caller's transaction. */
  async insert(
    tx: Queryable,
    projectCode: string,
    feedbackId: number | null,
    order: number,
    p: NewPhoto,
  ): Promise<number> {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into photos (project_code, feedback_id, source, stage, caption, taken_at, lat, lon,
            ward_distance_km, width, height, sort_order)
          values (${projectCode}, ${feedbackId}, ${p.source}, ${p.stage}, ${p.caption},
            ${p.takenAt ? p.takenAt.toISOString() : null}, ${p.lat}, ${p.lon}, ${p.wardDistanceKm},
            ${p.width}, ${p.height}, ${order})
          returning id`,
    );
    const id = row?.id;
    if (id === undefined) throw new Error('photo insert returned no id');
    for (const f of p.files) {
      await tx.execute(
        sql`insert into photo_files (photo_id, width, format, hash, bytes)
            values (${id}, ${f.width}, ${f.format}, ${f.hash}, ${f.bytes})
            on conflict do nothing`,
      );
    }
    return id;
  }

  /** A staff photo at the end of the project's gallery. */
  async insertStaff(tx: Queryable, projectCode: string, photo: NewPhoto): Promise<number> {
    const [max] = await queryRows<{ n: number }>(
      tx,
      sql`select coalesce(max(sort_order), -1)::int + 1 as n from photos
          where project_code = ${projectCode}`,
    );
    return this.insert(tx, projectCode, null, max?.n ?? 0, photo);
  }

  /** Photos with their files; by item ids, or a project's (staff ones, and published residents'). */
  async list(where: { feedbackIds: number[] } | { projectCode: string }): Promise<PhotoRow[]> {
    let condition: SQL;
    if ('feedbackIds' in where) {
      if (where.feedbackIds.length === 0) return [];
      condition = sql`p.feedback_id in (${sql.join(
        where.feedbackIds.map((i) => sql`${i}`),
        sql`, `,
      )})`;
    } else {
      condition = sql`p.project_code = ${where.projectCode} and (p.feedback_id is null or exists (
        select 1 from feedback_items f where f.id = p.feedback_id
          and f.state in ('published', 'closed') and f.published_at is not null))`;
    }
    return queryRows<PhotoRow>(
      this.db,
      sql`select p.id, p.feedback_id, p.source, p.stage, p.caption,
            (extract(epoch from p.taken_at) * 1000)::float8 as taken_ms, p.ward_distance_km,
            p.width, p.height,
            (select coalesce(json_agg(json_build_object('width', pf.width, 'format', pf.format,
               'hash', pf.hash) order by pf.width, pf.format), '[]'::json)
             from photo_files pf where pf.photo_id = p.id) as files
          from photos p where ${condition}
          order by p.feedback_id nulls first, p.sort_order, p.id`,
    );
  }

  async owner(id: number): Promise<{ projectCode: string; feedbackId: number | null } | undefined> {
    const [row] = await queryRows<{ projectCode: string; feedbackId: number | null }>(
      this.db,
      sql`select project_code as "projectCode", feedback_id as "feedbackId" from photos
          where id = ${id}`,
    );
    return row;
  }

  async update(
    tx: Queryable,
    id: number,
    edit: { stage?: PhotoStage | null; caption?: string | null; takenAt?: string | null },
  ): Promise<void> {
    const sets: SQL[] = [];
    if (edit.stage !== undefined) sets.push(sql`stage = ${edit.stage}`);
    if (edit.caption !== undefined) sets.push(sql`caption = ${edit.caption}`);
    if (edit.takenAt !== undefined)
      sets.push(sql`taken_at = ${edit.takenAt === null ? null : `${edit.takenAt}T12:00:00+03:00`}`);
    if (sets.length === 0) return;
    await tx.execute(sql`update photos set ${sql.join(sets, sql`, `)} where id = ${id}`);
  }

  /** Sets the order of a project's staff photos; false when an id is not one of them. */
  async reorder(tx: Queryable, projectCode: string, ids: number[]): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`select id from photos where project_code = ${projectCode} and feedback_id is null`,
    );
    const known = new Set(rows.map((r) => r.id));
    if (ids.some((id) => !known.has(id))) return false;
    for (const [i, id] of ids.entries())
      await tx.execute(sql`update photos set sort_order = ${i} where id = ${id}`);
    return true;
  }

  /**
   * Deletes a photo and (by cascade) its files, inside the caller's transaction; call forget()
   * once it is committed.
   */
  async delete(tx: Queryable, id: number): Promise<void> {
    await tx.execute(sql`delete from photos where id = ${id}`);
  }

  /** Deletes the photos (and their files) sent with one feedback item; how many. */
  async deleteOfItem(tx: Queryable, feedbackId: number): Promise<number> {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`delete from photos where feedback_id = ${feedbackId} returning id`,
    );
    return rows.length;
  }

  /** After a committed delete: files this copy kept in memory are read again (or not found). */
  forget(): void {
    this.files.clear();
  }

  /** A served file by its content hash. */
  async file(hash: string): Promise<PhotoFile | undefined> {
    const cached = this.files.get(hash);
    if (cached && Date.now() - cached.at < FILE_CACHE_MS) return cached;
    const [row] = await queryRows<{ bytes: Buffer | Uint8Array; format: 'webp' | 'jpeg' }>(
      this.db,
      sql`select bytes, format from photo_files where hash = ${hash} limit 1`,
    );
    if (!row) return undefined;
    const file = { bytes: Buffer.from(row.bytes), format: row.format };
    if (file.bytes.length <= FILE_CACHE_MAX_BYTES)
      this.files.set(hash, { ...file, at: Date.now() });
    return file;
  }
}

/** The public shape of photo rows. */
export function toPhoto(r: PhotoRow): Photo {
  return {
    id: r.id,
    source: r.source,
    stage: r.stage,
    caption: r.caption,
    takenAt: iso(r.taken_ms),
    wardDistanceKm: r.ward_distance_km,
    width: r.width,
    height: r.height,
    files: r.files.map((f) => ({
      width: f.width,
      format: f.format,
      url: photoUrl(f.hash, f.format),
    })),
  };
}
