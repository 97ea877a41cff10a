import type { DepartmentOption, Meta } from '@app/common';
import type { ModerationAction, Photo, QueueItem, QueuePage } from '@app/common/feedback';
import { staffApi } from '@/lib/api/staff-api';
import { toSearch } from './staff-api';

export interface QueueFilters {
  status?: string | undefined;
  kind?: string | undefined;
  ward?: string | undefined;
  department?: string | undefined;
  project?: string | undefined;
  page?: number | undefined;
}

/** The moderation queue and its actions (editor and admin). */
export const feedbackQueueApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getFeedbackQueue: build.query<QueuePage, QueueFilters>({
      query: (filters) => `staff/feedback${toSearch({ ...filters, limit: 20 })}`,
      providesTags: ['Audit'],
    }),
    moderateFeedback: build.mutation<QueueItem, { id: number; action: ModerationAction }>({
      query: ({ id, action }) => ({
        url: `staff/feedback/${id}/actions`,
        method: 'POST',
        body: action,
      }),
      invalidatesTags: ['Audit', 'Project'],
    }),
    /** The county's departments, for the queue's department filter (from the public meta). */
    getQueueDepartments: build.query<DepartmentOption[], void>({
      query: () => 'meta',
      transformResponse: (meta: Meta) => meta.departments,
    }),
    revealContact: build.mutation<{ phone: string | null; email: string | null }, number>({
      query: (id) => ({ url: `staff/feedback/${id}/contact`, method: 'POST' }),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const {
  useGetFeedbackQueueQuery,
  useGetQueueDepartmentsQuery,
  useModerateFeedbackMutation,
  useRevealContactMutation,
} = feedbackQueueApi;

/** A project's own photos (staff): add with stage and caption, order, remove. */
export const projectPhotosApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getProjectPhotos: build.query<Photo[], string>({
      query: (code) => `staff/projects/${encodeURIComponent(code)}/photos`,
      providesTags: (_r, _e, code) => [{ type: 'Project', id: code }],
    }),
    addProjectPhotos: build.mutation<Photo[], { code: string; body: FormData }>({
      query: ({ code, body }) => ({
        url: `staff/projects/${encodeURIComponent(code)}/photos`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { code }) => ['Audit', { type: 'Project', id: code }],
    }),
    orderProjectPhotos: build.mutation<null, { code: string; ids: number[] }>({
      query: ({ code, ids }) => ({
        url: `staff/projects/${encodeURIComponent(code)}/photos/order`,
        method: 'PUT',
        body: { ids },
      }),
      invalidatesTags: (_r, _e, { code }) => ['Audit', { type: 'Project', id: code }],
    }),
    removeProjectPhoto: build.mutation<null, { code: string; id: number }>({
      query: ({ id }) => ({ url: `staff/photos/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { code }) => ['Audit', { type: 'Project', id: code }],
    }),
  }),
});

export const {
  useGetProjectPhotosQuery,
  useAddProjectPhotosMutation,
  useOrderProjectPhotosMutation,
  useRemoveProjectPhotoMutation,
} = projectPhotosApi;
