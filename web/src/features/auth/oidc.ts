import {
  ErrorResponse,
  UserManager,
  WebStorageStateStore,
  type StateStore,
  type User,
  type UserManagerSettings,
} from 'oidc-client-ts';
import type { AuthUser } from './auth-slice';
import { safeReturnPath, type OidcConfig, type SignInFailure } from './oidc-config';
import { toPortalUser } from './provider-user';

/**
 * County staff sign-in with the provider the server names (oidc-client-ts: authorization code
 * with PKCE, refresh tokens, end-session logout). Loaded only when the provider is used: a click
 * on its button, the return from it, or restoring a session it opened.
 */

/** The token request names the API when the provider needs telling (RFC 8707 `resource`, or Auth0's `audience`). */
function audienceParams(audience: string | undefined): Record<string, string> {
  if (!audience) return {};
  return /^[a-z][a-z0-9+.-]*:/i.test(audience) ? { resource: audience } : { audience };
}

/**
 * The signed-in user's store: the ID and access tokens in localStorage (a reload or a new tab
 * stays signed in while the access token lasts), the refresh token in this page's memory only,
 * where another script cannot read it from storage. A page without it (after a reload, in a new
 * tab) renews through the provider's own session instead: a hidden frame at the provider with
 * prompt=none, which answers while that session lasts and the account may still sign in.
 */
export class RefreshTokenInMemoryStore implements StateStore {
  private readonly refreshTokens = new Map<string, string>();

  constructor(private readonly stored: StateStore) {}

  async set(key: string, value: string): Promise<void> {
    const user = JSON.parse(value) as Record<string, unknown>;
    if (typeof user.refresh_token === 'string') this.refreshTokens.set(key, user.refresh_token);
    else this.refreshTokens.delete(key);
    delete user.refresh_token;
    await this.stored.set(key, JSON.stringify(user));
  }

  async get(key: string): Promise<string | null> {
    const value = await this.stored.get(key);
    const refreshToken = this.refreshTokens.get(key);
    if (value === null || refreshToken === undefined) return value;
    return JSON.stringify({ ...(JSON.parse(value) as object), refresh_token: refreshToken });
  }

  async remove(key: string): Promise<string | null> {
    this.refreshTokens.delete(key);
    return this.stored.remove(key);
  }

  getAllKeys(): Promise<string[]> {
    return this.stored.getAllKeys();
  }
}

export function managerSettings(config: OidcConfig): UserManagerSettings {
  // The built-in provider issues tokens for the API without being asked (its default resource).
  const extra = audienceParams(config.provider === 'external' ? config.audience : undefined);
  return {
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    popup_redirect_uri: config.redirectUri,
    post_logout_redirect_uri: config.postLogoutRedirectUri,
    response_type: 'code',
    scope: config.scope,
    extraQueryParams: extra,
    extraTokenParams: extra,
    // Renewed a minute before the access token expires: with the refresh token this page holds,
    // else through the provider's session in a hidden frame that returns to the login page.
    automaticSilentRenew: true,
    silent_redirect_uri: config.redirectUri,
    userStore: new RefreshTokenInMemoryStore(
      new WebStorageStateStore({ store: globalThis.localStorage }),
    ),
  };
}

let cached: { key: string; manager: UserManager } | null = null;

export function userManager(config: OidcConfig): UserManager {
  const key = JSON.stringify(config);
  if (cached?.key !== key) cached = { key, manager: new UserManager(managerSettings(config)) };
  return cached.manager;
}

/** A sign-in the portal cannot use, with the reason the login page explains. */
export class SignInError extends Error {
  constructor(
    readonly failure: SignInFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

/** Why a sign-in failed: the provider's `error` (from the address or its answer), else a failure. */
export function failureOf(error: unknown, url?: string): SignInFailure {
  if (error instanceof SignInError) return error.failure;
  const fromUrl = url ? new URL(url).searchParams.get('error') : null;
  const code = error instanceof ErrorResponse ? error.error : fromUrl;
  if (code === 'access_denied' || fromUrl === 'access_denied') return 'cancelled';
  if (error instanceof Error && /popup|window closed/i.test(error.message)) return 'cancelled';
  return 'failed';
}

async function portalUserOf(config: OidcConfig, user: User): Promise<AuthUser> {
  const portal = toPortalUser(user, config);
  if (portal) return portal;
  // Signed in at the provider, but without a role here: keep no tokens that open nothing.
  await userManager(config).removeUser();
  throw new SignInError('norole', 'The account has no role in this portal.');
}

/**
 * The portal's language for the provider's pages (OpenID Connect's ui_locales): the page's own
 * `lang`, which the app keeps in step with the chosen language.
 */
function uiLocales(): string | undefined {
  return document.documentElement.lang || undefined;
}

/** Leaves for the provider's sign-in page; it sends the browser back to the login page. */
export async function beginSignIn(config: OidcConfig, returnTo: string): Promise<void> {
  await userManager(config).signinRedirect({
    state: { returnTo: safeReturnPath(returnTo) },
    ui_locales: uiLocales(),
  });
}

/**
 * Signs in in a pop-up window; the page stays where it is. With the built-in provider, closing
 * the window ends the wait (oidc-client-ts would otherwise wait for an answer that never comes):
 * it is on the portal's own origin, so the window's `closed` says what the user did. An external
 * provider's pages may cut the window off from this page (Cross-Origin-Opener-Policy), which
 * reads as closed too, so there the library's default stays.
 */
export async function signInWithPopup(config: OidcConfig): Promise<AuthUser> {
  const user = await userManager(config).signinPopup({
    ui_locales: uiLocales(),
    popupAbortOnClose: config.provider === 'embedded',
  });
  return portalUserOf(config, user);
}

/**
 * Handles the provider's return to `url` (`?code=&state=` or `?error=&state=`). In the main
 * window: the user and where to go next. In a pop-up: hands the answer to the opener and
 * resolves to null (the opener closes the window).
 */
export async function completeSignIn(
  config: OidcConfig,
  url: string,
): Promise<{ user: AuthUser; returnTo: string } | null> {
  const user = await userManager(config).signinCallback(url);
  if (!user) return null;
  const state = user.state as { returnTo?: unknown } | undefined;
  return { user: await portalUserOf(config, user), returnTo: safeReturnPath(state?.returnTo) };
}

/** The session kept from an earlier visit, renewed with its refresh token when it has expired. */
export async function restoreSignIn(config: OidcConfig): Promise<AuthUser | null> {
  const manager = userManager(config);
  let user = await manager.getUser();
  if (!user) return null;
  if (user.expired) {
    // With no refresh token in this page, through the provider's session (see the store).
    try {
      user = await manager.signinSilent();
    } catch {
      await manager.removeUser();
      return null;
    }
    if (!user) return null;
  }
  return toPortalUser(user, config);
}

/** The current access token, renewed first when it has expired; null when signed out. */
export async function accessToken(config: OidcConfig): Promise<string | null> {
  const manager = userManager(config);
  const user = await manager.getUser();
  if (!user) return null;
  if (!user.expired) return user.access_token;
  return renewAccessToken(config);
}

/** A fresh access token from the refresh token; null when the provider refuses. */
export async function renewAccessToken(config: OidcConfig): Promise<string | null> {
  try {
    const user = await userManager(config).signinSilent();
    return user?.access_token ?? null;
  } catch {
    return null;
  }
}

/** Forgets the provider's tokens in this browser (the provider's own session is left alone). */
export async function forgetSignIn(config: OidcConfig): Promise<void> {
  await userManager(config).removeUser();
}

/** The ID token to name the session when ending it at the provider. */
export async function idTokenHint(config: OidcConfig): Promise<string | undefined> {
  return (await userManager(config).getUser())?.id_token;
}

/** Revokes the refresh token where the provider offers revocation (never throws). */
export async function revokeRefreshToken(config: OidcConfig): Promise<void> {
  try {
    await userManager(config).revokeTokens(['refresh_token']);
  } catch {
    // No revocation endpoint, or nothing left to revoke: ending the session still signs out.
  }
}

/**
 * Ends the session at the provider (its end-session endpoint, named by the ID token), which then
 * sends the browser to the post-logout address. Throws when the provider cannot be reached or
 * has no end-session endpoint.
 */
export async function endProviderSession(config: OidcConfig, idToken?: string): Promise<void> {
  const manager = userManager(config);
  const language = uiLocales();
  await manager.signoutRedirect({
    id_token_hint: idToken,
    post_logout_redirect_uri: config.postLogoutRedirectUri,
    ...(language ? { extraQueryParams: { ui_locales: language } } : {}),
  });
}

/** Reports renewed tokens and a session that ended; returns the unsubscribe. */
export function watchSignIn(
  config: OidcConfig,
  handlers: { onRenewed: (user: AuthUser) => void; onExpired: () => void },
): () => void {
  const { events } = userManager(config);
  const loaded = (user: User) => {
    const portal = toPortalUser(user, config);
    if (portal) handlers.onRenewed(portal);
    else handlers.onExpired();
  };
  const expired = () => handlers.onExpired();
  // A refused refresh (revoked, or the provider's session ended): the session is over.
  const renewFailed = (error: Error) => {
    if (error instanceof ErrorResponse && error.error === 'invalid_grant') handlers.onExpired();
  };
  events.addUserLoaded(loaded);
  events.addAccessTokenExpired(expired);
  events.addSilentRenewError(renewFailed);
  return () => {
    events.removeUserLoaded(loaded);
    events.removeAccessTokenExpired(expired);
    events.removeSilentRenewError(renewFailed);
  };
}
