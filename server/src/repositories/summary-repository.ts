import { sql, type SQL } from 'drizzle-orm';
import {
  absorptionPercent,
  DEFECT_CATEGORIES,
  DEFECT_SEVERITIES,
  formatFinancialYear,
  PRIORITY_RANKS,
  PROJECT_STATES,
  type FacetValue,
  type ProjectState,
  type ProjectsSummary,
} from '@app/common';
import { queryRows, type AppDb } from '../db/client.ts';
import { ROLLUP_MEASURES, rollupSelect } from '../db/rollup-sql.ts';
import {
  and,
  DIMENSION_COLUMN,
  DIMENSIONS,
  dimensionConditions,
  searchCondition,
  whereClause,
  type Dimension,
} from './conditions.ts';
import type { ResolvedFilters } from './filters.ts';
import type { ReferenceData } from './reference-repository.ts';

type Measure = (typeof ROLLUP_MEASURES)[number];
type Measures = Record<Measure, number>;

type GroupRow = Measures & {
  by_state: number;
  state: ProjectState | null;
  fy: number | null;
  dep: number | null;
};

interface FacetRow {
  f: Dimension;
  v: string;
  n: number;
}

/** Sums as float8: exact for integers below 2^53 and read as numbers by both drivers. */
const MEASURE_SUMS = ROLLUP_MEASURES.map((m) => `coalesce(sum(r.${m}), 0)::float8 as ${m}`).join(
  ', ',
);

function emptyMeasures(): Measures {
  return Object.fromEntries(ROLLUP_MEASURES.map((m) => [m, 0])) as Measures;
}

function addInto(target: Measures, row: Measures): void {
  for (const m of ROLLUP_MEASURES) target[m] += Number(row[m]);
}

/**
 * Summary figures for a set of filters, from project_rollup (or, with a free-text search, from the
 * matching projects aggregated the same way). Two statements: one GROUPING SETS pass for the
 * figures, one UNION ALL for the facet counts.
 */
export class SummaryRepository {
  constructor(private readonly db: AppDb) {}

  async summary(
    filters: ResolvedFilters,
    ref: ReferenceData,
  ): Promise<Omit<ProjectsSummary, 'dataVersion' | 'filters'>> {
    const search = searchCondition(filters, 'p');
    const source: SQL = search ? sql`(${rollupSelect(search)})` : sql`project_rollup`;
    const conditions = dimensionConditions(filters, 'r');
    const all = and(Object.values(conditions));

    const groupsQuery = sql`select grouping(r.state) as by_state, r.state, r.financial_year as fy,
        r.department_id as dep, ${sql.raw(MEASURE_SUMS)}
      from ${source} r ${whereClause(all)}
      group by grouping sets ((r.state), (r.financial_year, r.department_id))`;

    const facetParts = DIMENSIONS.map((dim) => {
      const col = DIMENSION_COLUMN[dim];
      const others = and(DIMENSIONS.filter((d) => d !== dim).map((d) => conditions[d]));
      return sql`select ${sql.raw(`'${dim}'`)}::text as f, r.${sql.raw(col)}::text as v, sum(r.n)::int as n
        from ${source} r ${whereClause(others)} group by r.${sql.raw(col)}`;
    });
    const facetsQuery = sql.join(facetParts, sql` union all `);

    const [groups, facetRows] = await Promise.all([
      queryRows<GroupRow>(this.db, groupsQuery),
      queryRows<FacetRow>(this.db, facetsQuery),
    ]);
    return this.shape(groups, facetRows, ref);
  }

  private shape(
    groups: GroupRow[],
    facetRows: FacetRow[],
    ref: ReferenceData,
  ): Omit<ProjectsSummary, 'dataVersion' | 'filters'> {
    const total = emptyMeasures();
    const byStateMap = new Map<ProjectState, Measures>();
    const report: GroupRow[] = [];
    for (const row of groups) {
      if (Number(row.by_state) === 0 && row.state) {
        byStateMap.set(row.state, row);
        addInto(total, row);
      } else if (row.fy !== null && row.dep !== null) {
        report.push(row);
      }
    }
    const completed = byStateMap.get('completed');

    const byState = PROJECT_STATES.map((state) => {
      const m = byStateMap.get(state);
      return {
        state,
        count: m ? Number(m.n) : 0,
        budget: m ? Number(m.budget) : 0,
        paid: m ? Number(m.paid) : 0,
      };
    });

    const rankKeys = ['p1', 'p2', 'p3', 'p4', 'p5'] as const;
    const priorities = [
      ...PRIORITY_RANKS.map((rank, i) => {
        const key = rankKeys[i] ?? 'p1';
        return {
          rank,
          count: total[key],
          budget: total[`${key}_budget`],
          completed: completed ? Number(completed[key]) : 0,
        };
      }),
      {
        rank: null,
        count: total.p_none,
        budget: total.p_none_budget,
        completed: completed ? Number(completed.p_none) : 0,
      },
    ];

    const defects = {
      total: total.defects,
      open: total.defects_open,
      fixed: total.defects - total.defects_open,
      projectsWithDefects: total.with_defects,
      bySeverity: DEFECT_SEVERITIES.map((severity) => ({
        severity,
        count: total[`d_${severity}`],
        open: total[`d_${severity}_open`],
      })),
      byCategory: DEFECT_CATEGORIES.map((category) => ({
        category,
        count: total[`d_${category}`],
      })),
    };

    const byDepartment = new Map<number, Measures>();
    for (const row of report) {
      const dep = Number(row.dep);
      const m = byDepartment.get(dep) ?? emptyMeasures();
      addInto(m, row);
      byDepartment.set(dep, m);
    }
    const departmentStats = [...byDepartment.entries()]
      .map(([id, m]) => {
        const d = ref.departmentById.get(id);
        return {
          department: d?.name ?? String(id),
          departmentId: d?.slug ?? String(id),
          count: m.n,
          budget: m.budget,
          paid: m.paid,
          absorption: absorptionPercent(m.paid, m.budget),
        };
      })
      .sort((a, b) => b.budget - a.budget || a.department.localeCompare(b.department));

    const financialReport = report
      .map((row) => {
        const d = ref.departmentById.get(Number(row.dep));
        const budget = Number(row.budget);
        const paid = Number(row.paid);
        return {
          fy: Number(row.fy),
          financialYear: formatFinancialYear(Number(row.fy)),
          department: d?.name ?? String(row.dep),
          departmentId: d?.slug ?? String(row.dep),
          count: Number(row.n),
          budget,
          contractSum: Number(row.contract_sum),
          paid,
          balance: budget - paid,
          absorption: absorptionPercent(paid, budget),
        };
      })
      .sort((a, b) => a.fy - b.fy || a.department.localeCompare(b.department))
      .map(({ fy: _fy, ...rest }) => rest);

    return {
      totals: {
        projects: total.n,
        budget: total.budget,
        contractSum: total.contract_sum,
        paid: total.paid,
      },
      byState,
      involvement: {
        forums: total.forums,
        participants: total.participants,
        projectsWithForums: total.with_forums,
        averageParticipantsPerForum:
          total.forums > 0 ? Math.round((total.participants / total.forums) * 10) / 10 : 0,
      },
      priorities,
      defects,
      departmentStats,
      financialSummary: {
        budget: total.budget,
        contractSum: total.contract_sum,
        paid: total.paid,
        balance: total.budget - total.paid,
        absorption: absorptionPercent(total.paid, total.budget),
      },
      financialReport,
      facets: this.facets(facetRows, ref),
    };
  }

  /** Every option appears (count 0 when nothing matches), in the order the filters list them. */
  private facets(rows: FacetRow[], ref: ReferenceData): ProjectsSummary['facets'] {
    const counts: Record<Dimension, Map<string, number>> = {
      subCounty: new Map(),
      ward: new Map(),
      department: new Map(),
      state: new Map(),
      financialYear: new Map(),
    };
    for (const r of rows) counts[r.f].set(r.v, Number(r.n));
    const get = (dim: Dimension, v: string | number) => counts[dim].get(String(v)) ?? 0;
    const byCountThenLabel = (a: FacetValue, b: FacetValue) =>
      b.count - a.count || a.label.localeCompare(b.label);
    return {
      subCounty: ref.subCounties.map((s) => ({
        value: s.name,
        label: s.name,
        count: get('subCounty', s.id),
      })),
      ward: ref.wards.map((w) => ({ value: w.name, label: w.name, count: get('ward', w.id) })),
      department: ref.departments
        .filter((d) => d.isListed || ref.departmentIdsWithProjects.has(d.id))
        .map((d) => ({ value: d.slug, label: d.name, count: get('department', d.id) }))
        .sort(byCountThenLabel),
      state: PROJECT_STATES.map((s) => ({ value: s, label: s, count: get('state', s) })),
      financialYear: ref.financialYears.map((fy) => ({
        value: formatFinancialYear(fy),
        label: formatFinancialYear(fy),
        count: get('financialYear', fy),
      })),
    };
  }
}
