import { usersListResponseSchema, type UserRecord } from '@app/common/apps/users';
import { baseApi } from '@/lib/api/base-api';

/** The mock's users, for the async select and the form's "email already taken" check. */
export const formsUsersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/users/list?q: the first ten users whose name, username or email contain `q`. */
    searchDemoUsers: build.query<UserRecord[], string>({
      query: (q) => ({ url: 'users/list', params: { q, page: 1, perPage: 10 } }),
      transformResponse: (response: unknown) => usersListResponseSchema.parse(response).users,
    }),
  }),
});

/** True when a user of the mock already has this address (case does not matter). */
export function isEmailTaken(users: readonly UserRecord[], email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return users.some((user) => user.email.toLowerCase() === wanted);
}
