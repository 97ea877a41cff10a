import { LOGIN_PATH } from '@/config/paths';
import { loggedIn, selectUser, sessionRefreshed, setAuthStatus, type AuthUser } from './auth-slice';
import type * as OidcClient from './oidc';
import {
  isOidcCallback,
  signInFailedPath,
  type OidcConfig,
  type SignInFailure,
} from './oidc-config';
import type { SessionLife, SessionStore } from './session-control';
import { clearStoredSession, writeProviderSession } from './token-storage';

export type OidcModule = typeof OidcClient;

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

export interface ProviderSession {
  /** Follows the provider's renewals and expiry of the signed-in staff member. */
  watch(): Promise<void>;
  stopWatching(): void;
  /** Completes the provider's return to the login page: signed in, or the failure's page. */
  completeReturn(): Promise<void>;
  /** Restores the stored provider session on a new visit. */
  restore(): Promise<void>;
  /** Forgets the provider's session in this browser (after a log-out). */
  forget(): void;
  /** The staff member's access token for the API, renewed when `renew` is asked. */
  accessToken(): Promise<string | null>;
  renewAccessToken(): Promise<string | null>;
}

/**
 * County staff sessions (the OpenID Connect provider the server names) are kept by the
 * provider's client library. Its settings and the client are loaded only when such a session,
 * or the return from the provider, needs them (a visitor's first paint makes no sign-in call).
 */
export function providerSession(
  store: SessionStore,
  life: SessionLife,
  deps: {
    loadConfig: () => Promise<OidcConfig>;
    loadOidc: () => Promise<OidcModule>;
    navigate: (to: string) => void;
  },
): ProviderSession {
  const { loadConfig, loadOidc, navigate } = deps;
  let unwatchOidc: (() => void) | null = null;

  const watch = async () => {
    if (unwatchOidc) return;
    const [config, oidc] = await Promise.all([loadConfig(), loadOidc()]);
    if (life.stopped || unwatchOidc) return;
    unwatchOidc = oidc.watchSignIn(config, {
      onRenewed: (user) => {
        if (selectUser(store.getState())?.loggedInWith === 'oidc')
          store.dispatch(sessionRefreshed(user));
      },
      onExpired: () => {
        if (selectUser(store.getState())?.loggedInWith === 'oidc') life.end();
      },
    });
  };

  const stopWatching = () => {
    unwatchOidc?.();
    unwatchOidc = null;
  };

  const completeReturn = async () => {
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
      if (life.stopped) return;
      // A pop-up's return: the opener takes the answer and closes this window.
      if (!result) return;
      writeProviderSession();
      store.dispatch(loggedIn(result.user));
      navigate(result.returnTo);
      void import('./apply-saved-language').then((m) => m.applySavedLanguage());
    } catch (e) {
      if (life.stopped) return;
      clearStoredSession();
      store.dispatch(setAuthStatus('anonymous'));
      navigate(signInFailedPath(e instanceof ProviderReturnError ? e.failure : 'failed'));
    }
  };

  const restore = async () => {
    store.dispatch(setAuthStatus('loading'));
    try {
      const [config, oidc] = await Promise.all([loadConfig(), loadOidc()]);
      const user = await oidc.restoreSignIn(config);
      if (life.stopped) return;
      if (!user) {
        life.end();
        return;
      }
      store.dispatch(loggedIn(user));
    } catch {
      // The settings or the provider could not be reached: signed out for this visit, the stored
      // session is kept for the next.
      if (!life.stopped) store.dispatch(setAuthStatus('anonymous'));
    }
  };

  const forget = () => {
    void Promise.all([loadConfig(), loadOidc()])
      .then(([config, oidc]) => oidc.forgetSignIn(config))
      .catch(() => undefined);
  };

  const accessToken = async () => {
    const [config, oidc] = await Promise.all([loadConfig(), loadOidc()]);
    return oidc.accessToken(config);
  };

  const renewAccessToken = async () => {
    const [config, oidc] = await Promise.all([loadConfig(), loadOidc()]);
    return oidc.renewAccessToken(config);
  };

  return {
    watch,
    stopWatching,
    completeReturn,
    restore,
    forget,
    accessToken,
    renewAccessToken,
  };
}
