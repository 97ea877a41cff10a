import { describe, expect, it } from 'vitest';
import { toProjectsQueryString } from '@app/common/projects';
import {
  activeFilterCount,
  applyFilterChange,
  DEFAULT_VIEW,
  exportHref,
  parseView,
  toQueryString,
  type DashboardView,
} from './filters';

const parse = (qs: string) => parseView(new URLSearchParams(qs));

describe('reading the view from the address', () => {
  it('gives the default view for an empty address', () => {
    expect(parse('')).toEqual(DEFAULT_VIEW);
  });

  it('reads every parameter, repeated or as comma lists', () => {
    const view = parse(
      'subCounty=Makueni&ward=Wote&ward=Mbitini,Kee&department=water&state=ongoing,stalled&financialYear=2023/24&q=%20borehole%20&page=3&sort=-budget&limit=50',
    );
    expect(view).toEqual({
      subCounty: ['Makueni'],
      ward: ['Kee', 'Mbitini', 'Wote'],
      department: ['water'],
      state: ['ongoing', 'stalled'],
      financialYear: ['2023/24'],
      q: 'borehole',
      page: 3,
      sort: '-budget',
      limit: 50,
    });
  });

  it('keeps department names with commas whole', () => {
    expect(
      parse('department=Finance%2C%20Planning%2C%20Budget%20and%20Revenue').department,
    ).toEqual(['Finance, Planning, Budget and Revenue']);
  });

  it('drops what the API would refuse', () => {
    const view = parse(
      `state=done&state=ongoing&financialYear=2023-24&financialYear=2022/23&page=0&limit=500&sort=colour&ward=${'x'.repeat(121)}&ward=%01bad&q=a%00b`,
    );
    expect(view.state).toEqual(['ongoing']);
    expect(view.financialYear).toEqual(['2022/23']);
    expect(view.page).toBe(1);
    expect(view.limit).toBe(20);
    expect(view.sort).toBe('code');
    expect(view.ward).toEqual([]);
    expect(view.q).toBe('a b');
  });

  it('removes duplicates and sorts values', () => {
    expect(parse('ward=Wote&ward=Kee&ward=Wote').ward).toEqual(['Kee', 'Wote']);
  });
});

describe('writing the view to the address', () => {
  it('leaves defaults out', () => {
    expect(toQueryString(DEFAULT_VIEW)).toBe('');
  });

  it('round-trips', () => {
    const view: DashboardView = {
      subCounty: ['Kibwezi West'],
      ward: ['Nguu/Masumba'],
      department: ['Finance, Planning, Budget and Revenue'],
      state: ['completed', 'ongoing'],
      financialYear: ['2021/22'],
      q: 'dam & road',
      page: 2,
      sort: '-paid',
      limit: 10,
    };
    expect(parseView(new URLSearchParams(toQueryString(view)))).toEqual(view);
  });

  it('matches the contract canonical form', () => {
    const views: Partial<DashboardView>[] = [
      {},
      { ward: ['Wote', 'Kee', 'Wote'], state: ['stalled', 'ongoing'], q: ' road ' },
      {
        department: ['Finance, Planning, Budget and Revenue'],
        sort: '-budget',
        page: 4,
        limit: 50,
      },
      {
        subCounty: ['Makueni'],
        financialYear: ['2023/24', '2019/20'],
        sort: 'code',
        page: 1,
        limit: 20,
      },
    ];
    for (const v of views) expect(toQueryString(v)).toBe(toProjectsQueryString(v));
  });

  it('builds export links from the filters only', () => {
    const view: DashboardView = {
      ...DEFAULT_VIEW,
      ward: ['Wote'],
      state: ['ongoing'],
      page: 3,
      sort: '-budget',
    };
    expect(exportHref('csv', view)).toBe('/api/v1/projects/export.csv?ward=Wote&state=ongoing');
    expect(exportHref('geojson', DEFAULT_VIEW)).toBe('/api/v1/projects/export.geojson');
  });
});

describe('changing the view', () => {
  const wardsOf = (sc: string) => ({ Makueni: ['Wote', 'Mbitini'], Kaiti: ['Kee'] })[sc];
  const base: DashboardView = { ...DEFAULT_VIEW, ward: ['Wote', 'Kee'], page: 5 };

  it('returns to page 1 when a filter, the sort or the page size changes', () => {
    expect(applyFilterChange(base, { department: ['water'] }).page).toBe(1);
    expect(applyFilterChange(base, { sort: '-budget' }).page).toBe(1);
    expect(applyFilterChange(base, { limit: 50 }).page).toBe(1);
    expect(applyFilterChange(base, { page: 7 }).page).toBe(7);
  });

  it('drops wards outside the chosen sub-county', () => {
    expect(applyFilterChange(base, { subCounty: ['Kaiti'] }, wardsOf).ward).toEqual(['Kee']);
    expect(applyFilterChange(base, { subCounty: [] }, wardsOf).ward).toEqual(['Wote', 'Kee']);
    expect(applyFilterChange(base, { subCounty: ['Kaiti'], ward: ['Kee'] }, wardsOf).ward).toEqual([
      'Kee',
    ]);
  });

  it('counts active filters', () => {
    expect(activeFilterCount(DEFAULT_VIEW)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_VIEW, ward: ['a', 'b'], q: 'x' })).toBe(3);
  });
});
