import type { UsageAnswer } from '@app/common/staff';
import { staffApi } from '@/lib/api/staff-api';
import { saveBlob } from '@/lib/save-blob';

export interface UsageRange {
  from: string;
  to: string;
}

const rangeQuery = ({ from, to }: UsageRange) => `?${new URLSearchParams({ from, to }).toString()}`;

/** The portal's usage figures (admins): page views, API calls, downloads, searches, projects. */
export const usageApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getUsage: build.query<UsageAnswer, UsageRange>({
      query: (range) => `usage${rangeQuery(range)}`,
      providesTags: ['Usage'],
    }),
    /** The same figures as CSV, saved as a file (the call needs the bearer token, a link cannot). */
    downloadUsageCsv: build.mutation<null, UsageRange>({
      query: (range) => ({
        url: `usage.csv${rangeQuery(range)}`,
        responseHandler: async (response) => {
          if (!response.ok) return response.json().catch(() => null);
          saveBlob(await response.blob(), `usage-${range.from}-${range.to}.csv`);
          return null;
        },
      }),
    }),
  }),
});

export const { useGetUsageQuery, useDownloadUsageCsvMutation } = usageApi;
