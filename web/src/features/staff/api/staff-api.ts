import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { ProjectDetail } from '@app/common/projects';
import { noteProjectsChanged, projectsChanged } from '@/lib/store/data-events';
import type { AuditFilters, AuditPage, ImportOptions, ImportResult, ProjectPatch } from '../types';
import { saveBlob } from '@/lib/save-blob';
import { staffApi } from '@/lib/api/staff-api';

/** Query string of the set values only. */
export function toSearch(values: object): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

export interface EditableProject {
  project: ProjectDetail;
  /** The ETag of the answer, sent back as If-Match so a stale edit is refused. */
  etag: string | null;
}

/** Staff writes and admin figures: imports, edits, the audit log and the usage figures. */
export const staffPagesApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    importProjects: build.mutation<ImportResult, ImportOptions>({
      query: ({ file, dryRun, dropSample }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return {
          url: `projects/import${toSearch({ dryRun, dropSample })}`,
          method: 'POST',
          body,
        };
      },
      invalidatesTags: (result) => (result && !result.dryRun ? ['Audit', 'Project'] : []),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (!data.dryRun) {
            noteProjectsChanged();
            dispatch(projectsChanged());
          }
        } catch {
          /* a refused file changes nothing */
        }
      },
    }),
    /** The project as the server has it now, with its ETag (the edit form's starting point). */
    getEditableProject: build.query<EditableProject, string>({
      query: (code) => ({
        url: `projects/${encodeURIComponent(code)}`,
        // Revalidate: an ETag from the browser's cache could be older than the data.
        cache: 'no-cache',
      }),
      transformResponse: (project: ProjectDetail, meta) => ({
        project,
        etag: (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('ETag') ?? null,
      }),
      providesTags: (_r, _e, code) => [{ type: 'Project', id: code }],
    }),
    updateProject: build.mutation<
      ProjectDetail,
      { code: string; etag: string | null; patch: ProjectPatch }
    >({
      query: ({ code, etag, patch }) => ({
        url: `projects/${encodeURIComponent(code)}`,
        method: 'PATCH',
        body: patch,
        headers: etag ? { 'If-Match': etag } : undefined,
      }),
      invalidatesTags: (result, _e, { code }) =>
        result ? ['Audit', { type: 'Project', id: code }] : [],
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          noteProjectsChanged();
          dispatch(projectsChanged({ project: data }));
        } catch {
          /* shown by the form */
        }
      },
    }),
    getAudit: build.query<AuditPage, AuditFilters & { cursor?: string | null; limit?: number }>({
      query: (args) => `audit${toSearch(args)}`,
      providesTags: ['Audit'],
    }),
    /**
     * Downloads a CSV export that needs the bearer token (a plain link cannot send it): the
     * answer is saved as a file on arrival, and nothing of it is kept in the store.
     */
    downloadAuditCsv: build.mutation<null, { path: string; filename: string }>({
      query: ({ path, filename }) => ({
        url: path,
        responseHandler: async (response) => {
          if (!response.ok) return response.json().catch(() => null);
          saveBlob(await response.blob(), filename);
          return null;
        },
      }),
    }),
  }),
});

export const {
  useImportProjectsMutation,
  useGetEditableProjectQuery,
  useUpdateProjectMutation,
  useGetAuditQuery,
  useDownloadAuditCsvMutation,
} = staffPagesApi;
