import { describe, expect, it } from 'vitest';
import * as contract from '@app/common/projects';
import { isFinancialYear as contractIsFinancialYear } from '@app/common/financial-year';
import {
  absorptionPercent,
  DEFAULT_PROJECT_SORT,
  DEFECT_CATEGORIES,
  DEFECT_SEVERITIES,
  isFinancialYear,
  isProjectSort,
  isProjectState,
  PAGE_SIZES,
  PROJECT_SORT_FIELDS,
  PROJECT_STATES,
  PROJECTS_PAGE_LIMIT_DEFAULT,
  PROJECTS_PAGE_LIMIT_MAX,
} from './contract';

describe('contract constants kept out of the first paint', () => {
  it('equal the contract', () => {
    expect(PROJECT_STATES).toEqual(contract.PROJECT_STATES);
    expect(DEFECT_SEVERITIES).toEqual(contract.DEFECT_SEVERITIES);
    expect(DEFECT_CATEGORIES).toEqual(contract.DEFECT_CATEGORIES);
    expect(PROJECT_SORT_FIELDS).toEqual(contract.PROJECT_SORT_FIELDS);
    expect(DEFAULT_PROJECT_SORT).toBe(contract.DEFAULT_PROJECT_SORT);
    expect(PROJECTS_PAGE_LIMIT_DEFAULT).toBe(contract.PROJECTS_PAGE_LIMIT_DEFAULT);
    expect(PROJECTS_PAGE_LIMIT_MAX).toBe(contract.PROJECTS_PAGE_LIMIT_MAX);
    expect(Math.max(...PAGE_SIZES)).toBeLessThanOrEqual(contract.PROJECTS_PAGE_LIMIT_MAX);
    expect(PAGE_SIZES).toContain(contract.PROJECTS_PAGE_LIMIT_DEFAULT);
  });

  it('reads financial years like the contract', () => {
    for (const text of ['2023/24', '1999/00', '2023/25', '2023-24', '23/24', '2023/2024', '']) {
      expect(isFinancialYear(text), text).toBe(contractIsFinancialYear(text));
    }
  });

  it('knows states and sorts', () => {
    expect(isProjectState('stalled')).toBe(true);
    expect(isProjectState('done')).toBe(false);
    for (const sort of contract.PROJECT_SORTS) expect(isProjectSort(sort), sort).toBe(true);
    expect(isProjectSort('-colour')).toBe(false);
    expect(isProjectSort('--budget')).toBe(false);
  });

  it('computes absorption like the contract', () => {
    for (const [paid, budget] of [
      [0, 0],
      [1, 3],
      [2_000_000, 5_000_000],
      [5, 4],
    ] as const) {
      expect(absorptionPercent(paid, budget)).toBe(contract.absorptionPercent(paid, budget));
    }
  });
});
