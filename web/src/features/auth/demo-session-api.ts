import type { AuthUser as WireUser } from '@app/common/apps/auth';
import type { AppDispatch } from '@/lib/store/store';
import { loggedIn, type AuthUser } from './auth-slice';
import { writeAccessToken } from './token-storage';

/**
 * The portal's own (demo) sign-in: its login opens a session with an access token kept in
 * localStorage, and its refresh-token call renews that token (see token-renewal.ts).
 */

export type RefreshOutcome =
  | { kind: 'ok'; user: WireUser; accessToken: string }
  /** The service says the token is invalid or expired (401). */
  | { kind: 'invalid' }
  /** No answer (the mock service could not start, a network or server failure). */
  | { kind: 'unavailable'; message: string };

export interface SessionApi {
  refresh(accessToken: string): Promise<RefreshOutcome>;
}

/** The portal's user for the user a login, registration or refresh answers. */
export function toSessionUser(user: WireUser): AuthUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    avatar: user.avatar,
    loggedInWith: 'jwt',
  };
}

/** Opens a session after a successful login or registration. */
export function beginSession(
  dispatch: AppDispatch,
  result: { user: WireUser; accessToken: string },
): void {
  writeAccessToken(result.accessToken);
  dispatch(loggedIn(toSessionUser(result.user)));
}

/**
 * The demo sign-in's refresh-token call (POST /jwt/refresh-token), through the mock-backed API
 * (loaded on first use).
 */
export function mockServiceSessionApi(dispatch: AppDispatch): SessionApi {
  return {
    async refresh(accessToken) {
      const { authApi } = await import('./auth-api');
      const request = dispatch(authApi.endpoints.refreshToken.initiate({ accessToken }));
      try {
        const result = await request;
        if (result.data)
          return { kind: 'ok', user: result.data.userData, accessToken: result.data.accessToken };
        const error = result.error;
        if (error && 'status' in error && error.status === 401) return { kind: 'invalid' };
        const message =
          error && 'status' in error
            ? String(error.status)
            : (error?.message ?? 'The refresh-token call failed.');
        return { kind: 'unavailable', message };
      } catch (e) {
        return { kind: 'unavailable', message: e instanceof Error ? e.message : String(e) };
      } finally {
        request.reset();
      }
    },
  };
}
