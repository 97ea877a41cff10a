import { http, HttpResponse } from 'msw';
import {
  AUTH_MESSAGES,
  loginBodySchema,
  refreshTokenBodySchema,
  registerBodySchema,
  type AuthUser,
  type RegisterError,
} from '@app/common/apps/auth';
import { signAccessToken, verifyAccessToken } from '../auth';
import type { LoginRecord } from '../data/auth';
import { buildLoginRecords } from '../data/auth';
import { db, defineCollection } from '../db';
import { apiPath, errorResponse, guarded, initialsAvatar, nextId, parseBody } from '../utils';

/** The user as answered: no password, logged in with jwt. */
function toAuthUser(record: LoginRecord): AuthUser {
  return {
    id: record.id,
    fullName: record.name,
    name: record.name,
    username: record.username,
    email: record.email,
    role: record.role,
    avatar: record.avatar,
    loggedInWith: 'jwt',
  };
}

const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

defineCollection('logins', buildLoginRecords);

export const authHandlers = [
  http.post(
    apiPath('/api/authenticate/login/user'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, loginBodySchema);
      if (!body.ok) return body.response;
      const { email, password } = body.data;
      const record = db.logins.find(
        (login) => sameEmail(login.email, email) && login.password === password,
      );
      if (record === undefined) return HttpResponse.json({ error: AUTH_MESSAGES.invalidLogin });
      const accessToken = await signAccessToken(record.id);
      return HttpResponse.json({ user: toAuthUser(record), accessToken });
    }),
  ),

  /** Either failure answers `{ error: { email, name } }` (status 200) and adds nobody. */
  http.post(
    apiPath('/api/authenticate/register/user'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, registerBodySchema);
      if (!body.ok) return body.response;
      const { email, password, name } = body.data;
      const error: RegisterError = {
        email: db.logins.some((login) => sameEmail(login.email, email))
          ? AUTH_MESSAGES.emailInUse
          : null,
        name: name.trim() === '' ? AUTH_MESSAGES.emptyName : null,
      };
      if (error.email !== null || error.name !== null) return HttpResponse.json({ error });
      const fullName = name.trim();
      const record: LoginRecord = {
        id: nextId(db.logins),
        email: email.trim(),
        password,
        name: fullName,
        username: email.trim().split('@')[0] ?? email,
        role: 'editor',
        avatar: initialsAvatar(fullName),
      };
      db.logins.push(record);
      const accessToken = await signAccessToken(record.id);
      return HttpResponse.json({ user: toAuthUser(record), accessToken });
    }),
  ),

  /** A fresh token for a valid one; 401 `Invalid access token` otherwise. */
  http.post(
    apiPath('/api/authenticate/refresh-token'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, refreshTokenBodySchema);
      if (!body.ok) return body.response;
      const userId = await verifyAccessToken(body.data.accessToken);
      const record = db.logins.find((login) => login.id === userId);
      if (userId === null || record === undefined) {
        return errorResponse(401, AUTH_MESSAGES.invalidToken);
      }
      const accessToken = await signAccessToken(record.id);
      return HttpResponse.json({ userData: toAuthUser(record), accessToken });
    }),
  ),
];
