import { useCallback, useEffect } from 'react';
import { AUTH_MESSAGES } from '@app/common/apps/auth-constants';
import type { LoginBody, RegisterBody, RegisterError } from '@app/common/apps/auth';
import { useAppDispatch } from '@/lib/store/hooks';
import { beginSession } from './demo-session-api';

/**
 * The demo account calls and their response checks (RTK Query and the contract's zod schemas):
 * loaded once the page is drawn, not with it, as a sign-in page's first paint on a phone waits
 * for every script it names.
 */
const loadAuthApi = () => import('./auth-api').then((m) => m.authApi);

/** Starts loading the calls once the page using them is on screen. */
function useAuthApiSoon(): void {
  useEffect(() => {
    void loadAuthApi().catch(() => undefined);
  }, []);
}

/**
 * Signs in with email and password and opens the session. Resolves to null on success, or the
 * message to show: the server's ("Email Or Password Invalid") or the default one when the call
 * fails ("Something went wrong").
 */
export function useSignIn(): (credentials: LoginBody) => Promise<string | null> {
  const dispatch = useAppDispatch();
  useAuthApiSoon();
  return useCallback(
    async (credentials) => {
      try {
        const authApi = await loadAuthApi();
        const call = dispatch(authApi.endpoints.loginUser.initiate(credentials));
        const data = await call.unwrap().finally(() => call.reset());
        if ('error' in data) return data.error || AUTH_MESSAGES.defaultLoginError;
        beginSession(dispatch, data);
        return null;
      } catch {
        return AUTH_MESSAGES.defaultLoginError;
      }
    },
    [dispatch],
  );
}

export type SignUpResult =
  | { ok: true }
  /** The service's messages on the email and name fields, either or both. */
  | { ok: false; fields: RegisterError }
  | { ok: false; message: string };

/** Registers the account and opens its session. */
export function useSignUp(): (body: RegisterBody) => Promise<SignUpResult> {
  const dispatch = useAppDispatch();
  useAuthApiSoon();
  return useCallback(
    async (body) => {
      try {
        const authApi = await loadAuthApi();
        const call = dispatch(authApi.endpoints.registerUser.initiate(body));
        const data = await call.unwrap().finally(() => call.reset());
        if ('error' in data) return { ok: false, fields: data.error };
        beginSession(dispatch, data);
        return { ok: true };
      } catch {
        return { ok: false, message: AUTH_MESSAGES.defaultLoginError };
      }
    },
    [dispatch],
  );
}
