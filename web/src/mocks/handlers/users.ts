import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { idParamSchema } from '@app/common/apps/primitives';
import {
  USERS_DEFAULT_PAGE_SIZE,
  updateUserBodySchema,
  usersListQuerySchema,
} from '@app/common/apps/users';
import { buildUsers } from '../data/users';
import { db, defineCollection } from '../db';
import {
  apiPath,
  errorResponse,
  formatIssues,
  guarded,
  matchesQuery,
  notFound,
  paginate,
  parseBody,
  parseQuery,
} from '../utils';

defineCollection('users', buildUsers);

export const usersHandlers = [
  /** `{ users, total }`; with no parameters every user. */
  http.get(
    apiPath('/api/users/list'),
    guarded(({ request }) => {
      const query = parseQuery(request, usersListQuerySchema);
      if (!query.ok) return query.response;
      const { q, role, status, page, perPage } = query.data;
      const matches = db.users.filter(
        (user) =>
          (role === undefined || user.role === role) &&
          (status === undefined || user.status === status) &&
          matchesQuery(q, user.name, user.username, user.email),
      );
      if (page === undefined && perPage === undefined) {
        return HttpResponse.json({ users: matches, total: matches.length });
      }
      const { data } = paginate(matches, page ?? 1, perPage ?? USERS_DEFAULT_PAGE_SIZE);
      return HttpResponse.json({ users: data, total: matches.length });
    }),
  ),

  http.get(
    apiPath('/api/users/:id'),
    guarded(({ params }) => {
      const parsed = z.object({ id: idParamSchema }).safeParse(params);
      if (!parsed.success) return errorResponse(400, formatIssues(parsed.error, 'user id'));
      const user = db.users.find((item) => item.id === parsed.data.id);
      return user === undefined ? notFound('user', parsed.data.id) : HttpResponse.json({ user });
    }),
  ),

  /** Changes some fields of a user; a username another user has is refused (409), nothing changed. */
  http.post(
    apiPath('/api/users/update'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, updateUserBodySchema);
      if (!body.ok) return body.response;
      const { id, changes } = body.data;
      const index = db.users.findIndex((user) => user.id === id);
      const current = db.users[index];
      if (current === undefined) return notFound('user', id);
      const username = changes.username?.toLowerCase();
      if (
        username !== undefined &&
        db.users.some((user) => user.id !== id && user.username.toLowerCase() === username)
      ) {
        return errorResponse(409, `username: ${changes.username} is already taken`);
      }
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      );
      const user = { ...current, ...defined, id };
      db.users[index] = user;
      return HttpResponse.json({ user });
    }),
  ),
];
