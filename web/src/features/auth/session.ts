import { loggedOut, selectAuthStatus, selectUser, setAuthStatus } from './auth-slice';
import { mockServiceSessionApi, type SessionApi } from './demo-session-api';
import { loadOidcConfig, type OidcConfig } from './oidc-config';
import { isProviderReturn, providerSession, type OidcModule } from './provider-session';
import type { SessionLife, SessionStore } from './session-control';
import { REFRESH_MARGIN_MS, RETRY_DELAY_MS, tokenRenewal } from './token-renewal';
import {
  ACCESS_TOKEN_KEY,
  SESSION_PROVIDER_KEY,
  clearStoredSession,
  readAccessToken,
  readSessionProvider,
} from './token-storage';
import { provideStaffTokens } from '@/lib/api/staff-token';

/**
 * The session: one of two kinds, behind one start. The portal's own login keeps its access
 * token in localStorage and renews it before it expires (token-renewal.ts); county staff
 * sessions are kept by the OpenID Connect provider's client library (provider-session.ts). Both
 * are restored on the next visit, follow other tabs, and end on log-out.
 */

export interface SessionOptions {
  /** The refresh-token call; defaults to the mock service through RTK Query. */
  api?: SessionApi;
  /** Moves the app to a path after the provider's return (pass the router's navigate). */
  navigate?: (to: string) => void;
  /** The provider's settings; defaults to the server's (`GET /api/v1/auth/config`). */
  loadConfig?: () => Promise<OidcConfig>;
  /** Loads the provider's client; for tests. */
  loadOidc?: () => Promise<OidcModule>;
  refreshMarginMs?: number;
  retryDelayMs?: number;
}

/**
 * Starts the session for `store`: restores it from storage (or completes the provider's
 * return), renews the token before expiry, clears storage when the user logs out (also in other
 * tabs). Returns the stop function.
 */
export function startSession(store: SessionStore, options: SessionOptions = {}): () => void {
  const api = options.api ?? mockServiceSessionApi(store.dispatch);
  const loadConfig = options.loadConfig ?? (() => loadOidcConfig());
  const loadOidc = options.loadOidc ?? (() => import('./oidc'));
  const navigate =
    options.navigate ?? ((to: string) => globalThis.history?.replaceState(null, '', to));

  let stopped = false;
  /** Bumped whenever the session changes, so answers to older calls are ignored. */
  let generation = 0;
  let lastUser = selectUser(store.getState());
  /** Settles once the stored session has been restored (or found absent). */
  let markRestored: () => void = () => undefined;
  const restored = new Promise<void>((resolve) => {
    markRestored = resolve;
  });

  const life: SessionLife = {
    get stopped() {
      return stopped;
    },
    get generation() {
      return generation;
    },
    end: () => end(),
  };
  const renewal = tokenRenewal(store, api, life, {
    marginMs: options.refreshMarginMs ?? REFRESH_MARGIN_MS,
    retryDelayMs: options.retryDelayMs ?? RETRY_DELAY_MS,
  });
  const provider = providerSession(store, life, { loadConfig, loadOidc, navigate });

  const end = () => {
    generation += 1;
    renewal.cancel();
    clearStoredSession();
    store.dispatch(loggedOut());
  };

  /** Restores the session from the stored one (or the provider's return). */
  const restore = async (): Promise<void> => {
    if (isProviderReturn(globalThis.location)) {
      await provider.completeReturn();
      return;
    }
    if (selectUser(store.getState())) {
      renewal.schedule();
      return;
    }
    if (readSessionProvider() === 'oidc') {
      await provider.restore();
      return;
    }
    const token = readAccessToken();
    if (!token) {
      store.dispatch(setAuthStatus('anonymous'));
      return;
    }
    await renewal.restore(token);
  };

  const unsubscribe = store.subscribe(() => {
    const user = selectUser(store.getState());
    if (user === lastUser) return;
    const previous = lastUser;
    lastUser = user;
    if (user === null) {
      if (previous === null) return;
      // Logged out (here or in another tab): forget the stored session.
      generation += 1;
      renewal.cancel();
      const kind = readSessionProvider();
      clearStoredSession();
      provider.stopWatching();
      if (kind === 'oidc' || previous.loggedInWith === 'oidc') provider.forget();
      return;
    }
    if (user.loggedInWith === 'oidc') void provider.watch().catch(() => undefined);
    else renewal.schedule();
  });

  /** Another tab logged in, renewed or logged out. */
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_PROVIDER_KEY) {
      // County staff signed in or out in another tab.
      const user = selectUser(store.getState());
      if (event.newValue === 'oidc' && !user && selectAuthStatus(store.getState()) !== 'loading')
        void restore();
      else if (event.newValue !== 'oidc' && user?.loggedInWith === 'oidc')
        store.dispatch(loggedOut());
      return;
    }
    if (event.key !== ACCESS_TOKEN_KEY && event.key !== null) return;
    const user = selectUser(store.getState());
    const token = readAccessToken();
    if (!token) {
      if (user && user.loggedInWith !== 'oidc') store.dispatch(loggedOut());
    } else if (user) {
      renewal.schedule();
    } else if (selectAuthStatus(store.getState()) !== 'loading') {
      void restore();
    }
  };
  globalThis.addEventListener?.('storage', onStorage);

  /** Staff calls (lib/api/staff-api) take the county staff member's access token from here. */
  const staffUser = async () => {
    await restored;
    return selectUser(store.getState())?.loggedInWith === 'oidc';
  };
  provideStaffTokens({
    accessToken: async () => ((await staffUser()) ? provider.accessToken() : null),
    renew: async () => ((await staffUser()) ? provider.renewAccessToken() : null),
  });

  void restore().finally(() => markRestored());

  return () => {
    stopped = true;
    generation += 1;
    renewal.cancel();
    unsubscribe();
    provider.stopWatching();
    markRestored();
    provideStaffTokens(null);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
