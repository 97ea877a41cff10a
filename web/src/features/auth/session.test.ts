import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser as WireUser } from '@app/common/apps/auth';
import { makeStore, type AppStore } from '@/lib/store/store';
import { changeRole, loggedOut, selectAuthStatus, selectUser, selectUserRole } from './auth-slice';
import { beginSession, type RefreshOutcome, type SessionApi } from './demo-session-api';
import { startSession } from './session';
import { RETRY_DELAY_MS } from './token-renewal';
import { ACCESS_TOKEN_KEY, SESSION_PROVIDER_KEY } from './token-storage';
import { fakeToken } from './testing/tokens';

/** Sessions of the portal's own login: no provider settings are asked for. */
const noProvider = () => Promise.reject(new Error('no provider in this test'));

const T0 = Date.UTC(2026, 0, 12, 9, 0, 0);
const LIFETIME_S = 8000;
const MARGIN_MS = 5 * 60 * 1000;

const wireUser = (overrides: Partial<WireUser> = {}): WireUser => ({
  id: 2,
  fullName: 'Musyoka Mutua',
  name: 'Musyoka Mutua',
  username: 'admin',
  email: 'admin@makueni.example',
  role: 'admin',
  avatar: 'data:image/svg+xml,x',
  loggedInWith: 'jwt',
  ...overrides,
});

/** A token issued `ageMs` before now, valid for the mock's lifetime. */
const tokenIssued = (ageMs = 0, id = 2) => {
  const iat = Math.floor((Date.now() - ageMs) / 1000);
  return fakeToken({ id, iat, exp: iat + LIFETIME_S });
};

function fakeApi(...outcomes: (RefreshOutcome | (() => RefreshOutcome))[]) {
  const refresh = vi.fn(async (_token: string): Promise<RefreshOutcome> => {
    const next = outcomes.shift();
    if (!next) throw new Error('no more refresh answers');
    return typeof next === 'function' ? next() : next;
  });
  const api: SessionApi = { refresh };
  return { api, refresh };
}

const ok =
  (user = wireUser()) =>
  () => ({ kind: 'ok' as const, user, accessToken: tokenIssued() });

let store: AppStore;
let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  localStorage.clear();
  store = makeStore();
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  localStorage.clear();
});

const state = () => ({
  user: selectUser(store.getState()),
  status: selectAuthStatus(store.getState()),
  role: selectUserRole(store.getState()),
  token: localStorage.getItem(ACCESS_TOKEN_KEY),
});

describe('restoring the session', () => {
  it('without a stored token, marks the visitor signed out and calls nothing', async () => {
    const { api, refresh } = fakeApi();
    stop = startSession(store, { api, loadConfig: noProvider });
    await vi.advanceTimersByTimeAsync(0);
    expect(state().status).toBe('anonymous');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('restores a stored token through refresh-token, storing the new token and the role', async () => {
    const stored = tokenIssued(60_000);
    localStorage.setItem(ACCESS_TOKEN_KEY, stored);
    store.dispatch(changeRole('editor'));
    const { api, refresh } = fakeApi(ok());
    stop = startSession(store, { api, loadConfig: noProvider });
    expect(state().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledWith(stored);
    expect(state().status).toBe('authenticated');
    expect(state().user?.name).toBe('Musyoka Mutua');
    expect(state().role).toBe('admin');
    expect(state().token).not.toBe(stored);
    expect(state().token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('drops a token that has plainly expired without calling the service', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokenIssued((LIFETIME_S + 1) * 1000));
    const { api, refresh } = fakeApi();
    stop = startSession(store, { api, loadConfig: noProvider });
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ status: 'anonymous', user: null, token: null });
  });

  it('clears the session when the service rejects the stored token (401)', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokenIssued());
    const { api } = fakeApi({ kind: 'invalid' });
    stop = startSession(store, { api, loadConfig: noProvider });
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({ status: 'anonymous', user: null, token: null });
    expect(localStorage.getItem(SESSION_PROVIDER_KEY)).toBeNull();
  });

  it('keeps a token it could not check (service unavailable) and carries on signed out', async () => {
    const stored = tokenIssued();
    localStorage.setItem(ACCESS_TOKEN_KEY, stored);
    const { api } = fakeApi({ kind: 'unavailable', message: 'FETCH_ERROR' });
    stop = startSession(store, { api, loadConfig: noProvider });
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({ status: 'anonymous', user: null, token: stored });
  });

  it('ignores the answer when stopped meanwhile', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokenIssued());
    let answer: (outcome: RefreshOutcome) => void = () => undefined;
    const api: SessionApi = { refresh: () => new Promise((resolve) => (answer = resolve)) };
    const halt = startSession(store, { api, loadConfig: noProvider });
    halt();
    answer(ok()());
    await vi.advanceTimersByTimeAsync(0);
    expect(state().user).toBeNull();
  });
});

describe('renewing the token', () => {
  it('renews five minutes before expiry, keeps the chosen role and plans the next renewal', async () => {
    const { api, refresh } = fakeApi(ok(), ok());
    stop = startSession(store, { api, loadConfig: noProvider });
    await vi.advanceTimersByTimeAsync(0);
    const first = tokenIssued();
    beginSession(store.dispatch, { user: wireUser(), accessToken: first });
    store.dispatch(changeRole('editor'));

    await vi.advanceTimersByTimeAsync(LIFETIME_S * 1000 - MARGIN_MS - 1000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenLastCalledWith(first);
    const second = state().token;
    expect(second).not.toBe(first);
    expect(state().role).toBe('editor');
    expect(state().status).toBe('authenticated');

    await vi.advanceTimersByTimeAsync(LIFETIME_S * 1000 - MARGIN_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenLastCalledWith(second);
  });

  it('signs out when the renewal is refused', async () => {
    const { api } = fakeApi({ kind: 'invalid' });
    stop = startSession(store, { api, loadConfig: noProvider });
    beginSession(store.dispatch, { user: wireUser(), accessToken: tokenIssued() });
    await vi.advanceTimersByTimeAsync(LIFETIME_S * 1000 - MARGIN_MS);
    expect(state()).toMatchObject({ user: null, status: 'anonymous', token: null });
  });

  it('retries a renewal the service could not answer, and signs out once the token expires', async () => {
    const down = { kind: 'unavailable', message: 'FETCH_ERROR' } as const;
    const retries = Math.ceil(MARGIN_MS / RETRY_DELAY_MS);
    const { api, refresh } = fakeApi(...Array.from({ length: retries + 2 }, () => down));
    stop = startSession(store, { api, loadConfig: noProvider });
    beginSession(store.dispatch, { user: wireUser(), accessToken: tokenIssued() });

    await vi.advanceTimersByTimeAsync(LIFETIME_S * 1000 - MARGIN_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(state().user).not.toBeNull();
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(state().user).not.toBeNull();

    await vi.advanceTimersByTimeAsync(MARGIN_MS);
    expect(state()).toMatchObject({ user: null, token: null });
  });

  it('a renewal that recovers keeps the session', async () => {
    const { api, refresh } = fakeApi({ kind: 'unavailable', message: 'FETCH_ERROR' }, ok());
    stop = startSession(store, { api, loadConfig: noProvider });
    beginSession(store.dispatch, { user: wireUser(), accessToken: tokenIssued() });
    await vi.advanceTimersByTimeAsync(LIFETIME_S * 1000 - MARGIN_MS + RETRY_DELAY_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(state().status).toBe('authenticated');
  });

  it('renews a short-lived token at half its lifetime', async () => {
    const { api, refresh } = fakeApi(ok());
    stop = startSession(store, { api, loadConfig: noProvider });
    const iat = Math.floor(Date.now() / 1000);
    beginSession(store.dispatch, {
      user: wireUser(),
      accessToken: fakeToken({ iat, exp: iat + 60 }),
    });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('ending the session', () => {
  it('logging out clears the stored token and cancels the renewal', async () => {
    const { api, refresh } = fakeApi();
    stop = startSession(store, { api, loadConfig: noProvider });
    beginSession(store.dispatch, { user: wireUser(), accessToken: tokenIssued() });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).not.toBeNull();
    store.dispatch(loggedOut());
    expect(state()).toMatchObject({ user: null, token: null, status: 'anonymous' });
    expect(localStorage.getItem(SESSION_PROVIDER_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(LIFETIME_S * 1000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('stopping cancels the planned renewal', async () => {
    const { api, refresh } = fakeApi();
    const halt = startSession(store, { api, loadConfig: noProvider });
    beginSession(store.dispatch, { user: wireUser(), accessToken: tokenIssued() });
    halt();
    await vi.advanceTimersByTimeAsync(LIFETIME_S * 1000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('follows a logout in another tab', async () => {
    const { api } = fakeApi();
    stop = startSession(store, { api, loadConfig: noProvider });
    beginSession(store.dispatch, { user: wireUser(), accessToken: tokenIssued() });
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY, newValue: null }));
    expect(state().user).toBeNull();
  });

  it('follows a login in another tab', async () => {
    const { api, refresh } = fakeApi(ok());
    stop = startSession(store, { api, loadConfig: noProvider });
    await vi.advanceTimersByTimeAsync(0);
    const other = tokenIssued();
    localStorage.setItem(ACCESS_TOKEN_KEY, other);
    window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY, newValue: other }));
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledWith(other);
    expect(state().status).toBe('authenticated');
  });
});
