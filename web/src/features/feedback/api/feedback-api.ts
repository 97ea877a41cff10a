import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type {
  FeedbackFigures,
  FeedbackPage,
  FeedbackReceipt,
  FollowedFeedback,
} from '@app/common/feedback';
import { dynamicMiddleware, rootReducer } from '@/lib/store/root-reducer';

/** Residents' side of feedback: the published list, sending, following, withdrawing, figures. */
export const feedbackApi = createApi({
  reducerPath: 'feedbackApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api/v1', cache: 'no-cache' }),
  tagTypes: ['Feedback'],
  endpoints: (build) => ({
    getProjectFeedback: build.query<FeedbackPage, { code: string; page: number }>({
      query: ({ code, page }) =>
        `feedback?project=${encodeURIComponent(code)}&page=${page}&limit=10`,
      providesTags: ['Feedback'],
    }),
    sendFeedback: build.mutation<FeedbackReceipt, FormData>({
      query: (body) => ({ url: 'feedback', method: 'POST', body }),
    }),
    getFollowed: build.query<FollowedFeedback, string>({
      query: (token) => `feedback/follow/${encodeURIComponent(token)}`,
      providesTags: ['Feedback'],
    }),
    withdrawFeedback: build.mutation<FollowedFeedback, string>({
      query: (token) => ({
        url: `feedback/follow/${encodeURIComponent(token)}/withdraw`,
        method: 'POST',
      }),
      invalidatesTags: ['Feedback'],
    }),
    getFeedbackFigures: build.query<FeedbackFigures, string>({
      query: (search) => `feedback/figures${search}`,
    }),
  }),
});

declare module '@/lib/store/root-reducer' {
  export interface LazyLoadedSlices {
    feedbackApi: ReturnType<typeof feedbackApi.reducer>;
  }
}

rootReducer.inject(feedbackApi);
dynamicMiddleware.addMiddleware(feedbackApi.middleware);

export const {
  useGetProjectFeedbackQuery,
  useSendFeedbackMutation,
  useGetFollowedQuery,
  useWithdrawFeedbackMutation,
  useGetFeedbackFiguresQuery,
} = feedbackApi;

/** The server's message of a failed call (it names the field or file), or null. */
export function errorMessage(error: unknown): string | null {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data)
      return String((data as { message: unknown }).message);
  }
  return null;
}
