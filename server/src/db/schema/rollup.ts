import {
  bigint,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Aggregates of projects by (sub-county, ward, department, state, financial year), rebuilt in the
 * same transaction as every seed or import. The summary endpoint reads only this table unless a
 * free-text search is given. Column names match ROLLUP_MEASURES in db/rollup-sql.ts.
 * Money sums are double precision: exact for whole shillings below 2^53 (9 quadrillion), and
 * summed natively, where bigint sums go through numeric (slow in the embedded build).
 */
export const projectRollup = pgTable(
  'project_rollup',
  {
    subCountyId: smallint('sub_county_id').notNull(),
    wardId: smallint('ward_id').notNull(),
    departmentId: smallint('department_id').notNull(),
    state: text('state').notNull(),
    financialYear: smallint('financial_year').notNull(),
    n: integer('n').notNull(),
    budget: doublePrecision('budget').notNull(),
    contractSum: doublePrecision('contract_sum').notNull(),
    paid: doublePrecision('paid').notNull(),
    forums: integer('forums').notNull(),
    participants: integer('participants').notNull(),
    withForums: integer('with_forums').notNull(),
    p1: integer('p1').notNull(),
    p2: integer('p2').notNull(),
    p3: integer('p3').notNull(),
    p4: integer('p4').notNull(),
    p5: integer('p5').notNull(),
    pNone: integer('p_none').notNull(),
    p1Budget: doublePrecision('p1_budget').notNull(),
    p2Budget: doublePrecision('p2_budget').notNull(),
    p3Budget: doublePrecision('p3_budget').notNull(),
    p4Budget: doublePrecision('p4_budget').notNull(),
    p5Budget: doublePrecision('p5_budget').notNull(),
    pNoneBudget: doublePrecision('p_none_budget').notNull(),
    withDefects: integer('with_defects').notNull(),
    defects: integer('defects').notNull(),
    defectsOpen: integer('defects_open').notNull(),
    dMinor: integer('d_minor').notNull(),
    dMajor: integer('d_major').notNull(),
    dCritical: integer('d_critical').notNull(),
    dMinorOpen: integer('d_minor_open').notNull(),
    dMajorOpen: integer('d_major_open').notNull(),
    dCriticalOpen: integer('d_critical_open').notNull(),
    dStructural: integer('d_structural').notNull(),
    dWorkmanship: integer('d_workmanship').notNull(),
    dMaterials: integer('d_materials').notNull(),
    dDrainage: integer('d_drainage').notNull(),
    dElectrical: integer('d_electrical').notNull(),
    dPlumbing: integer('d_plumbing').notNull(),
    dFinishing: integer('d_finishing').notNull(),
    dSafety: integer('d_safety').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'project_rollup_pk',
      columns: [t.wardId, t.departmentId, t.state, t.financialYear],
    }),
  ],
);

/** One row (id = 1): the version of the projects data, bumped by every seed or import. */
export const dataMeta = pgTable('data_meta', {
  id: smallint('id').primaryKey(),
  version: integer('version').notNull(),
  /** Random token so that a recreated database never reuses an old version string. */
  token: text('token').notNull(),
  datasetName: text('dataset_name').notNull(),
  sampleCount: bigint('sample_count', { mode: 'number' }).notNull(),
  projectCount: bigint('project_count', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
