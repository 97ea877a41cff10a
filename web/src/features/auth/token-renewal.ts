import { loggedIn, sessionRefreshed, setAuthStatus } from './auth-slice';
import { toSessionUser, type SessionApi } from './demo-session-api';
import type { SessionLife, SessionStore } from './session-control';
import {
  readAccessToken,
  readSessionProvider,
  readTokenTimes,
  writeAccessToken,
} from './token-storage';

/** Renew this long before expiry (or at half the lifetime, for short-lived tokens). */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** After a renewal the service could not answer, try again this much later. */
export const RETRY_DELAY_MS = 30 * 1000;
/** setTimeout's longest delay. */
const MAX_DELAY_MS = 2_147_483_647;

export interface TokenRenewal {
  /** Plans the renewal of the stored token (the one planned before is dropped). */
  schedule(): void;
  /** Drops the planned renewal. */
  cancel(): void;
  /** Restores the session of the portal's own login from its stored token. */
  restore(token: string): Promise<void>;
}

/**
 * The portal's own login: its access token is renewed through refresh-token before it expires,
 * and restores the session on the next visit. An expired or rejected token ends the session; a
 * renewal the service could not answer is tried again while the token lasts.
 */
export function tokenRenewal(
  store: SessionStore,
  api: SessionApi,
  life: SessionLife,
  timing: { marginMs: number; retryDelayMs: number },
): TokenRenewal {
  const margin = timing.marginMs;
  const retryDelay = timing.retryDelayMs;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const renew = async (token: string, expiresAt: number | null): Promise<void> => {
    timer = undefined;
    const started = life.generation;
    const outcome = await api.refresh(token);
    if (life.stopped || started !== life.generation || readAccessToken() !== token) return;
    if (outcome.kind === 'ok') {
      writeAccessToken(outcome.accessToken);
      // The subscription plans the next renewal from the new token.
      store.dispatch(sessionRefreshed(toSessionUser(outcome.user)));
    } else if (outcome.kind === 'invalid') {
      life.end();
    } else {
      const left = expiresAt === null ? retryDelay : expiresAt - Date.now();
      if (left <= 0) life.end();
      else timer = setTimeout(() => void renew(token, expiresAt), Math.min(retryDelay, left));
    }
  };

  const schedule = () => {
    cancel();
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

  const restore = async (token: string): Promise<void> => {
    const times = readTokenTimes(token);
    if (times && times.expiresAt <= Date.now()) {
      life.end();
      return;
    }
    store.dispatch(setAuthStatus('loading'));
    const started = life.generation;
    const outcome = await api.refresh(token);
    if (life.stopped || started !== life.generation || readAccessToken() !== token) return;
    if (outcome.kind === 'ok') {
      writeAccessToken(outcome.accessToken);
      store.dispatch(loggedIn(toSessionUser(outcome.user)));
    } else if (outcome.kind === 'invalid') {
      life.end();
    } else {
      // Not proven invalid: keep the token for a later visit, carry on signed out.
      store.dispatch(setAuthStatus('anonymous'));
    }
  };

  return { schedule, cancel, restore };
}
