import { useCallback } from 'react';
import { AUTH_MESSAGES } from '@app/common/apps/auth-constants';
import type { LoginBody, RegisterBody, RegisterError } from '@app/common/apps/auth';
import { useAppDispatch } from '@/lib/store/hooks';
import { useLoginUserMutation, useRegisterUserMutation } from './auth-api';
import { beginSession } from './demo-session-api';

/**
 * Signs in with email and password and opens the session. Resolves to null on success, or the
 * message to show: the server's ("Email Or Password Invalid") or the default one when the call
 * fails ("Something went wrong").
 */
export function useSignIn(): (credentials: LoginBody) => Promise<string | null> {
  const dispatch = useAppDispatch();
  const [loginUser] = useLoginUserMutation();
  return useCallback(
    async (credentials) => {
      try {
        const data = await loginUser(credentials).unwrap();
        if ('error' in data) return data.error || AUTH_MESSAGES.defaultLoginError;
        beginSession(dispatch, data);
        return null;
      } catch {
        return AUTH_MESSAGES.defaultLoginError;
      }
    },
    [dispatch, loginUser],
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
  const [registerUser] = useRegisterUserMutation();
  return useCallback(
    async (body) => {
      try {
        const data = await registerUser(body).unwrap();
        if ('error' in data) return { ok: false, fields: data.error };
        beginSession(dispatch, data);
        return { ok: true };
      } catch {
        return { ok: false, message: AUTH_MESSAGES.defaultLoginError };
      }
    },
    [dispatch, registerUser],
  );
}
