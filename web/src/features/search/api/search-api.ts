import {
  applyStar,
  bookmarksResponseSchema,
  updateBookmarkResponseSchema,
  type Bookmark,
} from '@app/common/apps/bookmarks';
import { mainSearchResponseSchema, type SearchGroup } from '@app/common/apps/search';
import { baseApi } from '@/lib/api/base-api';

export interface UpdateBookmarkArgs {
  id: number;
  starred: boolean;
}

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/main-search/data: the Pages, Files and Contacts groups. */
    getMainSearch: build.query<SearchGroup[], void>({
      query: () => 'main-search/data',
      transformResponse: (response: unknown) =>
        mainSearchResponseSchema.parse(response).searchResult,
    }),

    /** GET /api/search/bookmarks/data: every bookmarkable page, in star order. */
    getBookmarks: build.query<Bookmark[], void>({
      query: () => 'search/bookmarks/data',
      transformResponse: (response: unknown) =>
        bookmarksResponseSchema.parse(response).searchResult,
      providesTags: ['Bookmark'],
    }),

    /**
     * POST /api/update/bookmarks. The list changes at once with the same rule as the server
     * (`applyStar`); a failure puts it back and reloads the list.
     */
    updateBookmark: build.mutation<Bookmark, UpdateBookmarkArgs>({
      query: ({ id, starred }) => ({
        url: 'update/bookmarks',
        method: 'POST',
        body: { id, starred },
      }),
      transformResponse: (response: unknown) =>
        updateBookmarkResponseSchema.parse(response).bookmark,
      async onQueryStarted({ id, starred }, { dispatch, getState, queryFulfilled }) {
        const cached = searchApi.endpoints.getBookmarks.select()(getState()).data;
        if (!cached) {
          await queryFulfilled.catch(() => undefined);
          dispatch(searchApi.util.invalidateTags(['Bookmark']));
          return;
        }
        const next = applyStar(cached, id, starred);
        const patch = dispatch(
          searchApi.util.updateQueryData('getBookmarks', undefined, () => next),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
          dispatch(searchApi.util.invalidateTags(['Bookmark']));
        }
      },
    }),
  }),
});

export const { useGetMainSearchQuery, useGetBookmarksQuery, useUpdateBookmarkMutation } = searchApi;
