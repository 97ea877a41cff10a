import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { DEMO_ACCOUNTS } from '@app/common/apps/auth';
import { makeStore } from '@/lib/store/store';
import { authApi } from './auth-api';
import { selectAuthStatus, selectUser, selectUserRole } from './auth-slice';
import { beginSession, mockServiceSessionApi } from './demo-session-api';
import { startSession } from './session';
import { server, setupMockServer } from '@/testing/mock-server';
import { ACCESS_TOKEN_KEY, readTokenTimes } from './token-storage';
import { waitFor } from '@testing-library/react';

/** Sessions of the portal's own login: no provider settings are asked for. */
const noProvider = () => Promise.reject(new Error('no provider in this test'));

setupMockServer({ namespaces: ['auth'] });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

async function logIn(email: string, password: string) {
  const store = makeStore();
  const result = await store
    .dispatch(authApi.endpoints.loginUser.initiate({ email, password }))
    .unwrap();
  if ('error' in result) throw new Error(result.error);
  beginSession(store.dispatch, result);
  return store;
}

describe('the session against the mock service', () => {
  it('stores a real 8000-second token on login', async () => {
    const admin = DEMO_ACCOUNTS[1];
    const store = await logIn(admin.email, admin.password);
    const token = localStorage.getItem(ACCESS_TOKEN_KEY);
    expect(token).not.toBeNull();
    const times = readTokenTimes(token ?? '');
    expect(times && times.issuedAt !== null ? times.expiresAt - times.issuedAt : 0).toBe(
      8000 * 1000,
    );
    expect(selectUser(store.getState())).toMatchObject({
      name: admin.name,
      role: 'admin',
      loggedInWith: 'jwt',
    });
  });

  it('restores the session in a fresh store (a reload) from the stored token', async () => {
    const demo = DEMO_ACCOUNTS[0];
    await logIn(demo.email, demo.password);
    const reloaded = makeStore();
    stop = startSession(reloaded, { loadConfig: noProvider });
    await waitFor(() => expect(selectAuthStatus(reloaded.getState())).toBe('authenticated'));
    expect(selectUser(reloaded.getState())?.email).toBe(demo.email);
    expect(selectUserRole(reloaded.getState())).toBe('editor');
  });

  it('clears a stored token the service does not accept', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'not.a.token');
    const store = makeStore();
    stop = startSession(store, { loadConfig: noProvider });
    await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('anonymous'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('tells a refused token (401) from a failed call', async () => {
    const store = makeStore();
    const api = mockServiceSessionApi(store.dispatch);
    expect(await api.refresh('forged')).toEqual({ kind: 'invalid' });
    server.use(http.post('/api/authenticate/refresh-token', () => HttpResponse.error()));
    expect((await api.refresh('anything')).kind).toBe('unavailable');
  });
});
