import {
  userResponseSchema,
  usersListResponseSchema,
  type UserChanges,
  type UserRecord,
} from '@app/common/apps/users';
import { baseApi } from '@/lib/api/base-api';

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/users/list: every sample user (50); the screens filter and page them. */
    getUsers: build.query<UserRecord[], void>({
      query: () => 'users/list',
      transformResponse: (raw: unknown) => usersListResponseSchema.parse(raw).users,
      providesTags: (users) => [
        { type: 'User', id: 'LIST' },
        ...(users ?? []).map((u) => ({ type: 'User' as const, id: u.id })),
      ],
    }),

    /** GET /api/users/:id. */
    getUser: build.query<UserRecord, number>({
      query: (id) => `users/${id}`,
      transformResponse: (raw: unknown) => userResponseSchema.parse(raw).user,
      providesTags: (_u, _e, id) => [{ type: 'User', id }],
    }),

    /** POST /api/users/update: shown at once in the list and the view, undone if it fails. */
    updateUser: build.mutation<UserRecord, { id: number; changes: UserChanges }>({
      query: (body) => ({ url: 'users/update', method: 'POST', body }),
      transformResponse: (raw: unknown) => userResponseSchema.parse(raw).user,
      async onQueryStarted({ id, changes }, { dispatch, queryFulfilled }) {
        const apply = (user: UserRecord) => Object.assign(user, changes);
        const patches = [
          dispatch(
            usersApi.util.updateQueryData('getUsers', undefined, (users) => {
              const user = users.find((u) => u.id === id);
              if (user) apply(user);
            }),
          ),
          dispatch(usersApi.util.updateQueryData('getUser', id, apply)),
        ];
        try {
          const { data } = await queryFulfilled;
          dispatch(usersApi.util.upsertQueryData('getUser', id, data));
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
  }),
});

export const { useGetUsersQuery, useGetUserQuery, useUpdateUserMutation } = usersApi;
