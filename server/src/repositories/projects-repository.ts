import { sql, type SQL } from 'drizzle-orm';
import {
  formatFinancialYear,
  PROJECT_STATES,
  type Defect,
  type ProgressReading,
  type ProjectDetail,
  type ProjectListItem,
  type ProjectSort,
  type ProjectSortField,
  type ProjectState,
  SEARCH_COUNT_CAP,
} from '@app/common';
import { queryRows, type AppDb } from '../db/client.ts';
import {
  csvLineSql,
  featureJsonSql,
  listItemJsonSql,
  PROGRESS_NOTE_SQL,
  type ExportItem,
  type ProjectColumn,
} from '../lib/project-columns.ts';
import {
  and,
  dimensionConditions,
  projectConditions,
  searchCondition,
  whereClause,
} from './conditions.ts';
import { datastoreRows, type DatastoreSort } from './datastore-repository.ts';
import { hashKey, type ResolvedFilters } from './filters.ts';
import { encodeCursor, keysetClause, type Cursor } from './keyset.ts';
import type { ReferenceData } from './reference-repository.ts';
import { expandMisspelt } from './search-words.ts';

interface ProjectRow {
  id: number;
  code: string;
  title: string;
  department_id: number;
  sub_county_id: number;
  ward_id: number;
  state: ProjectState;
  stalled_reason: string | null;
  financial_year: number;
  budget: number;
  contract_sum: number | null;
  paid: number;
  funding_source: string;
  contractor: string | null;
  progress: number | null;
  progress_date: string | null;
  priority_rank: number | null;
  start_date: string | null;
  planned_end_date: string | null;
  completion_date: string | null;
  last_verified: string | null;
  lat: number | null;
  lon: number | null;
  forums: number;
  participants: number;
  defects_open: number;
}

const LIST_COLUMNS =
  sql.raw(`p.id, p.code, p.title, p.department_id, p.sub_county_id, p.ward_id, p.state,
  p.stalled_reason, p.financial_year, p.budget::float8 as budget, p.contract_sum::float8 as contract_sum,
  p.paid::float8 as paid, p.funding_source, p.contractor, p.progress, p.progress_date::text as progress_date,
  p.priority_rank, p.start_date::text as start_date, p.planned_end_date::text as planned_end_date,
  p.completion_date::text as completion_date, p.last_verified::text as last_verified, p.lat, p.lon,
  p.forums, p.participants, p.defects_open`);

const EXPORT_JOINS = sql.raw(`join departments dep on dep.id = p.department_id
  join sub_counties sc on sc.id = p.sub_county_id join wards w on w.id = p.ward_id`);

/** Text formats built by the database, a batch at a time. */
export type TextExport = 'csv' | 'json' | 'geojson';

const TEXT_EXPORT: Record<TextExport, { line: string; separator: string; onlyLocated: boolean }> = {
  csv: { line: csvLineSql(), separator: '', onlyLocated: false },
  json: { line: `(${listItemJsonSql()})::text`, separator: ',\n', onlyLocated: false },
  geojson: { line: `(${featureJsonSql()})::text`, separator: ',\n', onlyLocated: true },
};

const STATE_ORDER = `array_position(array[${PROJECT_STATES.map((s) => `'${s}'`).join(',')}]::text[], p.state)`;

const SORT_SQL: Record<
  ProjectSortField,
  { expr: string; join?: 'ward' | 'subCounty' | 'department' }
> = {
  code: { expr: 'p.code' },
  title: { expr: 'p.title' },
  financialYear: { expr: 'p.financial_year' },
  budget: { expr: 'p.budget' },
  contractSum: { expr: 'p.contract_sum' },
  paid: { expr: 'p.paid' },
  progress: { expr: 'p.progress' },
  priority: { expr: 'p.priority_rank' },
  startDate: { expr: 'p.start_date' },
  plannedEndDate: { expr: 'p.planned_end_date' },
  lastVerified: { expr: 'p.last_verified' },
  state: { expr: STATE_ORDER },
  subCounty: { expr: 'sc.name', join: 'subCounty' },
  ward: { expr: 'w.name', join: 'ward' },
  department: { expr: 'dep.name', join: 'department' },
};

const JOINS = {
  subCounty: 'join sub_counties sc on sc.id = p.sub_county_id',
  ward: 'join wards w on w.id = p.ward_id',
  department: 'join departments dep on dep.id = p.department_id',
} as const;

export function toListItem(row: ProjectRow, ref: ReferenceData): ProjectListItem {
  const department = ref.departmentById.get(row.department_id);
  const subCounty = ref.subCountyById.get(row.sub_county_id);
  const ward = ref.wardById.get(row.ward_id);
  return {
    code: row.code,
    title: row.title,
    department: department?.name ?? '',
    departmentId: department?.slug ?? '',
    subCounty: subCounty?.name ?? '',
    subCountyCode: subCounty?.code ?? '',
    ward: ward?.name ?? '',
    wardCode: ward?.code ?? '',
    state: row.state,
    stalledReason: row.stalled_reason,
    financialYear: formatFinancialYear(row.financial_year),
    budget: row.budget,
    contractSum: row.contract_sum,
    paid: row.paid,
    fundingSource: row.funding_source,
    contractor: row.contractor,
    progress: row.progress,
    progressDate: row.progress_date,
    priorityRank: row.priority_rank,
    startDate: row.start_date,
    plannedEndDate: row.planned_end_date,
    completionDate: row.completion_date,
    lastVerified: row.last_verified,
    location: row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null,
    involvement: { forums: row.forums, participants: row.participants },
    openDefects: row.defects_open,
  };
}

export interface ListPage {
  items: ProjectListItem[];
  /** Page number (carried by cursors; exact while nothing is written between pages). */
  page: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

export interface ListOptions {
  sort: ProjectSort;
  page: number;
  limit: number;
}

export class ProjectsRepository {
  constructor(private readonly db: AppDb) {}

  /** The filters with each misspelt search word replaced by the closest real ones (search-words.ts). */
  expandMisspelt(filters: ResolvedFilters): Promise<ResolvedFilters> {
    return expandMisspelt(this.db, filters);
  }

  /** Rows of the CKAN datastore's projects resource (datastore-repository.ts). */
  datastoreRows(
    filters: ResolvedFilters,
    options: {
      columns: readonly ProjectColumn[];
      sort: readonly DatastoreSort[];
      limit: number;
      offset: number;
    },
  ): Promise<Array<Record<string, string | number | null>>> {
    return datastoreRows(this.db, filters, options);
  }

  /**
   * Number of matching projects: from the rollup unless a search is given. A search counts its
   * matches up to `cap` (SEARCH_COUNT_CAP): past it, `relation` is "gte" and `total` the cap, so
   * a common word over a million projects reads no more rows than the cap (the page itself is read
   * in index order and stops at its last row).
   */
  async count(
    filters: ResolvedFilters,
    cap = SEARCH_COUNT_CAP,
  ): Promise<{ total: number; relation: 'eq' | 'gte' }> {
    if (filters.words.length === 0) {
      const where = and(Object.values(dimensionConditions(filters, 'r')));
      const rows = await queryRows<{ n: number }>(
        this.db,
        sql`select coalesce(sum(r.n), 0)::int as n from project_rollup r ${whereClause(where)}`,
      );
      return { total: rows[0]?.n ?? 0, relation: 'eq' };
    }
    const rows = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from (
            select 1 from projects p ${whereClause(projectConditions(filters))} limit ${cap + 1}
          ) matches`,
    );
    const n = rows[0]?.n ?? 0;
    return n > cap ? { total: cap, relation: 'gte' } : { total: n, relation: 'eq' };
  }

  async list(
    filters: ResolvedFilters,
    options: ListOptions,
    ref: ReferenceData,
  ): Promise<ProjectListItem[]> {
    return (await this.page(filters, options, ref)).items;
  }

  /**
   * One page of the list: by page number (OFFSET, for the first pages and links to them) or
   * after / before a cursor (keyset, at any depth). Either way the answer carries the cursors
   * of the pages next to it.
   */
  async page(
    filters: ResolvedFilters,
    options: ListOptions & { cursor?: Cursor | undefined },
    ref: ReferenceData,
  ): Promise<ListPage> {
    const descending = options.sort.startsWith('-');
    const field = (descending ? options.sort.slice(1) : options.sort) as ProjectSortField;
    const sort = SORT_SQL[field];
    const expr = field === 'code' ? undefined : sort.expr;
    const join = sort.join ? sql.raw(JOINS[sort.join]) : sql``;
    const keyColumn = sql.raw(expr === undefined ? 'null::text' : `(${expr})::text`);
    const { limit, cursor } = options;
    const fetch = async (where: SQL | undefined, order: string, offset = 0) =>
      queryRows<ProjectRow & { sort_key: string | null }>(
        this.db,
        sql`select ${LIST_COLUMNS}, ${keyColumn} as sort_key from projects p ${join}
            ${whereClause(where)}
            order by ${sql.raw(order)}
            limit ${limit + 1} offset ${offset}`,
      );
    const make = (
      row: { sort_key: string | null; code: string } | undefined,
      dir: Cursor['dir'],
      page: number,
    ): string | null =>
      row
        ? encodeCursor({
            sort: options.sort,
            filters: hashKey(filters.key),
            dir,
            key: row.sort_key,
            code: row.code,
            page: Math.max(1, page),
          })
        : null;
    const answer = (
      rows: Array<ProjectRow & { sort_key: string | null }>,
      page: number,
      more: {
        next: boolean;
        prev: boolean;
      },
    ): ListPage => ({
      items: rows.map((r) => toListItem(r, ref)),
      page,
      nextCursor: more.next ? make(rows[rows.length - 1], 'after', page + 1) : null,
      prevCursor: more.prev ? make(rows[0], 'before', page - 1) : null,
    });
    const byOffset = async (page: number) => {
      const order =
        expr === undefined
          ? `p.code ${descending ? 'desc' : 'asc'}`
          : `${expr} ${descending ? 'desc' : 'asc'} nulls last, p.code asc`;
      const rows = await fetch(projectConditions(filters), order, (page - 1) * limit);
      return answer(rows.slice(0, limit), page, { next: rows.length > limit, prev: page > 1 });
    };

    if (!cursor) return byOffset(options.page);
    const keyset = keysetClause(expr, descending, cursor);
    const rows = await fetch(and([projectConditions(filters), keyset.where]), keyset.order);
    if (cursor.dir === 'after') {
      return answer(rows.slice(0, limit), cursor.page, { next: rows.length > limit, prev: true });
    }
    // Backward: fewer than a page before the cursor means the start of the list.
    if (rows.length <= limit) return byOffset(1);
    const page = Math.max(2, cursor.page);
    return answer(rows.slice(0, limit).reverse(), page, { next: true, prev: true });
  }

  /** A project's title and description by its code, if the data holds it (the server's page intro). */
  async heading(code: string): Promise<{ title: string; description: string } | undefined> {
    if (code === '' || code.length > 100) return undefined;
    const rows = await queryRows<{ title: string; description: string }>(
      this.db,
      sql`select title, description from projects where code = ${code} limit 1`,
    );
    return rows[0];
  }

  async detail(code: string, ref: ReferenceData): Promise<ProjectDetail | undefined> {
    const rows = await queryRows<
      ProjectRow & { description: string; is_sample: boolean; updated_ms: number }
    >(
      this.db,
      sql`select ${LIST_COLUMNS}, p.description, p.is_sample,
            (extract(epoch from p.updated_at) * 1000)::float8 as updated_ms
          from projects p where p.code = ${code}`,
    );
    const row = rows[0];
    if (!row) return undefined;
    const [readings, defects] = await Promise.all([
      queryRows<ProgressReading>(
        this.db,
        sql`select reading_date::text as date, percent, note from progress_readings
            where project_id = ${row.id} order by reading_date`,
      ),
      queryRows<Defect>(
        this.db,
        sql`select id, category, severity, description, reported_on::text as "reportedOn",
              fixed_on::text as "fixedOn", liability_period_end::text as "liabilityPeriodEnd"
            from defects where project_id = ${row.id} order by reported_on, id`,
      ),
    ]);
    return {
      ...toListItem(row, ref),
      description: row.description,
      progressReadings: readings,
      defects,
      isSample: row.is_sample,
      updatedAt: new Date(row.updated_ms).toISOString(),
    };
  }

  /**
   * Matching projects in code order, in batches (keyset pagination), for streamed exports:
   * memory stays flat whatever the number of rows.
   */
  async *iterate(
    filters: ResolvedFilters,
    ref: ReferenceData,
    batchSize = 2000,
  ): AsyncGenerator<ProjectListItem[]> {
    let after: string | undefined;
    const base = and([
      ...Object.values(dimensionConditions(filters, 'p')),
      searchCondition(filters, 'p'),
    ]);
    for (;;) {
      const keyset: SQL | undefined = after === undefined ? undefined : sql`p.code > ${after}`;
      const rows = await queryRows<ProjectRow>(
        this.db,
        sql`select ${LIST_COLUMNS} from projects p ${whereClause(and([base, keyset]))}
            order by p.code limit ${batchSize}`,
      );
      if (rows.length === 0) return;
      yield rows.map((r) => toListItem(r, ref));
      if (rows.length < batchSize) return;
      after = rows[rows.length - 1]?.code;
    }
  }

  /**
   * The batches of `iterate` with each project's description and progress note, which the list
   * leaves out and the spreadsheet export writes (one more query a batch).
   */
  async *iterateForExport(
    filters: ResolvedFilters,
    ref: ReferenceData,
    batchSize = 2000,
  ): AsyncGenerator<ExportItem[]> {
    for await (const batch of this.iterate(filters, ref, batchSize)) {
      const codes = JSON.stringify(batch.map((p) => p.code));
      const rows = await queryRows<{ code: string; description: string; note: string | null }>(
        this.db,
        sql`select p.code, p.description, ${sql.raw(PROGRESS_NOTE_SQL)} as note from projects p
            where p.code in (select json_array_elements_text(${codes}::json))`,
      );
      const byCode = new Map(rows.map((r) => [r.code, r]));
      yield batch.map((p) => ({
        ...p,
        description: byCode.get(p.code)?.description ?? '',
        progressNote: byCode.get(p.code)?.note ?? null,
      }));
    }
  }

  /**
   * Matching projects as CSV lines or JSON texts, built by the database and returned one text
   * per batch (keyset pagination on code), so that neither side holds more than a batch.
   * JSON batches are joined with ",\n"; the caller adds the separator between batches.
   */
  async *iterateText(
    filters: ResolvedFilters,
    format: TextExport,
    batchSize = 2000,
  ): AsyncGenerator<string> {
    const spec = TEXT_EXPORT[format];
    const base = and([
      ...Object.values(dimensionConditions(filters, 'p')),
      searchCondition(filters, 'p'),
      spec.onlyLocated ? sql`p.lat is not null and p.lon is not null` : undefined,
    ]);
    let after: string | undefined;
    for (;;) {
      const keyset: SQL | undefined = after === undefined ? undefined : sql`p.code > ${after}`;
      const rows = await queryRows<{ chunk: string | null; last: string | null; n: number }>(
        this.db,
        sql`select string_agg(x.line, ${spec.separator} order by x.code) as chunk, max(x.code) as last,
              count(*)::int as n
            from (select p.code, ${sql.raw(spec.line)} as line from projects p ${EXPORT_JOINS}
                  ${whereClause(and([base, keyset]))} order by p.code limit ${batchSize}) x`,
      );
      const row = rows[0];
      if (!row || row.n === 0 || row.chunk === null) return;
      yield row.chunk;
      if (row.n < batchSize || row.last === null) return;
      after = row.last;
    }
  }
}
