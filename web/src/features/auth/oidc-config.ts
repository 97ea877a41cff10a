import { LOGIN_PATH } from '@/config/paths';

/**
 * The county's sign-in provider (OpenID Connect), as the server describes it at run time
 * (`GET /api/v1/auth/config`), so one build serves any county: the built-in provider by default,
 * or the county's own (Keycloak, Entra ID, Auth0 …) when the server is configured for it.
 * Fetched only when a sign-in, its return or a stored provider session needs it, then kept for
 * the page's life. This module is small on purpose: the client library loads with oidc.ts.
 */
export interface OidcConfig {
  provider: 'embedded' | 'external';
  /** The issuer: where the discovery document lives. */
  authority: string;
  clientId: string;
  /** Absolute address the provider sends the browser back to (the login page). */
  redirectUri: string;
  /** Absolute address the provider sends the browser to after signing out. */
  postLogoutRedirectUri: string;
  scope: string;
  /** The API the access token is for, when the provider needs to be told. */
  audience?: string;
  /** Where the roles sit in the token's claims: `roles`, or a dotted path (`realm_access.roles`). */
  rolesClaim: string;
}

export const AUTH_CONFIG_URL = '/api/v1/auth/config';

export class AuthConfigError extends Error {
  override name = 'AuthConfigError';
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A path of this origin (`/pages/login`), or the fallback. */
function pathOf(value: unknown, fallback: string): string {
  const path = text(value);
  return path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The server's answer checked and turned into the client's settings; throws when it is unusable. */
export function parseAuthConfig(raw: unknown, origin = globalThis.location.origin): OidcConfig {
  if (!raw || typeof raw !== 'object') throw new AuthConfigError('The sign-in settings are empty.');
  const body = raw as Record<string, unknown>;
  const authority = text(body.authority);
  const clientId = text(body.clientId);
  if (!isHttpUrl(authority)) throw new AuthConfigError('The sign-in settings name no provider.');
  if (clientId === '') throw new AuthConfigError('The sign-in settings name no client.');
  const audience = text(body.audience);
  return {
    provider: body.provider === 'external' ? 'external' : 'embedded',
    authority,
    clientId,
    redirectUri: `${origin}${pathOf(body.redirectPath, LOGIN_PATH)}`,
    postLogoutRedirectUri: `${origin}${pathOf(body.postLogoutPath, '/')}`,
    scope: text(body.scope) || 'openid profile email offline_access roles',
    ...(audience ? { audience } : {}),
    rolesClaim: text(body.rolesClaim) || 'roles',
  };
}

let cached: Promise<OidcConfig> | null = null;

/**
 * The provider's settings from the server, fetched once per page (a failure is not kept, so the
 * next attempt asks again).
 */
export function loadOidcConfig(fetchImpl: typeof fetch = globalThis.fetch): Promise<OidcConfig> {
  if (!cached) {
    const pending = (async () => {
      let response: Response;
      try {
        response = await fetchImpl(AUTH_CONFIG_URL, { headers: { Accept: 'application/json' } });
      } catch {
        throw new AuthConfigError('The sign-in settings could not be fetched.');
      }
      if (!response.ok) {
        throw new AuthConfigError(`The sign-in settings answered ${response.status}.`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new AuthConfigError('The sign-in settings are not JSON.');
      }
      return parseAuthConfig(body);
    })();
    cached = pending;
    pending.catch(() => {
      if (cached === pending) cached = null;
    });
  }
  return cached;
}

/** Forgets the fetched settings; for tests. */
export function resetOidcConfig(): void {
  cached = null;
}

/** True when the address is the provider sending the browser back (`?code=` or `?error=`, with `state`). */
export function isOidcCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

/** A path inside this portal to return to; anything else (other sites, `//host`) becomes `/`. */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return fallback;
  }
  return value;
}

/** Why a sign-in with the provider did not complete, as the login page explains it. */
export type SignInFailure = 'cancelled' | 'norole' | 'failed' | 'unavailable';

export const SIGN_IN_FAILURES: readonly SignInFailure[] = [
  'cancelled',
  'norole',
  'failed',
  'unavailable',
];

export const isSignInFailure = (value: unknown): value is SignInFailure =>
  SIGN_IN_FAILURES.includes(value as SignInFailure);

/** The login page explaining `failure`. */
export const signInFailedPath = (failure: SignInFailure): string => `${LOGIN_PATH}?sso=${failure}`;
