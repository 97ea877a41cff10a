/**
 * Which session a visitor brought back, read straight from storage: the access token of the
 * portal's own login and the kind of session. Import-free, so the shell can tell at its first
 * render that nobody is signed in (the auth feature writes these, see token-storage.ts).
 * Storage may be unavailable (private mode, blocked cookies): then nothing is stored.
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const SESSION_PROVIDER_KEY = 'auth-provider';

export type SessionProvider = 'jwt' | 'oidc';

export function storageArea(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readAccessToken(): string | null {
  try {
    const token = storageArea()?.getItem(ACCESS_TOKEN_KEY) ?? null;
    return token && token.trim() !== '' ? token : null;
  } catch {
    return null;
  }
}

/** The kind of the stored session, or null when none is stored. */
export function readSessionProvider(): SessionProvider | null {
  try {
    const value = storageArea()?.getItem(SESSION_PROVIDER_KEY);
    if (value === 'jwt' || value === 'oidc') return value;
    // A token without a recorded provider comes from the portal's own login.
    return readAccessToken() ? 'jwt' : null;
  } catch {
    return null;
  }
}

/**
 * Whether a signed-out state may still turn into a session: one is being restored, or one is
 * stored and its restore has not begun (the session's code loads after the first paint). With
 * nothing stored, a visitor is known at once.
 */
export function restoringSession(status: string): boolean {
  return status === 'loading' || (status === 'idle' && readSessionProvider() !== null);
}
