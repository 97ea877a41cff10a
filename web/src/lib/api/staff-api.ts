/**
 * The API slice for county staff calls (`/api/v1/...` routes that need a role: account, staff
 * accounts, imports, project edits, audit log, usage figures).
 *
 * How to use it: inject endpoints from the feature that needs them, as with the other slices,
 *
 *   export const importApi = staffApi.injectEndpoints({
 *     endpoints: (build) => ({
 *       importProjects: build.mutation<ImportResult, FormData>({
 *         query: (body) => ({ url: 'projects/import', method: 'POST', body }),
 *         invalidatesTags: ['Audit'],
 *       }),
 *     }),
 *   });
 *
 * - URLs are relative to `/api/v1/`.
 * - Every request carries `Authorization: Bearer <access token>` of the staff member signed in
 *   with the county's provider (oidc-client-ts). Nobody signed in as staff (a visitor, a demo
 *   account) → no header, and the server answers 401.
 * - A 401 is retried once with a renewed token (refresh token); a second 401 is returned as is.
 *   403 means signed in without the role the route needs.
 * - Errors are the server's JSON `{ statusCode, error, message, issues? }`; read them with
 *   `staffErrorMessage` / `staffErrorIssues` below or `queryErrorMessage`.
 * - The cache is emptied when the user signs in or out, so one staff member never sees
 *   another's answers.
 * - Importing this module injects the slice and its middleware into the store: import it only
 *   from staff pages (it is not on the first paint).
 */
import { createApi, fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Middleware } from '@reduxjs/toolkit';
import { dynamicMiddleware, rootReducer } from '@/lib/store/root-reducer';
import { renewStaffAccessToken, staffAccessToken } from './staff-token';

export const STAFF_API_BASE = '/api/v1';

/** Tag types staff endpoints may provide and invalidate. */
export const STAFF_TAGS = ['Account', 'Audit', 'Staff', 'Usage', 'Project'] as const;

const rawStaffQuery = fetchBaseQuery({ baseUrl: STAFF_API_BASE });

function withToken(args: string | FetchArgs, token: string | null): string | FetchArgs {
  if (!token) return args;
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set('Authorization', `Bearer ${token}`);
  request.headers = headers;
  return request;
}

/** What the API answers a staff call without a token. */
const NOT_SIGNED_IN = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Sign in as county staff.',
};

/** fetchBaseQuery on `/api/v1` with the staff member's bearer token, renewed once on a 401. */
export const staffBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const token = await staffAccessToken();
  // Nobody is signed in as staff: the server would only refuse (and the browser would log the
  // refused request as an error on the page), so the answer is given here, in the same shape.
  if (!token) return { error: { status: 401, data: NOT_SIGNED_IN } };
  const first = await rawStaffQuery(withToken(args, token), api, extraOptions as object);
  if (first.error?.status !== 401) return first;
  const renewed = await renewStaffAccessToken();
  if (!renewed || renewed === token) return first;
  return rawStaffQuery(withToken(args, renewed), api, extraOptions as object);
};

export const staffApi = createApi({
  reducerPath: 'staffApi',
  baseQuery: staffBaseQuery,
  tagTypes: STAFF_TAGS,
  // Staff data changes under the user's hands (imports, edits): do not keep it long.
  keepUnusedDataFor: 30,
  refetchOnMountOrArgChange: 30,
  endpoints: () => ({}),
});

/** Empties the staff cache when the user changes (sign-in, sign-out, in this tab or another). */
const resetOnUserChange: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  const type = (action as { type?: unknown }).type;
  if (type === 'auth/loggedIn' || type === 'auth/loggedOut') {
    store.dispatch(staffApi.util.resetApiState());
  }
  return result;
};

declare module '@/lib/store/root-reducer' {
  export interface LazyLoadedSlices {
    staffApi: ReturnType<typeof staffApi.reducer>;
  }
}

rootReducer.inject(staffApi);
dynamicMiddleware.addMiddleware(staffApi.middleware, resetOnUserChange);

interface ServerError {
  statusCode?: number;
  error?: string;
  message?: string;
  issues?: Array<{ row?: number; field?: string; path?: string; message: string }>;
}

function serverError(error: unknown): ServerError | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const data = (error as FetchBaseQueryError & { data?: unknown }).data;
  return data && typeof data === 'object' ? (data as ServerError) : null;
}

/** The HTTP status of a failed staff call (401, 403, 409, 422 …), or null for a network failure. */
export function staffErrorStatus(error: unknown): number | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const status = (error as FetchBaseQueryError).status;
  return typeof status === 'number' ? status : null;
}

/** The server's message of a failed staff call, if it sent one. */
export function staffErrorMessage(error: unknown): string | null {
  const data = serverError(error);
  return typeof data?.message === 'string' && data.message !== '' ? data.message : null;
}

/** The server's per-field or per-row issues (`issues` of a 400 or 422), if any. */
export function staffErrorIssues(error: unknown): NonNullable<ServerError['issues']> {
  const issues = serverError(error)?.issues;
  return Array.isArray(issues) ? issues.filter((i) => typeof i?.message === 'string') : [];
}
