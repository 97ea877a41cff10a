import type { ModerationAction, QueueItem, QueuePage } from '@app/common/feedback';
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
    revealContact: build.mutation<{ phone: string | null; email: string | null }, number>({
      query: (id) => ({ url: `staff/feedback/${id}/contact`, method: 'POST' }),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const { useGetFeedbackQueueQuery, useModerateFeedbackMutation, useRevealContactMutation } =
  feedbackQueueApi;
