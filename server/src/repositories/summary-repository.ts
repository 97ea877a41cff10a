import { sql } from 'drizzle-orm';
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

type StateRow = Measures & { state: ProjectState };

interface ReportRow {
  fy: number;
  dep: number;
  n: number;
  budget: number;
  contract_sum: number;
  paid: number;
}

interface FacetRow {
  g_sc: number;
  g_w: number;
  g_d: number;
  g_s: number;
  g_fy: number;
  sc: number | null;
  w: number | null;
  d: number | null;
  s: string | null;
  fy: number | null;
  n_sc: number;
  n_w: number;
  n_d: number;
  n_s: number;
  n_fy: number;
  budget_w: number;
  paid_w: number;
}

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
 * matching projects aggregated the same way). Three statements, run side by side on PostgreSQL:
 * the measures by state, the financial report by year and department, and the facet counts
 * (with money per ward).
 */
export class SummaryRepository {
  constructor(private readonly db: AppDb) {}

  async summary(
    filters: ResolvedFilters,
    ref: ReferenceData,
  ): Promise<Omit<ProjectsSummary, 'dataVersion' | 'filters'>> {
    const search = searchCondition(filters, 'p');
    const conditions = dimensionConditions(filters, 'r');
    const all = and(Object.values(conditions));
    // With a search the rollup-shaped rows come from the matching projects, once, in a CTE.
    const withSource = search ? sql`with src as materialized (${rollupSelect(search)}) ` : sql``;
    const source = search ? sql`src` : sql`project_rollup`;

    const byState = sql`${withSource}select r.state, ${sql.raw(MEASURE_SUMS)}
      from ${source} r ${whereClause(all)} group by r.state`;
    const report = sql`${withSource}select r.financial_year as fy, r.department_id as dep,
        sum(r.n)::float8 as n, sum(r.budget)::float8 as budget,
        sum(r.contract_sum)::float8 as contract_sum, sum(r.paid)::float8 as paid
      from ${source} r ${whereClause(all)} group by r.financial_year, r.department_id`;
    // Facets: one pass; each grouping set counts with every filter except its own. The ward
    // grouping set also sums budget and paid (byWard), under the same filters as its count.
    const facetSum = (measure: Measure, dim: Dimension) => {
      const others = and(DIMENSIONS.filter((d) => d !== dim).map((d) => conditions[d]));
      return others
        ? sql`coalesce(sum(r.${sql.raw(measure)}) filter (where ${others}), 0)::float8`
        : sql`coalesce(sum(r.${sql.raw(measure)}), 0)::float8`;
    };
    const facetCount = (dim: Dimension) => facetSum('n', dim);
    const facets = sql`${withSource}select
        grouping(r.sub_county_id) as g_sc, grouping(r.ward_id) as g_w, grouping(r.department_id) as g_d,
        grouping(r.state) as g_s, grouping(r.financial_year) as g_fy,
        r.sub_county_id as sc, r.ward_id as w, r.department_id as d, r.state as s, r.financial_year as fy,
        ${facetCount('subCounty')} as n_sc, ${facetCount('ward')} as n_w, ${facetCount('department')} as n_d,
        ${facetCount('state')} as n_s, ${facetCount('financialYear')} as n_fy,
        ${facetSum('budget', 'ward')} as budget_w, ${facetSum('paid', 'ward')} as paid_w
      from ${source} r
      group by grouping sets ((r.sub_county_id), (r.ward_id), (r.department_id), (r.state), (r.financial_year))`;

    const [stateRows, reportRows, facetRows] = await Promise.all([
      queryRows<StateRow>(this.db, byState),
      queryRows<ReportRow>(this.db, report),
      queryRows<FacetRow>(this.db, facets),
    ]);
    return this.shape(stateRows, reportRows, facetRows, ref);
  }

  private shape(
    stateRows: StateRow[],
    report: ReportRow[],
    facetRows: FacetRow[],
    ref: ReferenceData,
  ): Omit<ProjectsSummary, 'dataVersion' | 'filters'> {
    const total = emptyMeasures();
    const byStateMap = new Map<ProjectState, Measures>();
    for (const row of stateRows) {
      byStateMap.set(row.state, row);
      addInto(total, row);
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

    const byDepartment = new Map<number, { n: number; budget: number; paid: number }>();
    for (const row of report) {
      const dep = Number(row.dep);
      const m = byDepartment.get(dep) ?? { n: 0, budget: 0, paid: 0 };
      m.n += Number(row.n);
      m.budget += Number(row.budget);
      m.paid += Number(row.paid);
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
      byWard: this.byWard(facetRows, ref),
    };
  }

  /** Every ward (zeros where nothing matches), in the ward facet's order; the ward filter is not applied. */
  private byWard(rows: FacetRow[], ref: ReferenceData): ProjectsSummary['byWard'] {
    const byId = new Map<number, FacetRow>();
    for (const r of rows) if (Number(r.g_w) === 0 && r.w !== null) byId.set(Number(r.w), r);
    return ref.wards.map((w) => {
      const r = byId.get(w.id);
      const budget = r ? Number(r.budget_w) : 0;
      const paid = r ? Number(r.paid_w) : 0;
      return {
        ward: w.name,
        wardCode: w.code,
        subCounty: ref.subCountyById.get(w.subCountyId)?.name ?? '',
        count: r ? Number(r.n_w) : 0,
        budget,
        paid,
        absorption: absorptionPercent(paid, budget),
      };
    });
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
    for (const r of rows) {
      if (Number(r.g_sc) === 0) counts.subCounty.set(String(r.sc), Number(r.n_sc));
      else if (Number(r.g_w) === 0) counts.ward.set(String(r.w), Number(r.n_w));
      else if (Number(r.g_d) === 0) counts.department.set(String(r.d), Number(r.n_d));
      else if (Number(r.g_s) === 0) counts.state.set(String(r.s), Number(r.n_s));
      else if (Number(r.g_fy) === 0) counts.financialYear.set(String(r.fy), Number(r.n_fy));
    }
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
