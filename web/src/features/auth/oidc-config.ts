import { LOGIN_PATH } from '@/config/paths';

/**
 * The county's single sign-on (OpenID Connect), configured at build time:
 * VITE_OIDC_AUTHORITY (the provider's address), VITE_OIDC_CLIENT_ID and VITE_OIDC_REDIRECT_URI
 * (where the provider sends the browser back; defaults to this portal's /pages/login).
 * This module is small on purpose: the client library loads only when the provider is used.
 */
export interface OidcConfig {
  authority: string;
  clientId: string;
  redirectUri: string;
}

type Env = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function defaultRedirectUri(): string {
  const origin = globalThis.location?.origin ?? '';
  return `${origin}${LOGIN_PATH}`;
}

/** The configuration, or null when the provider is not configured for this build. */
export function readOidcConfig(env: Env = import.meta.env as Env): OidcConfig | null {
  const authority = text(env.VITE_OIDC_AUTHORITY);
  const clientId = text(env.VITE_OIDC_CLIENT_ID);
  if (authority === '' || clientId === '') return null;
  return {
    authority,
    clientId,
    redirectUri: text(env.VITE_OIDC_REDIRECT_URI) || defaultRedirectUri(),
  };
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
