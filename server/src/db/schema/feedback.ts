import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Raw bytes (PostgreSQL bytea): photos live in the database so every server copy serves them. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/**
 * A resident's feedback on a project. Nothing is public until staff publish it. The contact
 * (phone, email) is never part of a public answer; the private token is kept only as a hash.
 * The project's ward, sub-county, department and financial year are copied in so the queue and the
 * dashboard filter without a join (and the item outlives a project re-import).
 */
export const feedbackItems = pgTable(
  'feedback_items',
  {
    id: serial('id').primaryKey(),
    /** Public reference code, e.g. FB-7K3Q9M. */
    ref: text('ref').notNull(),
    /** SHA-256 (hex) of the private follow token. */
    tokenHash: text('token_hash').notNull(),
    projectCode: text('project_code').notNull(),
    projectTitle: text('project_title').notNull(),
    wardId: smallint('ward_id').notNull(),
    subCountyId: smallint('sub_county_id').notNull(),
    /** The project's department, or the one staff routed the item to. */
    departmentId: smallint('department_id').notNull(),
    financialYear: smallint('financial_year').notNull(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    displayName: text('display_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    state: text('state').notNull().default('received'),
    hiddenReason: text('hidden_reason'),
    /** What became of the reply email: none (no address), sent, failed, not-configured. */
    notice: text('notice').notNull().default('none'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feedback_items_ref_idx').on(t.ref),
    uniqueIndex('feedback_items_token_idx').on(t.tokenHash),
    index('feedback_items_project_idx').on(t.projectCode, t.state),
    index('feedback_items_state_created_idx').on(t.state, t.createdAt),
    check(
      'feedback_items_kind_check',
      sql`${t.kind} in ('question', 'complaint', 'compliment', 'problem')`,
    ),
    check(
      'feedback_items_state_check',
      sql`${t.state} in ('received', 'published', 'hidden', 'withdrawn', 'closed')`,
    ),
  ],
);

/** The county's official reply; published with its item. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedbackItems.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    departmentId: smallint('department_id').notNull(),
    /** The officer's role as shown ("Ward administrator"). */
    authorRole: text('author_role').notNull(),
    /** Shown only when the officer chose to sign with their name. */
    authorName: text('author_name'),
    actorSub: text('actor_sub').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_replies_item_idx').on(t.feedbackId)],
);

/**
 * A photo of a project's works: added by staff (stage, caption, date) or sent with feedback (public
 * only once its item is published). Position comes from the original's EXIF, read before it
 * was stripped; only the distance to the ward is shown, never the coordinates.
 */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code').notNull(),
    feedbackId: integer('feedback_id').references(() => feedbackItems.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    stage: text('stage'),
    caption: text('caption'),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    /** 0 inside the project's ward; kilometres to its boundary outside; null without position. */
    wardDistanceKm: doublePrecision('ward_distance_km'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('photos_project_idx').on(t.projectCode, t.sortOrder),
    index('photos_feedback_idx').on(t.feedbackId),
    check('photos_source_check', sql`${t.source} in ('staff', 'resident')`),
    check(
      'photos_stage_check',
      sql`${t.stage} is null or ${t.stage} in ('before', 'during', 'after')`,
    ),
  ],
);

/** The re-encoded files of a photo (a few widths, WebP and JPEG), addressed by content hash. */
export const photoFiles = pgTable(
  'photo_files',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format').notNull(),
    /** SHA-256 (hex, first 32) of the bytes: the file's address. */
    hash: text('hash').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.width, t.format] }),
    index('photo_files_hash_idx').on(t.hash),
    check('photo_files_format_check', sql`${t.format} in ('webp', 'jpeg')`),
  ],
);
