import { createApi, fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ensureMockService } from '@/lib/mock-service';
import { dynamicMiddleware, rootReducer } from '@/lib/store/root-reducer';

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/api' });

/** Sample-app calls go to the mock service, so they wait until its worker runs. */
const mockBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  try {
    await ensureMockService();
  } catch (e) {
    return {
      error: { status: 'CUSTOM_ERROR', error: e instanceof Error ? e.message : String(e) },
    };
  }
  return rawBaseQuery(args, api, extra);
};

/** One API slice for the mock-backed base URL; features add endpoints with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: mockBaseQuery,
  tagTypes: ['Bookmark', 'Mail', 'Chat', 'Todo', 'Event', 'User', 'Product', 'Auth'],
  endpoints: () => ({}),
});

declare module '@/lib/store/root-reducer' {
  export interface LazyLoadedSlices {
    api: ReturnType<typeof baseApi.reducer>;
  }
}

rootReducer.inject(baseApi);
dynamicMiddleware.addMiddleware(baseApi.middleware);
