import { decodeJwt } from 'jose';
import type { IdTokenClaims } from 'oidc-client-ts';
import { ROLES, type Role } from '@/lib/roles';
import type { AuthUser } from './auth-slice';
import type { OidcConfig } from './oidc-config';

/**
 * The portal's user for the provider's tokens. Kept apart from the client library so the rules
 * (which claim holds the roles, which role wins) are plain functions.
 */

/** The roles at `path` (`roles`, or dotted like `realm_access.roles`): an array, or a string of names. */
export function rolesAt(
  claims: Record<string, unknown> | null | undefined,
  path: string,
): string[] {
  let value: unknown = claims;
  for (const key of path.split('.')) {
    if (!value || typeof value !== 'object') return [];
    value = (value as Record<string, unknown>)[key];
  }
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return [];
}

/** The portal role for the token's roles: admin over editor; null when it holds neither. */
export function portalRole(roles: readonly string[]): Role | null {
  const names = new Set(roles.map((r) => r.trim().toLowerCase()));
  return ROLES.find((role) => names.has(role)) ?? null;
}

function accessTokenClaims(accessToken: string | undefined): Record<string, unknown> | null {
  if (!accessToken) return null;
  try {
    return decodeJwt(accessToken);
  } catch {
    // An opaque access token (not a JWT): its claims are the provider's business.
    return null;
  }
}

export interface ProviderTokens {
  profile: IdTokenClaims;
  access_token?: string;
}

/**
 * The portal's user, with the role from the roles claim of the ID token (or userinfo), else of
 * the access token; null when neither names a portal role (the API would refuse every staff call).
 */
export function toPortalUser(
  user: ProviderTokens,
  config: Pick<OidcConfig, 'rolesClaim' | 'provider'>,
): AuthUser | null {
  const { profile } = user;
  const roles = [
    ...rolesAt(profile as Record<string, unknown>, config.rolesClaim),
    ...rolesAt(accessTokenClaims(user.access_token), config.rolesClaim),
  ];
  const role = portalRole(roles);
  if (!role) return null;
  const name = profile.name ?? profile.preferred_username ?? profile.email ?? profile.sub;
  const picture =
    typeof profile.picture === 'string' && profile.picture.startsWith('https://')
      ? profile.picture
      : undefined;
  return {
    id: 0,
    sub: profile.sub,
    name,
    email: profile.email ?? '',
    role,
    avatar: picture,
    loggedInWith: 'oidc',
    provider: config.provider,
  };
}
