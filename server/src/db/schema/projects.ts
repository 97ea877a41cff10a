import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { departments, subCounties, wards } from './admin-units.ts';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    departmentId: smallint('department_id')
      .notNull()
      .references(() => departments.id),
    subCountyId: smallint('sub_county_id')
      .notNull()
      .references(() => subCounties.id),
    wardId: smallint('ward_id')
      .notNull()
      .references(() => wards.id),
    state: text('state').notNull(),
    stalledReason: text('stalled_reason'),
    /** Start year of the financial year (2023 for 2023/24). */
    financialYear: smallint('financial_year').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    plannedEndDate: date('planned_end_date', { mode: 'string' }),
    completionDate: date('completion_date', { mode: 'string' }),
    /** Money in whole Kenya shillings. */
    budget: bigint('budget', { mode: 'number' }).notNull(),
    contractSum: bigint('contract_sum', { mode: 'number' }),
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    fundingSource: text('funding_source').notNull(),
    contractor: text('contractor'),
    /** Latest progress reading, kept in step with progress_readings. */
    progress: smallint('progress'),
    progressDate: date('progress_date', { mode: 'string' }),
    priorityRank: smallint('priority_rank'),
    forums: integer('forums').notNull().default(0),
    participants: integer('participants').notNull().default(0),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    lastVerified: date('last_verified', { mode: 'string' }),
    /** Defect counters, recomputed with the rollups. */
    defectsTotal: integer('defects_total').notNull().default(0),
    defectsOpen: integer('defects_open').notNull().default(0),
    isSample: boolean('is_sample').notNull().default(false),
    /** Lower-case, accent-free code, title, description and contractor for search. */
    searchText: text('search_text').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projects_code_idx').on(t.code),
    index('projects_ward_idx').on(t.wardId),
    index('projects_sub_county_idx').on(t.subCountyId),
    index('projects_department_idx').on(t.departmentId),
    index('projects_state_idx').on(t.state),
    index('projects_financial_year_idx').on(t.financialYear),
    // Deep pages of the list sorted by budget (keyset paging: budget, then code).
    index('projects_budget_code_idx').on(t.budget, t.code),
    // Free-text search by trigrams (pg_trgm; created by migration 0002 only where it exists).
    index('projects_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check(
      'projects_state_check',
      sql`${t.state} in ('planned', 'procurement', 'ongoing', 'completed', 'stalled', 'cancelled')`,
    ),
    check(
      'projects_money_check',
      sql`${t.budget} >= 0 and ${t.paid} >= 0 and coalesce(${t.contractSum}, 0) >= 0`,
    ),
    check('projects_progress_check', sql`${t.progress} is null or ${t.progress} between 0 and 100`),
  ],
);

export const progressReadings = pgTable(
  'progress_readings',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    readingDate: date('reading_date', { mode: 'string' }).notNull(),
    percent: smallint('percent').notNull(),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('progress_readings_project_date_idx').on(t.projectId, t.readingDate),
    check('progress_readings_percent_check', sql`${t.percent} between 0 and 100`),
  ],
);

export const defects = pgTable(
  'defects',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    severity: text('severity').notNull(),
    description: text('description').notNull(),
    reportedOn: date('reported_on', { mode: 'string' }).notNull(),
    fixedOn: date('fixed_on', { mode: 'string' }),
    liabilityPeriodEnd: date('liability_period_end', { mode: 'string' }),
  },
  (t) => [
    index('defects_project_idx').on(t.projectId),
    check('defects_severity_check', sql`${t.severity} in ('minor', 'major', 'critical')`),
  ],
);

/**
 * Distinct words (five letters or more) of projects.search_text, kept by the writer: a search
 * word that occurs in no project is matched to the few real words close to it (trigram
 * similarity, index created by migration 0003 where pg_trgm exists), and those are searched.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);
