import type { AppDispatch } from '@/lib/store/store';
import { loggedIn, loggedOut, type AuthUser } from './auth-slice';
import { loadOidcConfig, type SignInFailure } from './oidc-config';
import { clearStoredSession, writeProviderSession } from './token-storage';

/**
 * The actions of county staff sign-in that pages and the user menu start: leave for the
 * provider, sign in in a pop-up, sign out (ending the provider's session). The provider's
 * settings and client library load here, on first use.
 */

export type StaffSignInResult =
  { ok: true; user?: AuthUser } | { ok: false; failure: SignInFailure };

/** Leaves for the provider's sign-in page; resolves only when it could not be opened. */
export async function startStaffSignIn(returnTo: string): Promise<StaffSignInResult> {
  let config;
  try {
    config = await loadOidcConfig();
  } catch {
    return { ok: false, failure: 'unavailable' };
  }
  try {
    const { beginSignIn } = await import('./oidc');
    await beginSignIn(config, returnTo);
    return { ok: true };
  } catch {
    return { ok: false, failure: 'unavailable' };
  }
}

/** Signs in in a pop-up window and opens the session here; the page stays. */
export async function staffSignInWithPopup(dispatch: AppDispatch): Promise<StaffSignInResult> {
  let config;
  try {
    config = await loadOidcConfig();
  } catch {
    return { ok: false, failure: 'unavailable' };
  }
  const oidc = await import('./oidc');
  try {
    const user = await oidc.signInWithPopup(config);
    writeProviderSession();
    dispatch(loggedIn(user));
    void import('./apply-saved-language').then((m) => m.applySavedLanguage());
    return { ok: true, user };
  } catch (e) {
    return { ok: false, failure: oidc.failureOf(e) };
  }
}

/**
 * Signs `user` out. County staff: the tokens are revoked and forgotten here, then the browser
 * goes to the provider's end-session page, which returns to `/`; if the provider cannot be
 * reached the user is signed out here all the same. Demo accounts: the session ends here.
 */
export async function signOut(dispatch: AppDispatch, user: AuthUser | null): Promise<void> {
  if (user?.loggedInWith !== 'oidc') {
    dispatch(loggedOut());
    return;
  }
  let ending: (() => Promise<void>) | null = null;
  try {
    const [config, oidc] = await Promise.all([loadOidcConfig(), import('./oidc')]);
    const hint = await oidc.idTokenHint(config);
    // Before the tokens are forgotten below.
    await oidc.revokeRefreshToken(config);
    ending = () => oidc.endProviderSession(config, hint);
  } catch {
    // Settings unreachable: the session still ends in this browser.
  }
  clearStoredSession();
  dispatch(loggedOut());
  if (!ending) return;
  try {
    await ending();
  } catch {
    // No end-session endpoint, or the provider is down: signed out here.
  }
}
