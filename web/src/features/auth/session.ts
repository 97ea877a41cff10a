import type { AuthUser as WireUser } from '@app/common/apps/auth';
import type { AppDispatch, AppStore } from '@/lib/store/store';
import {
  loggedIn,
  loggedOut,
  selectAuthStatus,
  selectUser,
  sessionRefreshed,
  setAuthStatus,
  type AuthUser,
} from './auth-slice';
import {
  isOidcCallback,
  loadOidcConfig,
  signInFailedPath,
  type OidcConfig,
  type SignInFailure,
} from './oidc-config';
import type * as OidcClient from './oidc';
import {
  ACCESS_TOKEN_KEY,
  SESSION_PROVIDER_KEY,
  clearStoredSession,
  readAccessToken,
  readSessionProvider,
  readTokenTimes,
  writeAccessToken,
  writeProviderSession,
} from './token-storage';
import { LOGIN_PATH } from '@/config/paths';
import { provideStaffTokens } from '@/lib/api/staff-token';

/**
 * The session: the access token of the portal's own login is kept in localStorage, renewed
 * through refresh-token before it expires, and used to restore the session on the next visit.
 * An expired or rejected token ends the session. County staff sessions (the OpenID Connect
 * provider the server names) are kept by the provider's client library and restored the same
 * way; the provider's settings are fetched only when such a session, or the return from the
 * provider, needs them (a visitor's first paint makes no sign-in call).
 */

/** Renew this long before expiry (or at half the lifetime, for short-lived tokens). */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** After a renewal the service could not answer, try again this much later. */
export const RETRY_DELAY_MS = 30 * 1000;
/** setTimeout's longest delay. */
const MAX_DELAY_MS = 2_147_483_647;

export type RefreshOutcome =
  | { kind: 'ok'; user: WireUser; accessToken: string }
  /** The service says the token is invalid or expired (401). */
  | { kind: 'invalid' }
  /** No answer (the mock service could not start, a network or server failure). */
  | { kind: 'unavailable'; message: string };

export interface SessionApi {
  refresh(accessToken: string): Promise<RefreshOutcome>;
}

type OidcModule = typeof OidcClient;

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

interface SessionStore {
  dispatch: AppDispatch;
  getState: AppStore['getState'];
  subscribe: AppStore['subscribe'];
}

/** The portal's user for the user a login, registration or refresh answers. */
export function toSessionUser(user: WireUser): AuthUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    avatar: user.avatar,
    loggedInWith: 'jwt',
  };
}

/** Opens a session after a successful login or registration. */
export function beginSession(
  dispatch: AppDispatch,
  result: { user: WireUser; accessToken: string },
): void {
  writeAccessToken(result.accessToken);
  dispatch(loggedIn(toSessionUser(result.user)));
}

/**
 * The demo sign-in's refresh-token call (POST /jwt/refresh-token), through the mock-backed API
 * (loaded on first use).
 */
export function mockServiceSessionApi(dispatch: AppDispatch): SessionApi {
  return {
    async refresh(accessToken) {
      const { authApi } = await import('./auth-api');
      const request = dispatch(authApi.endpoints.refreshToken.initiate({ accessToken }));
      try {
        const result = await request;
        if (result.data)
          return { kind: 'ok', user: result.data.userData, accessToken: result.data.accessToken };
        const error = result.error;
        if (error && 'status' in error && error.status === 401) return { kind: 'invalid' };
        const message =
          error && 'status' in error
            ? String(error.status)
            : (error?.message ?? 'The refresh-token call failed.');
        return { kind: 'unavailable', message };
      } catch (e) {
        return { kind: 'unavailable', message: e instanceof Error ? e.message : String(e) };
      } finally {
        request.reset();
      }
    },
  };
}

class ProviderReturnError extends Error {
  constructor(readonly failure: SignInFailure) {
    super(`The sign-in did not complete (${failure}).`);
  }
}

/** One handling of each provider return, even when the app starts twice (React's strict mode). */
const callbacks = new Map<string, Promise<{ user: AuthUser; returnTo: string } | null>>();

/** True when the address is the provider's return to the login page. */
export function isProviderReturn(
  location: Pick<Location, 'pathname' | 'search'> | undefined,
): boolean {
  return location?.pathname === LOGIN_PATH && isOidcCallback(location.search);
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
  const margin = options.refreshMarginMs ?? REFRESH_MARGIN_MS;
  const retryDelay = options.retryDelayMs ?? RETRY_DELAY_MS;

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped whenever the session changes, so answers to older calls are ignored. */
  let generation = 0;
  let lastUser = selectUser(store.getState());
  let unwatchOidc: (() => void) | null = null;
  /** Settles once the stored session has been restored (or found absent). */
  let markRestored: () => void = () => undefined;
  const restored = new Promise<void>((resolve) => {
    markRestored = resolve;
  });

  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const end = () => {
    generation += 1;
    cancelTimer();
    clearStoredSession();
    store.dispatch(loggedOut());
  };

  const renew = async (token: string, expiresAt: number | null): Promise<void> => {
    timer = undefined;
    const started = generation;
    const outcome = await api.refresh(token);
    if (stopped || started !== generation || readAccessToken() !== token) return;
    if (outcome.kind === 'ok') {
      writeAccessToken(outcome.accessToken);
      // The subscription plans the next renewal from the new token.
      store.dispatch(sessionRefreshed(toSessionUser(outcome.user)));
    } else if (outcome.kind === 'invalid') {
      end();
    } else {
      const left = expiresAt === null ? retryDelay : expiresAt - Date.now();
      if (left <= 0) end();
      else timer = setTimeout(() => void renew(token, expiresAt), Math.min(retryDelay, left));
    }
  };

  /** Plans the renewal of the stored token. */
  const schedule = () => {
    cancelTimer();
    const token = readAccessToken();
    if (!token || readSessionProvider() !== 'jwt') return;
    const times = readTokenTimes(token);
    if (!times) return;
    const lifetime = times.issuedAt === null ? Infinity : times.expiresAt - times.issuedAt;
    const delay = times.expiresAt - Math.min(margin, lifetime / 2) - Date.now();
    timer = setTimeout(
      () => void renew(token, times.expiresAt),
      Math.min(Math.max(0, delay), MAX_DELAY_MS),
    );
  };

  const watchOidc = async () => {
    if (unwatchOidc) return;
    const [config, oidc] = await Promise.all([loadConfig(), loadOidc()]);
    if (stopped || unwatchOidc) return;
    unwatchOidc = oidc.watchSignIn(config, {
      onRenewed: (user) => {
        if (selectUser(store.getState())?.loggedInWith === 'oidc')
          store.dispatch(sessionRefreshed(user));
      },
      onExpired: () => {
        if (selectUser(store.getState())?.loggedInWith === 'oidc') end();
      },
    });
  };

  const completeProviderReturn = async () => {
    store.dispatch(setAuthStatus('loading'));
    const url = globalThis.location.href;
    let pending = callbacks.get(url);
    if (!pending) {
      pending = (async () => {
        let config: OidcConfig;
        try {
          config = await loadConfig();
        } catch {
          const cancelled = new URL(url).searchParams.get('error') === 'access_denied';
          throw new ProviderReturnError(cancelled ? 'cancelled' : 'unavailable');
        }
        const oidc = await loadOidc();
        try {
          return await oidc.completeSignIn(config, url);
        } catch (e) {
          throw new ProviderReturnError(oidc.failureOf(e, url));
        }
      })();
      callbacks.set(url, pending);
    }
    try {
      const result = await pending;
      if (stopped) return;
      // A pop-up's return: the opener takes the answer and closes this window.
      if (!result) return;
      writeProviderSession();
      store.dispatch(loggedIn(result.user));
      navigate(result.returnTo);
      void import('./apply-saved-language').then((m) => m.applySavedLanguage());
    } catch (e) {
      if (stopped) return;
      clearStoredSession();
      store.dispatch(setAuthStatus('anonymous'));
      navigate(signInFailedPath(e instanceof ProviderReturnError ? e.failure : 'failed'));
    }
  };

  const restoreProviderSession = async () => {
    store.dispatch(setAuthStatus('loading'));
    try {
      const [config, oidc] = await Promise.all([loadConfig(), loadOidc()]);
      const user = await oidc.restoreSignIn(config);
      if (stopped) return;
      if (!user) {
        end();
        return;
      }
      store.dispatch(loggedIn(user));
    } catch {
      // The settings or the provider could not be reached: signed out for this visit, the stored
      // session is kept for the next.
      if (!stopped) store.dispatch(setAuthStatus('anonymous'));
    }
  };

  /** Restores the session from `token` (or the stored one). */
  const restore = async (): Promise<void> => {
    if (isProviderReturn(globalThis.location)) {
      await completeProviderReturn();
      return;
    }
    if (selectUser(store.getState())) {
      schedule();
      return;
    }
    if (readSessionProvider() === 'oidc') {
      await restoreProviderSession();
      return;
    }
    const token = readAccessToken();
    if (!token) {
      store.dispatch(setAuthStatus('anonymous'));
      return;
    }
    const times = readTokenTimes(token);
    if (times && times.expiresAt <= Date.now()) {
      end();
      return;
    }
    store.dispatch(setAuthStatus('loading'));
    const started = generation;
    const outcome = await api.refresh(token);
    if (stopped || started !== generation || readAccessToken() !== token) return;
    if (outcome.kind === 'ok') {
      writeAccessToken(outcome.accessToken);
      store.dispatch(loggedIn(toSessionUser(outcome.user)));
    } else if (outcome.kind === 'invalid') {
      end();
    } else {
      // Not proven invalid: keep the token for a later visit, carry on signed out.
      store.dispatch(setAuthStatus('anonymous'));
    }
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
      cancelTimer();
      const provider = readSessionProvider();
      clearStoredSession();
      unwatchOidc?.();
      unwatchOidc = null;
      if (provider === 'oidc' || previous.loggedInWith === 'oidc') {
        void Promise.all([loadConfig(), loadOidc()])
          .then(([config, oidc]) => oidc.forgetSignIn(config))
          .catch(() => undefined);
      }
      return;
    }
    if (user.loggedInWith === 'oidc') void watchOidc().catch(() => undefined);
    else schedule();
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
      schedule();
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
    accessToken: async () => {
      if (!(await staffUser())) return null;
      const [config, oidc] = await Promise.all([loadConfig(), loadOidc()]);
      return oidc.accessToken(config);
    },
    renew: async () => {
      if (!(await staffUser())) return null;
      const [config, oidc] = await Promise.all([loadConfig(), loadOidc()]);
      return oidc.renewAccessToken(config);
    },
  });

  void restore().finally(() => markRestored());

  return () => {
    stopped = true;
    generation += 1;
    cancelTimer();
    unsubscribe();
    unwatchOidc?.();
    markRestored();
    provideStaffTokens(null);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
