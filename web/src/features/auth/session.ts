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
import { isOidcCallback, readOidcConfig, type OidcConfig } from './oidc-config';
import type * as OidcClient from './oidc';
import {
  ACCESS_TOKEN_KEY,
  clearStoredSession,
  readAccessToken,
  readSessionProvider,
  readTokenTimes,
  writeAccessToken,
  writeProviderSession,
} from './token-storage';
import { LOGIN_PATH } from '@/config/paths';

/**
 * The session: the access token of the portal's own login is kept in localStorage, renewed
 * through refresh-token before it expires, and used to restore the session on the next visit.
 * An expired or rejected token ends the session. Sessions of the county's OpenID Connect
 * provider are kept by its client library and restored the same way.
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
  /** The provider's configuration; defaults to the VITE_OIDC_* build settings. */
  oidc?: OidcConfig | null;
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

/** The refresh-token call of spec §7, through the mock-backed API (loaded on first use). */
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

/** One handling of each provider return, even when the app starts twice (React's strict mode). */
const callbacks = new Map<string, Promise<{ user: AuthUser; returnTo: string }>>();

/** Where the provider's failed return sends the user. */
export const OIDC_FAILED_PATH = `${LOGIN_PATH}?sso=failed`;

/**
 * Starts the session for `store`: restores it from storage (or completes the provider's
 * return), renews the token before expiry, clears storage when the user logs out (also in other
 * tabs). Returns the stop function.
 */
export function startSession(store: SessionStore, options: SessionOptions = {}): () => void {
  const api = options.api ?? mockServiceSessionApi(store.dispatch);
  const oidcConfig = options.oidc === undefined ? readOidcConfig() : options.oidc;
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

  const watchOidc = async (config: OidcConfig) => {
    const oidc = await loadOidc();
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

  const completeProviderReturn = async (config: OidcConfig) => {
    store.dispatch(setAuthStatus('loading'));
    const url = globalThis.location.href;
    let pending = callbacks.get(url);
    if (!pending) {
      pending = loadOidc().then((oidc) => oidc.completeSignIn(config, url));
      callbacks.set(url, pending);
    }
    try {
      const { user, returnTo } = await pending;
      if (stopped) return;
      writeProviderSession();
      store.dispatch(loggedIn(user));
      void watchOidc(config);
      navigate(returnTo);
    } catch {
      if (stopped) return;
      store.dispatch(setAuthStatus('anonymous'));
      navigate(OIDC_FAILED_PATH);
    }
  };

  const restoreProviderSession = async (config: OidcConfig | null) => {
    if (!config) {
      end();
      return;
    }
    store.dispatch(setAuthStatus('loading'));
    try {
      const oidc = await loadOidc();
      const user = await oidc.restoreSignIn(config);
      if (stopped) return;
      if (!user) {
        end();
        return;
      }
      store.dispatch(loggedIn(user));
      void watchOidc(config);
    } catch {
      if (!stopped) store.dispatch(setAuthStatus('anonymous'));
    }
  };

  /** Restores the session from `token` (or the stored one). */
  const restore = async (): Promise<void> => {
    if (oidcConfig && isOidcCallback(globalThis.location?.search ?? '')) {
      await completeProviderReturn(oidcConfig);
      return;
    }
    if (selectUser(store.getState())) {
      schedule();
      return;
    }
    if (readSessionProvider() === 'oidc') {
      await restoreProviderSession(oidcConfig);
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
      if (provider === 'oidc' && oidcConfig) {
        void loadOidc()
          .then((oidc) => oidc.forgetSignIn(oidcConfig))
          .catch(() => undefined);
      }
      return;
    }
    if (user.loggedInWith !== 'oidc') schedule();
  });

  /** Another tab logged in, renewed or logged out. */
  const onStorage = (event: StorageEvent) => {
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

  void restore();

  return () => {
    stopped = true;
    generation += 1;
    cancelTimer();
    unsubscribe();
    unwatchOidc?.();
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
