import { createListenerMiddleware } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import type {
  Boundaries,
  Meta,
  ProjectDetail,
  ProjectsPage,
  ProjectsSummary,
} from '@app/common/projects';
import { projectsChanged, projectsChangedAt } from '@/lib/store/data-events';
import { dynamicMiddleware, rootReducer, sliceStatesReady } from '@/lib/store/root-reducer';
import type { AppStore } from '@/lib/store/store';
import { toQueryString, type DashboardView, type ProjectFiltersView } from '../lib/filters';
import { checkAnswer, warmUpChecks, type CheckResult } from './contract-check';
import type { ResponseKind } from './parse';

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/api/v1' });

/**
 * Answers stay fresh in the browser's cache for a minute (Cache-Control max-age=60). Until that
 * long after this tab wrote to the data (a staff import or edit), ask the server again
 * (If-None-Match) instead of taking a cached, possibly older copy.
 */
const CACHE_MAX_AGE_MS = 60_000;

const withRevalidation = (args: string | FetchArgs): string | FetchArgs => {
  if (Date.now() - projectsChangedAt() >= CACHE_MAX_AGE_MS) return args;
  return typeof args === 'string'
    ? { url: args, cache: 'no-cache' }
    : { ...args, cache: 'no-cache' };
};

interface ParseOptions {
  parseAs?: ResponseKind;
  /** Keep the checked body as JSON text (large GeoJSON: one string in the store, not thousands of values). */
  asText?: boolean;
}

/** The real open-data API (not the mock service); every answer is checked against the contract. */
const contractBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ParseOptions
> = async (args, api, extraOptions) => {
  if (extraOptions?.parseAs) warmUpChecks();
  const result = await rawBaseQuery(withRevalidation(args), api, {});
  if (result.error || !extraOptions?.parseAs) return result;
  const answer =
    extraOptions.asText && typeof result.data === 'string'
      ? { text: result.data }
      : { body: result.data };
  let checked: CheckResult;
  try {
    checked = await checkAnswer(extraOptions.parseAs, answer);
  } catch (e) {
    return {
      error: { status: 'FETCH_ERROR', error: e instanceof Error ? e.message : String(e) },
      meta: result.meta,
    };
  }
  if (checked.ok) return { data: result.data, meta: result.meta };
  const error = checked.notJson
    ? 'The API answered with invalid JSON.'
    : `The API answered in an unexpected shape (${checked.message}).`;
  return { error: { status: 'CUSTOM_ERROR', error }, meta: result.meta };
};

const withQuery = (path: string, qs: string) => (qs ? `${path}?${qs}` : path);

export const projectsApi = createApi({
  reducerPath: 'projectsApi',
  baseQuery: contractBaseQuery,
  keepUnusedDataFor: 300,
  tagTypes: ['Meta', 'Summary', 'Projects', 'Project'],
  endpoints: (build) => ({
    getMeta: build.query<Meta, void>({
      query: () => 'meta',
      extraOptions: { parseAs: 'meta' },
      providesTags: ['Meta'],
    }),
    /** The ward, sub-county and county outlines as checked GeoJSON text; read with useBoundaries(). */
    getBoundaries: build.query<string, void>({
      query: () => ({ url: 'boundaries', responseHandler: 'text' }),
      extraOptions: { parseAs: 'boundaries', asText: true },
      keepUnusedDataFor: 3600,
    }),
    getProjectsSummary: build.query<ProjectsSummary, ProjectFiltersView>({
      query: (filters) => withQuery('projects/summary', toQueryString(filters)),
      extraOptions: { parseAs: 'summary' },
      providesTags: ['Summary'],
    }),
    getProjects: build.query<ProjectsPage, DashboardView>({
      query: (view) => withQuery('projects', toQueryString(view)),
      extraOptions: { parseAs: 'projects' },
      providesTags: ['Projects'],
    }),
    getProject: build.query<ProjectDetail, string>({
      query: (code) => `projects/${encodeURIComponent(code)}`,
      extraOptions: { parseAs: 'project' },
      providesTags: (_result, _error, code) => [{ type: 'Project', id: code }],
    }),
  }),
});

declare module '@/lib/store/root-reducer' {
  export interface LazyLoadedSlices {
    projectsApi: ReturnType<typeof projectsApi.reducer>;
  }
}

rootReducer.inject(projectsApi);
dynamicMiddleware.addMiddleware(projectsApi.middleware);

/**
 * A staff write changed the data: everything that may hold the changed figures (the project,
 * the list, the summary, meta's version) is fetched again, past the browser's cached copies.
 */
const dataChanges = createListenerMiddleware();
dataChanges.startListening({
  actionCreator: projectsChanged,
  effect: (action, { dispatch }) => {
    const code = action.payload?.project?.code;
    dispatch(
      projectsApi.util.invalidateTags([
        'Meta',
        'Summary',
        'Projects',
        code ? { type: 'Project', id: code } : 'Project',
      ]),
    );
  },
});
dynamicMiddleware.addMiddleware(dataChanges.middleware);

/**
 * Makes `store` ready for a query started outside a component (a page's prefetch, see NavNode):
 * a store made before this module loaded has no state for the API until an action passes, and
 * the very query that action starts would be dropped.
 */
export function readyForQueries(store: AppStore): void {
  if (!store.getState().projectsApi) store.dispatch(sliceStatesReady());
}

/** A query started ahead of the page that subscribes to it (the page's hook keeps it). */
export const PREFETCH = { subscribe: false } as const;

/** The project page's answer for an address /projects/CODE opened directly. */
export async function prefetchProject(store: AppStore, url: URL): Promise<void> {
  const segment = url.pathname.split('/')[2] ?? '';
  let code: string;
  try {
    code = decodeURIComponent(segment);
  } catch {
    return; // a malformed address: the page reports it
  }
  if (code === '') return;
  readyForQueries(store);
  await store.dispatch(projectsApi.endpoints.getProject.initiate(code, PREFETCH));
}

/** The about page's answer (the county's metadata, licence and attribution). */
export async function prefetchMeta(store: AppStore): Promise<void> {
  readyForQueries(store);
  await store.dispatch(projectsApi.endpoints.getMeta.initiate(undefined, PREFETCH));
}

export const {
  useGetMetaQuery,
  useGetBoundariesQuery,
  useGetProjectsSummaryQuery,
  useGetProjectsQuery,
  useGetProjectQuery,
} = projectsApi;

/** The boundaries query with its GeoJSON parsed (once per answer). */
export function useBoundaries({ skip = false }: { skip?: boolean } = {}) {
  const query = useGetBoundariesQuery(undefined, { skip });
  const text = query.data;
  const data = useMemo<Boundaries | undefined>(
    () => (text ? (JSON.parse(text) as Boundaries) : undefined),
    [text],
  );
  return { ...query, data };
}
