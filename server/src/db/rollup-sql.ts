import { sql, type SQL } from 'drizzle-orm';
import { DEFECT_CATEGORIES, DEFECT_SEVERITIES } from '@app/common';

/**
 * One definition of the aggregate measures, used both to rebuild project_rollup and to answer a
 * summary with a free-text search straight from the projects table.
 */

/** Measure columns of project_rollup, in table order after the five dimensions. */
export const ROLLUP_MEASURES = [
  'n',
  'budget',
  'contract_sum',
  'paid',
  'forums',
  'participants',
  'with_forums',
  'p1',
  'p2',
  'p3',
  'p4',
  'p5',
  'p_none',
  'p1_budget',
  'p2_budget',
  'p3_budget',
  'p4_budget',
  'p5_budget',
  'p_none_budget',
  'with_defects',
  'defects',
  'defects_open',
  'd_minor',
  'd_minor_open',
  'd_major',
  'd_major_open',
  'd_critical',
  'd_critical_open',
  'd_structural',
  'd_workmanship',
  'd_materials',
  'd_drainage',
  'd_electrical',
  'd_plumbing',
  'd_finishing',
  'd_safety',
] as const;

// The defect columns follow the enumerations of the API contract.
for (const name of [
  ...DEFECT_SEVERITIES.flatMap((s) => [`d_${s}`, `d_${s}_open`]),
  ...DEFECT_CATEGORIES.map((c) => `d_${c}`),
]) {
  if (!(ROLLUP_MEASURES as readonly string[]).includes(name))
    throw new Error(`rollup lacks column ${name}`);
}

export const ROLLUP_DIMENSIONS = [
  'sub_county_id',
  'ward_id',
  'department_id',
  'state',
  'financial_year',
] as const;

/** Measures that hold money (bigint in the table). */
export const MONEY_MEASURES = new Set<string>([
  'budget',
  'contract_sum',
  'paid',
  'p1_budget',
  'p2_budget',
  'p3_budget',
  'p4_budget',
  'p5_budget',
  'p_none_budget',
]);

const DEFECTS_PER_PROJECT = `
  select project_id,
    count(*) as total,
    count(*) filter (where fixed_on is null) as open,
    ${DEFECT_SEVERITIES.map(
      (s) => `count(*) filter (where severity = '${s}') as ${s},
    count(*) filter (where severity = '${s}' and fixed_on is null) as ${s}_open`,
    ).join(',\n    ')},
    ${DEFECT_CATEGORIES.map((c) => `count(*) filter (where category = '${c}') as ${c}`).join(',\n    ')}
  from defects group by project_id`;

function priorityExpr(rank: number | null): { count: string; budget: string } {
  const cond =
    rank === null ? 'p.priority_rank is null or p.priority_rank > 5' : `p.priority_rank = ${rank}`;
  return {
    count: `count(*) filter (where ${cond})`,
    budget: `coalesce(sum(p.budget::float8) filter (where ${cond}), 0)`,
  };
}

const MEASURE_EXPRESSIONS: Record<(typeof ROLLUP_MEASURES)[number], string> = {
  n: 'count(*)',
  budget: 'coalesce(sum(p.budget::float8), 0)',
  contract_sum: 'coalesce(sum(p.contract_sum::float8), 0)',
  paid: 'coalesce(sum(p.paid::float8), 0)',
  forums: 'coalesce(sum(p.forums), 0)',
  participants: 'coalesce(sum(p.participants), 0)',
  with_forums: 'count(*) filter (where p.forums > 0)',
  p1: priorityExpr(1).count,
  p2: priorityExpr(2).count,
  p3: priorityExpr(3).count,
  p4: priorityExpr(4).count,
  p5: priorityExpr(5).count,
  p_none: priorityExpr(null).count,
  p1_budget: priorityExpr(1).budget,
  p2_budget: priorityExpr(2).budget,
  p3_budget: priorityExpr(3).budget,
  p4_budget: priorityExpr(4).budget,
  p5_budget: priorityExpr(5).budget,
  p_none_budget: priorityExpr(null).budget,
  with_defects: 'count(*) filter (where d.total > 0)',
  defects: 'coalesce(sum(d.total), 0)',
  defects_open: 'coalesce(sum(d.open), 0)',
  d_minor: 'coalesce(sum(d.minor), 0)',
  d_minor_open: 'coalesce(sum(d.minor_open), 0)',
  d_major: 'coalesce(sum(d.major), 0)',
  d_major_open: 'coalesce(sum(d.major_open), 0)',
  d_critical: 'coalesce(sum(d.critical), 0)',
  d_critical_open: 'coalesce(sum(d.critical_open), 0)',
  d_structural: 'coalesce(sum(d.structural), 0)',
  d_workmanship: 'coalesce(sum(d.workmanship), 0)',
  d_materials: 'coalesce(sum(d.materials), 0)',
  d_drainage: 'coalesce(sum(d.drainage), 0)',
  d_electrical: 'coalesce(sum(d.electrical), 0)',
  d_plumbing: 'coalesce(sum(d.plumbing), 0)',
  d_finishing: 'coalesce(sum(d.finishing), 0)',
  d_safety: 'coalesce(sum(d.safety), 0)',
};

/**
 * SELECT producing rollup-shaped rows (dimensions + measures) from the projects matching `where`
 * (a condition on alias p), or all projects.
 */
export function rollupSelect(where?: SQL): SQL {
  const measures = ROLLUP_MEASURES.map((m) => `${MEASURE_EXPRESSIONS[m]} as ${m}`).join(',\n  ');
  const dims = ROLLUP_DIMENSIONS.map((d) => `p.${d}`).join(', ');
  return sql`select ${sql.raw(dims)},
  ${sql.raw(measures)}
from projects p
left join (${sql.raw(DEFECTS_PER_PROJECT)}) d on d.project_id = p.id
${where ? sql`where ${where}` : sql``}
group by ${sql.raw(dims)}`;
}

/** Rebuilds project_rollup from projects (run inside the writing transaction). */
export function rebuildRollupStatements(): SQL[] {
  const cols = [...ROLLUP_DIMENSIONS, ...ROLLUP_MEASURES].join(', ');
  return [
    sql`delete from project_rollup`,
    sql`insert into project_rollup (${sql.raw(cols)}) ${rollupSelect()}`,
  ];
}

/**
 * Refreshes planner statistics and visibility information after a write, so that the next reads
 * do not pay for it (run after the writing transaction has committed).
 */
export const AFTER_WRITE_MAINTENANCE = [
  'vacuum analyze projects',
  'vacuum analyze project_rollup',
  'vacuum analyze progress_readings',
  'vacuum analyze defects',
];
