import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { User } from 'oidc-client-ts';
import { makeStore, type AppStore } from '@/lib/store/store';
import {
  loggedOut,
  selectAuthStatus,
  selectUser,
  selectUserRole,
  type AuthUser,
} from './auth-slice';
import type * as OidcClient from './oidc';
import { toPortalUser } from './oidc';
import type { OidcConfig } from './oidc-config';
import { OIDC_FAILED_PATH, startSession, type SessionApi } from './session';
import { ACCESS_TOKEN_KEY, SESSION_PROVIDER_KEY } from './token-storage';

const config: OidcConfig = {
  authority: 'https://id.makueni.example/realms/county',
  clientId: 'open-data-portal',
  redirectUri: 'http://localhost:3000/pages/login',
};

const countyUser: AuthUser = {
  id: 0,
  name: 'Kalunde Musau',
  email: 'k.musau@makueni.example',
  role: 'admin',
  loggedInWith: 'oidc',
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
    ...overrides,
  } as unknown as typeof OidcClient;
  return { module, load: vi.fn(async () => module) };
}

let store: AppStore;
let stop: (() => void) | undefined;

beforeEach(() => {
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
    stop = startSession(store, { api: noRefresh, oidc: config, loadOidc: load, navigate });
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
    startSession(store, { api: noRefresh, oidc: config, loadOidc: load, navigate: vi.fn() })();
    stop = startSession(store, { api: noRefresh, oidc: config, loadOidc: load, navigate: vi.fn() });
    await settle();
    expect(module.completeSignIn).toHaveBeenCalledTimes(1);
    expect(selectUser(store.getState())?.name).toBe('Kalunde Musau');
  });

  it('sends a failed return to the login page with a notice', async () => {
    window.history.replaceState(null, '', '/pages/login?error=access_denied&state=three');
    const { load } = fakeOidc({
      completeSignIn: vi.fn(async () => Promise.reject(new Error('access_denied'))),
    });
    const navigate = vi.fn();
    stop = startSession(store, { api: noRefresh, oidc: config, loadOidc: load, navigate });
    await settle();
    expect(selectUser(store.getState())).toBeNull();
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    expect(navigate).toHaveBeenCalledWith(OIDC_FAILED_PATH);
  });

  it('ignores ?code= when the provider is not configured', async () => {
    window.history.replaceState(null, '', '/pages/login?code=abc&state=x');
    const { load } = fakeOidc();
    stop = startSession(store, { api: noRefresh, oidc: null, loadOidc: load });
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
  });

  it('restores a provider session on reload, and forgets it on logout', async () => {
    localStorage.setItem(SESSION_PROVIDER_KEY, 'oidc');
    const { module, load } = fakeOidc();
    stop = startSession(store, { api: noRefresh, oidc: config, loadOidc: load });
    await settle();
    expect(selectUser(store.getState())).toEqual(countyUser);
    store.dispatch(loggedOut());
    expect(localStorage.getItem(SESSION_PROVIDER_KEY)).toBeNull();
    await vi.waitFor(() => expect(module.forgetSignIn).toHaveBeenCalledWith(config));
  });

  it('clears a provider session that expired, or whose provider is no longer configured', async () => {
    localStorage.setItem(SESSION_PROVIDER_KEY, 'oidc');
    const { load } = fakeOidc({ restoreSignIn: vi.fn(async () => null) });
    stop = startSession(store, { api: noRefresh, oidc: config, loadOidc: load });
    await settle();
    expect(selectUser(store.getState())).toBeNull();
    expect(localStorage.getItem(SESSION_PROVIDER_KEY)).toBeNull();
    stop();

    localStorage.setItem(SESSION_PROVIDER_KEY, 'oidc');
    stop = startSession(makeStore(), { api: noRefresh, oidc: null, loadOidc: load });
    expect(localStorage.getItem(SESSION_PROVIDER_KEY)).toBeNull();
  });
});

describe('the provider user', () => {
  const user = (profile: Record<string, unknown>) =>
    new User({
      access_token: 'at',
      token_type: 'Bearer',
      profile: {
        sub: 'u-1',
        iss: config.authority,
        aud: config.clientId,
        exp: 0,
        iat: 0,
        ...profile,
      },
    });

  it('takes name, email and picture, and the admin role only from a role claim', () => {
    expect(
      toPortalUser(
        user({
          name: 'Kalunde Musau',
          email: 'k@makueni.example',
          picture: 'https://img/k.png',
          roles: ['admin'],
        }),
      ),
    ).toEqual({
      id: 0,
      name: 'Kalunde Musau',
      email: 'k@makueni.example',
      role: 'admin',
      avatar: 'https://img/k.png',
      loggedInWith: 'oidc',
    });
    const plain = toPortalUser(
      user({ preferred_username: 'kmusau', picture: 'javascript:alert(1)' }),
    );
    expect(plain).toMatchObject({ name: 'kmusau', email: '', role: 'editor', avatar: undefined });
    expect(toPortalUser(user({})).name).toBe('u-1');
  });
});
