import type { Meta } from '@app/common/projects';
import { toProjectsQueryString } from '@app/common/project-query';

export type PlaceKind = 'ward' | 'subCounty' | 'department';

/** A ward, sub-county or department the search finds, with the dashboard filtered to it. */
export interface Place {
  kind: PlaceKind;
  /** The value the dashboard's filter takes: a ward or sub-county name, a department id. */
  value: string;
  title: string;
  /** IEBC code of a ward or sub-county (also matched). */
  code: string | null;
  /** The sub-county a ward is in. */
  parent: string | null;
  link: string;
}

/** The full results page for a query (/pages/search?q=...). */
export function searchPageLink(query: string): string {
  return `/pages/search?${new URLSearchParams({ q: query.trim() }).toString()}`;
}

/** The dashboard (/) showing only the projects of one ward, sub-county or department. */
export function dashboardLink(kind: PlaceKind, value: string): string {
  const query = toProjectsQueryString(
    kind === 'ward'
      ? { ward: [value] }
      : kind === 'subCounty'
        ? { subCounty: [value] }
        : { department: [value] },
  );
  return `/?${query}`;
}

/** Every place of the county's metadata: wards first (what residents look for), then the rest. */
export function placesOf(meta: Pick<Meta, 'subCounties' | 'departments'>): Place[] {
  const wards = meta.subCounties.flatMap((sc) =>
    sc.wards.map<Place>((w) => ({
      kind: 'ward',
      value: w.name,
      title: w.name,
      code: w.code,
      parent: sc.name,
      link: dashboardLink('ward', w.name),
    })),
  );
  const subCounties = meta.subCounties.map<Place>((sc) => ({
    kind: 'subCounty',
    value: sc.name,
    title: sc.name,
    code: sc.code,
    parent: null,
    link: dashboardLink('subCounty', sc.name),
  }));
  const departments = meta.departments.map<Place>((d) => ({
    kind: 'department',
    value: d.id,
    title: d.name,
    code: null,
    parent: null,
    link: dashboardLink('department', d.id),
  }));
  return [...wards, ...subCounties, ...departments];
}
