import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { Meta, ProjectsPage } from '@app/common/projects';
import type { ProjectHit } from '../lib/search-results';
import { toProjectsQueryString } from '@app/common/project-query';
import { dynamicMiddleware, rootReducer } from '@/lib/store/root-reducer';

export interface ProjectSearchArgs {
  q: string;
  page: number;
  limit: number;
  /** Only the projects of this ward (the query then need not be given). */
  ward?: string;
}

/** What the search reads of /meta. */
export type PlacesMeta = Pick<Meta, 'subCounties' | 'departments'>;
/** What the search reads of a page of projects. */
export type ProjectHitsPage = Omit<ProjectsPage, 'items'> & { items: ProjectHit[] };

/**
 * The contract's schemas, narrowed to the fields the search reads (so a field added elsewhere in
 * an answer never breaks the search), loaded with the first answer to keep zod out of first paint.
 */
const contract = () =>
  import('@app/common/projects').then((c) => ({
    places: c.metaSchema.pick({ subCounties: true, departments: true }),
    projects: c.projectsPageSchema.extend({
      items: c.projectListItemSchema
        .pick({
          code: true,
          title: true,
          ward: true,
          state: true,
          department: true,
          subCounty: true,
          contractor: true,
        })
        .array(),
    }),
  }));

/**
 * The real open-data API (/api/v1) as the search reads it: the county's places from /meta and
 * projects from the list's free-text search. Never the mock service (base-api.ts waits for it).
 */
export const portalSearchApi = createApi({
  reducerPath: 'portalSearchApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api/v1' }),
  endpoints: (build) => ({
    /** Wards, sub-counties and departments: they change only with an import, so kept an hour. */
    getPlaces: build.query<PlacesMeta, void>({
      query: () => 'meta',
      transformResponse: async (response: unknown) => (await contract()).places.parse(response),
      keepUnusedDataFor: 3600,
    }),
    searchProjects: build.query<ProjectHitsPage, ProjectSearchArgs>({
      query: ({ q, page, limit, ward }) =>
        `projects?${toProjectsQueryString(ward === undefined ? { q, page, limit } : { ward: [ward], page, limit })}`,
      transformResponse: async (response: unknown) => (await contract()).projects.parse(response),
    }),
  }),
});

declare module '@/lib/store/root-reducer' {
  export interface LazyLoadedSlices {
    portalSearchApi: ReturnType<typeof portalSearchApi.reducer>;
  }
}

rootReducer.inject(portalSearchApi);
dynamicMiddleware.addMiddleware(portalSearchApi.middleware);

export const { useGetPlacesQuery, useLazySearchProjectsQuery, useSearchProjectsQuery } =
  portalSearchApi;
