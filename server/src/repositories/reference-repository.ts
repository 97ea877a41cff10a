import { sql } from 'drizzle-orm';
import { queryRows, type AppDb } from '../db/client.ts';
import { matchKey } from '../lib/text.ts';
import type { DataVersionInfo } from './data-version-service.ts';

export interface SubCountyRow {
  id: number;
  code: string;
  name: string;
}
export interface WardRow {
  id: number;
  code: string;
  name: string;
  subCountyId: number;
  aliases: string[];
}
export interface DepartmentRow {
  id: number;
  slug: string;
  name: string;
  kind: string;
  variants: string[];
  isListed: boolean;
}

/** Units and lookups for one data version, held in memory (a few dozen rows). */
export interface ReferenceData {
  version: DataVersionInfo;
  subCounties: SubCountyRow[];
  wards: WardRow[];
  departments: DepartmentRow[];
  /** Financial years (start years) present in the data, oldest first. */
  financialYears: number[];
  /** Departments that have at least one project. */
  departmentIdsWithProjects: Set<number>;
  subCountyById: Map<number, SubCountyRow>;
  wardById: Map<number, WardRow>;
  departmentById: Map<number, DepartmentRow>;
  subCountyByKey: Map<string, SubCountyRow>;
  wardByKey: Map<string, WardRow>;
  departmentByKey: Map<string, DepartmentRow>;
  /** pg_trgm and the word list's index are there: misspelt search words are matched (search-words.ts). */
  trigram: boolean;
}

export async function loadReferenceData(
  db: AppDb,
  version: DataVersionInfo,
): Promise<ReferenceData> {
  const [subCounties, wards, departments, years, deps, trigram] = await Promise.all([
    queryRows<SubCountyRow>(db, sql`select id, code, name from sub_counties order by name`),
    queryRows<WardRow>(
      db,
      sql`select id, code, name, sub_county_id as "subCountyId", aliases from wards order by name`,
    ),
    queryRows<DepartmentRow>(
      db,
      sql`select id, slug, name, kind, variants, is_listed as "isListed" from departments order by id`,
    ),
    queryRows<{ fy: number }>(
      db,
      sql`select distinct financial_year as fy from project_rollup order by 1`,
    ),
    queryRows<{ id: number }>(db, sql`select distinct department_id as id from project_rollup`),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_indexes where indexname = 'search_words_trgm_idx'`,
    ),
  ]);
  const subCountyByKey = new Map<string, SubCountyRow>();
  for (const s of subCounties) {
    subCountyByKey.set(s.code, s);
    subCountyByKey.set(matchKey(s.name), s);
  }
  const wardByKey = new Map<string, WardRow>();
  for (const w of wards) {
    wardByKey.set(w.code, w);
    for (const alias of w.aliases) wardByKey.set(matchKey(alias), w);
  }
  // Canonical names win over another ward's alias.
  for (const w of wards) wardByKey.set(matchKey(w.name), w);
  const departmentByKey = new Map<string, DepartmentRow>();
  for (const d of departments) {
    for (const v of d.variants) departmentByKey.set(matchKey(v), d);
  }
  for (const d of departments) {
    departmentByKey.set(matchKey(d.name), d);
    departmentByKey.set(d.slug, d);
  }
  return {
    version,
    subCounties,
    wards,
    departments,
    financialYears: years.map((y) => y.fy),
    departmentIdsWithProjects: new Set(deps.map((d) => d.id)),
    subCountyById: new Map(subCounties.map((s) => [s.id, s])),
    wardById: new Map(wards.map((w) => [w.id, w])),
    departmentById: new Map(departments.map((d) => [d.id, d])),
    subCountyByKey,
    wardByKey,
    departmentByKey,
    trigram: (trigram[0]?.n ?? 0) > 0,
  };
}

/** Loads reference data once per data version. */
export class ReferenceCache {
  private current: { version: string; data: Promise<ReferenceData> } | undefined;

  constructor(private readonly db: AppDb) {}

  get(version: DataVersionInfo): Promise<ReferenceData> {
    if (this.current?.version !== version.version) {
      const data = loadReferenceData(this.db, version);
      this.current = { version: version.version, data };
      data.catch(() => {
        if (this.current?.data === data) this.current = undefined;
      });
    }
    return this.current.data;
  }
}
