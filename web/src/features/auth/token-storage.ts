/**
 * Where the session lives between visits: the access token of the portal's own login, and which
 * kind of session it is. Storage may be unavailable (private mode, blocked cookies): then the
 * session lasts for this visit only.
 */
import { decodeJwt } from 'jose';
import { ACCESS_TOKEN_KEY, SESSION_PROVIDER_KEY, storageArea } from '@/lib/stored-session';

export {
  ACCESS_TOKEN_KEY,
  SESSION_PROVIDER_KEY,
  readAccessToken,
  readSessionProvider,
  type SessionProvider,
} from '@/lib/stored-session';

/** Keeps the token of a session opened by the portal's own login. */
export function writeAccessToken(token: string): void {
  try {
    storageArea()?.setItem(ACCESS_TOKEN_KEY, token);
    storageArea()?.setItem(SESSION_PROVIDER_KEY, 'jwt');
  } catch {
    /* not persisted: the session still works until the page is closed */
  }
}

/** Records a session held by the county's identity provider (its tokens live in its own store). */
export function writeProviderSession(): void {
  try {
    storageArea()?.removeItem(ACCESS_TOKEN_KEY);
    storageArea()?.setItem(SESSION_PROVIDER_KEY, 'oidc');
  } catch {
    /* not persisted */
  }
}

export function clearStoredSession(): void {
  try {
    storageArea()?.removeItem(ACCESS_TOKEN_KEY);
    storageArea()?.removeItem(SESSION_PROVIDER_KEY);
  } catch {
    /* nothing stored */
  }
}

export interface TokenTimes {
  /** Expiry, in milliseconds since the epoch. */
  expiresAt: number;
  /** Issue time in milliseconds since the epoch, when the token says. */
  issuedAt: number | null;
}

/**
 * Reads `exp` and `iat` of a JWT without checking its signature: only the service that signed it
 * can tell whether it is genuine. Used to plan the renewal and to drop a token that has plainly
 * expired without asking. Null for anything that is not a JWT with a numeric `exp`.
 */
export function readTokenTimes(token: string): TokenTimes | null {
  try {
    const { exp, iat } = decodeJwt(token);
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
    return {
      expiresAt: exp * 1000,
      issuedAt: typeof iat === 'number' && Number.isFinite(iat) ? iat * 1000 : null,
    };
  } catch {
    return null;
  }
}
