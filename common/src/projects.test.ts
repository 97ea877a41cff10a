import { describe, expect, it } from 'vitest';
import {
  absorptionPercent,
  projectsQuerySchema,
  splitListParam,
  toProjectsQueryEntries,
  toProjectsQueryString,
} from './projects.ts';

function issues(input: unknown): string[] {
  const result = projectsQuerySchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
}

describe('projects query schema', () => {
  it('fills defaults', () => {
    expect(projectsQuerySchema.parse({})).toEqual({
      subCounty: [],
      ward: [],
      department: [],
      state: [],
      financialYear: [],
      q: undefined,
      sort: 'code',
      page: 1,
      limit: 20,
    });
  });

  it('accepts repeated values and comma lists', () => {
    const parsed = projectsQuerySchema.parse({
      ward: ['Wote', 'Mbitini,Kee'],
      state: 'ongoing, stalled',
      financialYear: ['2023/24', '2023/24'],
      limit: '100',
      page: '3',
      sort: '-budget',
      q: '  borehole ',
    });
    expect(parsed.ward).toEqual(['Wote', 'Mbitini', 'Kee']);
    expect(parsed.state).toEqual(['ongoing', 'stalled']);
    expect(parsed.financialYear).toEqual(['2023/24']);
    expect(parsed).toMatchObject({ limit: 100, page: 3, sort: '-budget', q: 'borehole' });
  });

  it('names the field and the value in messages', () => {
    expect(issues({ limit: '101' })).toEqual(['limit: must be at most 100']);
    expect(issues({ limit: '0' })).toEqual(['limit: must be at least 1']);
    expect(issues({ page: 'x' })).toEqual(['page: "x" is not a whole number']);
    expect(issues({ financialYear: '2023-24' })).toEqual([
      'financialYear: "2023-24" is not a financial year like 2023/24',
    ]);
    expect(issues({ state: 'done' })[0]).toMatch(/^state: unknown state "done"/);
    expect(issues({ sort: 'colour' })[0]).toMatch(/^sort: unknown sort "colour"/);
  });

  it('splits list parameters', () => {
    expect(splitListParam(undefined)).toEqual([]);
    expect(splitListParam(' a , ,b')).toEqual(['a', 'b']);
    expect(splitListParam(['a', 'b,c'])).toEqual(['a', 'b', 'c']);
  });

  it('builds canonical query strings', () => {
    expect(
      toProjectsQueryEntries({
        ward: ['Wote', 'Kee', 'Wote'],
        state: ['ongoing'],
        page: 1,
        limit: 20,
      }),
    ).toEqual([
      ['ward', 'Kee'],
      ['ward', 'Wote'],
      ['state', 'ongoing'],
    ]);
    expect(
      toProjectsQueryString({ financialYear: ['2023/24'], q: 'ECDE class', sort: '-budget' }),
    ).toBe('financialYear=2023%2F24&q=ECDE%20class&sort=-budget');
  });

  it('computes absorption with one decimal', () => {
    expect(absorptionPercent(1, 3)).toBe(33.3);
    expect(absorptionPercent(5, 0)).toBe(0);
  });
});
