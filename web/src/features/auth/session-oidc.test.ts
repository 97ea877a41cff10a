import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '@/lib/store/store';
import {
  loggedOut,
  selectAuthStatus,
  selectUser,
  selectUserRole,
  type AuthUser,
} from './auth-slice';
import { staffAccessToken } from '@/lib/api/staff-token';
import type * as OidcClient from './oidc';
import { failureOf } from './oidc';
import { signInFailedPath, type OidcConfig } from './oidc-config';
import type { SessionApi } from './demo-session-api';
import { startSession } from './session';
import { ACCESS_TOKEN_KEY, SESSION_PROVIDER_KEY } from './token-storage';

const config: OidcConfig = {
  provider: 'embedded',
  authority: 'http://localhost:3000/oidc',
  clientId: 'portal',
  redirectUri: 'http://localhost:3000/pages/login',
  postLogoutRedirectUri: 'http://localhost:3000/',
  scope: 'openid profile email offline_access roles',
  rolesClaim: 'roles',
};

const countyUser: AuthUser = {
  id: 0,
  name: 'Kalunde Musau',
  email: 'k.musau@makueni.example',
  role: 'admin',
  loggedInWith: 'oidc',
  provider: 'embedded',
};

const noRefresh: SessionApi = {
  refresh: () => Promise.reject(new Error('not used with the provider')),
};

function fakeOidc(overrides: Partial<typeof OidcClient> = {}) {
  const module = {
    completeSignIn: vi.fn(async () => ({ user: countyUser, returnTo: '/analytics' })),
    restoreSignIn: vi.fn(async () => countyUser),
    forgetSignIn: vi.fn(async () => undefined),
    watchSignIn: vi.fn(() => () => undefined),
    accessToken: vi.fn(async () => 'access-1'),
    renewAccessToken: vi.fn(async () => 'access-2'),
    failureOf,
    ...overrides,
  } as unknown as typeof OidcClient;
  return { module, load: vi.fn(async () => module) };
}

const loadConfig = vi.fn(async () => config);
const noProvider = vi.fn(() => Promise.reject(new Error('the settings could not be fetched')));

let store: AppStore;
let stop: (() => void) | undefined;

beforeEach(() => {
  loadConfig.mockClear();
  noProvider.mockClear();
  localStorage.clear();
  store = makeStore();
});
afterEach(() => {
  stop?.();
  stop = undefined;
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

const settle = () =>
  vi.waitFor(() => expect(selectAuthStatus(store.getState())).not.toBe('loading'));

describe('county sign-on in the session', () => {
  it('handles the return from the provider (?code=), then loads the user and moves on', async () => {
    window.history.replaceState(null, '', '/pages/login?code=abc&state=one');
    const { module, load } = fakeOidc();
    const navigate = vi.fn();
    stop = startSession(store, { api: noRefresh, loadConfig, loadOidc: load, navigate });
    expect(selectAuthStatus(store.getState())).toBe('loading');
    await settle();
    expect(module.completeSignIn).toHaveBeenCalledWith(
      config,
      'http://localhost:3000/pages/login?code=abc&state=one',
    );
    expect(selectUser(store.getState())).toEqual(countyUser);
    expect(selectUserRole(store.getState())).toBe('admin');
    expect(localStorage.getItem(SESSION_PROVIDER_KEY)).toBe('oidc');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/analytics');
  });

  it('handles one return only once, even when the app starts twice', async () => {
    window.history.replaceState(null, '', '/pages/login?code=twice&state=two');
    const { module, load } = fakeOidc();
    startSession(store, { api: noRefresh, loadConfig, loadOidc: load, navigate: vi.fn() })();
    stop = startSession(store, { api: noRefresh, loadConfig, loadOidc: load, navigate: vi.fn() });
    await settle();
    expect(module.completeSignIn).toHaveBeenCalledTimes(1);
    expect(selectUser(store.getState())?.name).toBe('Kalunde Musau');
  });

  it('leaves a cancelled return (error=access_denied) signed out, with the reason', async () => {
    window.history.replaceState(null, '', '/pages/login?error=access_denied&state=three');
    const { ErrorResponse } = await import('oidc-client-ts');
    const { load } = fakeOidc({
      completeSignIn: vi.fn(async () =>
        Promise.reject(new ErrorResponse({ error: 'access_denied' })),
      ),
    });
    const navigate = vi.fn();
    stop = startSession(store, { api: noRefresh, loadConfig, loadOidc: load, navigate });
    await settle();
    expect(selectUser(store.getState())).toBeNull();
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    expect(localStorage.getItem(SESSION_PROVIDER_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith(signInFailedPath('cancelled'));
  });

  it('tells a failed return from a cancelled one', async () => {
    window.history.replaceState(null, '', '/pages/login?code=abc&state=four');
    const { load } = fakeOidc({
      completeSignIn: vi.fn(async () => Promise.reject(new Error('invalid_grant'))),
    });
    const navigate = vi.fn();
    stop = startSession(store, { api: noRefresh, loadConfig, loadOidc: load, navigate });
    await settle();
    expect(selectUser(store.getState())).toBeNull();
    expect(navigate).toHaveBeenCalledWith(signInFailedPath('failed'));
  });

  it('says the sign-in is unavailable when its settings cannot be fetched', async () => {
    window.history.replaceState(null, '', '/pages/login?code=abc&state=five');
    const { load } = fakeOidc();
    const navigate = vi.fn();
    stop = startSession(store, {
      api: noRefresh,
      loadConfig: noProvider,
      loadOidc: load,
      navigate,
    });
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    expect(navigate).toHaveBeenCalledWith(signInFailedPath('unavailable'));
  });

  it('handles the return only on the login page', async () => {
    window.history.replaceState(null, '', '/?code=abc&state=six');
    const { load } = fakeOidc();
    stop = startSession(store, { api: noRefresh, loadConfig, loadOidc: load });
    await settle();
    expect(loadConfig).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('asks for no settings for a visitor without a stored provider session', async () => {
    const { load } = fakeOidc();
    stop = startSession(store, { api: noRefresh, loadConfig, loadOidc: load });
    await settle();
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    expect(loadConfig).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    await expect(staffAccessToken()).resolves.toBeNull();
  });

  it('in a pop-up, hands the return to the opener and does nothing else', async () => {
    window.history.replaceState(null, '', '/pages/login?code=abc&state=seven');
    const { module, load } = fakeOidc({ completeSignIn: vi.fn(async () => null) });
    const navigate = vi.fn();
    stop = startSession(store, { api: noRefresh, loadConfig, loadOidc: load, navigate });
    await vi.waitFor(() => expect(module.completeSignIn).toHaveBeenCalled());
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
    expect(selectUser(store.getState())).toBeNull();
  });

  it('restores a provider session on reload, gives staff calls its token, and forgets it on logout', async () => {
    localStorage.setItem(SESSION_PROVIDER_KEY, 'oidc');
    const { module, load } = fakeOidc();
    stop = startSession(store, { api: noRefresh, loadConfig, loadOidc: load });
    await settle();
    expect(selectUser(store.getState())).toEqual(countyUser);
    expect(selectUserRole(store.getState())).toBe('admin');
    await expect(staffAccessToken()).resolves.toBe('access-1');
    await vi.waitFor(() => expect(module.watchSignIn).toHaveBeenCalledTimes(1));
    store.dispatch(loggedOut());
    expect(localStorage.getItem(SESSION_PROVIDER_KEY)).toBeNull();
    await vi.waitFor(() => expect(module.forgetSignIn).toHaveBeenCalledWith(config));
    await expect(staffAccessToken()).resolves.toBeNull();
  });

  it('clears a provider session that expired; keeps it when the provider cannot be reached', async () => {
    localStorage.setItem(SESSION_PROVIDER_KEY, 'oidc');
    const { load } = fakeOidc({ restoreSignIn: vi.fn(async () => null) });
    stop = startSession(store, { api: noRefresh, loadConfig, loadOidc: load });
    await settle();
    expect(selectUser(store.getState())).toBeNull();
    expect(localStorage.getItem(SESSION_PROVIDER_KEY)).toBeNull();
    stop();

    localStorage.setItem(SESSION_PROVIDER_KEY, 'oidc');
    const other = makeStore();
    stop = startSession(other, { api: noRefresh, loadConfig: noProvider, loadOidc: load });
    await vi.waitFor(() => expect(selectAuthStatus(other.getState())).toBe('anonymous'));
    expect(localStorage.getItem(SESSION_PROVIDER_KEY)).toBe('oidc');
  });
});
