import { createHash } from 'node:crypto';
import {
  formatFinancialYear,
  parseFinancialYear,
  type ProjectFilters,
  type ProjectState,
} from '@app/common';
import { badRequest } from '../lib/errors.ts';
import { foldText, matchKey, searchWords } from '../lib/text.ts';
import type {
  DepartmentRow,
  ReferenceData,
  SubCountyRow,
  WardRow,
} from './reference-repository.ts';

/** Filters after validation against the reference data: ids and canonical values. */
export interface ResolvedFilters {
  subCountyIds: number[];
  wardIds: number[];
  departmentIds: number[];
  states: ProjectState[];
  financialYears: number[];
  /** Folded words of the free-text search (each must match). */
  words: string[];
  /** Misspelt words may be replaced by close real ones (pg_trgm and the word list's index). */
  fuzzy: boolean;
  /** Misspelt words and the real words searched instead (search-words.ts). */
  alternatives?: Record<string, string[]>;
  /** Canonical form, echoed in the summary. */
  canonical: {
    subCounty: string[];
    ward: string[];
    department: string[];
    state: ProjectState[];
    financialYear: string[];
    q: string | null;
  };
  /** Stable text for cache keys: equal filters give equal keys whatever their spelling. */
  key: string;
}

function quote(value: string): string {
  const shown = value.length > 60 ? `${value.slice(0, 60)}...` : value;
  return `"${shown}"`;
}

function resolveSubCounty(ref: ReferenceData, value: string): SubCountyRow {
  const found = ref.subCountyByKey.get(value) ?? ref.subCountyByKey.get(matchKey(value));
  if (!found) throw badRequest('subCounty', `unknown sub-county ${quote(value)}`);
  return found;
}

function resolveWard(ref: ReferenceData, value: string): WardRow {
  const found = ref.wardByKey.get(value) ?? ref.wardByKey.get(matchKey(value));
  if (!found) throw badRequest('ward', `unknown ward ${quote(value)}`);
  return found;
}

/**
 * Department values are ids ("health") or names. Names contain commas, so comma-split pieces are
 * joined back greedily when together they spell a known name.
 */
function resolveDepartments(ref: ReferenceData, pieces: string[]): DepartmentRow[] {
  const out: DepartmentRow[] = [];
  let i = 0;
  while (i < pieces.length) {
    let matched: { row: DepartmentRow; next: number } | undefined;
    for (let j = pieces.length; j > i; j -= 1) {
      const candidate = pieces.slice(i, j).join(', ');
      const row =
        ref.departmentByKey.get(candidate) ?? ref.departmentByKey.get(matchKey(candidate));
      if (row) {
        matched = { row, next: j };
        break;
      }
    }
    if (!matched) throw badRequest('department', `unknown department ${quote(pieces[i] ?? '')}`);
    out.push(matched.row);
    i = matched.next;
  }
  return out;
}

function uniqueSorted(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

export function resolveFilters(ref: ReferenceData, filters: ProjectFilters): ResolvedFilters {
  const subCounties = filters.subCounty.map((v) => resolveSubCounty(ref, v));
  const wards = filters.ward.map((v) => resolveWard(ref, v));
  const departments = resolveDepartments(ref, filters.department);
  if (subCounties.length > 0) {
    const allowed = new Set(subCounties.map((s) => s.id));
    for (const w of wards) {
      if (!allowed.has(w.subCountyId)) {
        const names = [...new Set(subCounties.map((s) => quote(s.name)))].join(' or ');
        throw badRequest('ward', `${quote(w.name)} is not in sub-county ${names}`);
      }
    }
  }
  const subCountyIds = uniqueSorted(subCounties.map((s) => s.id));
  const wardIds = uniqueSorted(wards.map((w) => w.id));
  const departmentIds = uniqueSorted(departments.map((d) => d.id));
  const states = [...new Set(filters.state)].sort() as ProjectState[];
  const financialYears = uniqueSorted(
    filters.financialYear.map((v) => parseFinancialYear(v)).filter((v): v is number => v !== null),
  );
  const q = filters.q ?? null;
  const words = q ? searchWords(q) : [];
  const key = [
    `sc=${subCountyIds.join(',')}`,
    `w=${wardIds.join(',')}`,
    `d=${departmentIds.join(',')}`,
    `s=${states.join(',')}`,
    `fy=${financialYears.join(',')}`,
    `q=${words.join(' ')}`,
  ].join('&');
  return {
    subCountyIds,
    wardIds,
    departmentIds,
    states,
    financialYears,
    words,
    fuzzy: ref.trigram,
    canonical: {
      subCounty: subCountyIds.map((id) => ref.subCountyById.get(id)?.name ?? String(id)),
      ward: wardIds.map((id) => ref.wardById.get(id)?.name ?? String(id)),
      department: departmentIds.map((id) => ref.departmentById.get(id)?.slug ?? String(id)),
      state: states,
      financialYear: financialYears.map(formatFinancialYear),
      q: q === null ? null : foldText(q) === '' ? null : q,
    },
    key,
  };
}

/** Short hash for ETags and cache keys. */
export function hashKey(text: string): string {
  return createHash('sha1').update(text).digest('base64url').slice(0, 22);
}
