import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { Role } from '@/lib/roles';
import type { AuthUser } from './auth-slice';
import { safeReturnPath, type OidcConfig } from './oidc-config';

/**
 * Sign-in with the county's OpenID Connect provider. Loaded only when the provider is used
 * (a click on its button, the return from it, or restoring a session it opened).
 */

let cached: { key: string; manager: UserManager } | null = null;

export function userManager(config: OidcConfig): UserManager {
  const key = `${config.authority}|${config.clientId}|${config.redirectUri}`;
  if (cached?.key !== key) {
    cached = {
      key,
      manager: new UserManager({
        authority: config.authority,
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        response_type: 'code',
        scope: 'openid profile email',
        automaticSilentRenew: true,
        userStore: new WebStorageStateStore({ store: globalThis.localStorage }),
      }),
    };
  }
  return cached.manager;
}

function roleFrom(profile: User['profile']): Role {
  const claims = [profile.role, profile.roles, profile.groups].flat();
  return claims.includes('admin') ? 'admin' : 'editor';
}

/**
 * The portal's user for a provider's user. The menu role is `admin` when the provider's `role`,
 * `roles` or `groups` claim says so, `editor` otherwise (what a role may change is checked by
 * the server, never by this menu role).
 */
export function toPortalUser(user: User): AuthUser {
  const { profile } = user;
  const name = profile.name ?? profile.preferred_username ?? profile.email ?? profile.sub;
  const picture =
    typeof profile.picture === 'string' && profile.picture.startsWith('https://')
      ? profile.picture
      : undefined;
  return {
    id: 0,
    name,
    email: profile.email ?? '',
    role: roleFrom(profile),
    avatar: picture,
    loggedInWith: 'oidc',
  };
}

/** Leaves for the provider's sign-in page; it sends the browser back to the redirect address. */
export async function beginSignIn(config: OidcConfig, returnTo: string): Promise<void> {
  await userManager(config).signinRedirect({ state: { returnTo: safeReturnPath(returnTo) } });
}

/** Handles the return from the provider (`?code=&state=` in `url`), then loads the user. */
export async function completeSignIn(
  config: OidcConfig,
  url: string,
): Promise<{ user: AuthUser; returnTo: string }> {
  const user = await userManager(config).signinRedirectCallback(url);
  const state = user.state as { returnTo?: unknown } | undefined;
  return { user: toPortalUser(user), returnTo: safeReturnPath(state?.returnTo) };
}

/** The provider's session kept from an earlier visit, if it has not expired. */
export async function restoreSignIn(config: OidcConfig): Promise<AuthUser | null> {
  const user = await userManager(config).getUser();
  return user && !user.expired ? toPortalUser(user) : null;
}

/** Forgets the provider's tokens in this browser (the provider's own session is left alone). */
export async function forgetSignIn(config: OidcConfig): Promise<void> {
  await userManager(config).removeUser();
}

/** Reports renewed tokens and an expired session; returns the unsubscribe. */
export function watchSignIn(
  config: OidcConfig,
  handlers: { onRenewed: (user: AuthUser) => void; onExpired: () => void },
): () => void {
  const { events } = userManager(config);
  const loaded = (user: User) => handlers.onRenewed(toPortalUser(user));
  const expired = () => handlers.onExpired();
  events.addUserLoaded(loaded);
  events.addAccessTokenExpired(expired);
  return () => {
    events.removeUserLoaded(loaded);
    events.removeAccessTokenExpired(expired);
  };
}
