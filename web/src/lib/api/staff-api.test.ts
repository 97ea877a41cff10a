import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/lib/store/store';
import { server, setupMockServer } from '@/testing/mock-server';
import { staffApi, staffErrorIssues, staffErrorMessage, staffErrorStatus } from './staff-api';
import { provideStaffTokens, staffAccessToken } from './staff-token';

setupMockServer();

const probeApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ auth: string | null }, void>({ query: () => 'staff-probe' }),
  }),
});

/** Answers with the Authorization header it got; 401 for the token `stale`. */
function echoAuthorization() {
  const seen: Array<string | null> = [];
  server.use(
    http.get('/api/v1/staff-probe', ({ request }) => {
      const auth = request.headers.get('authorization');
      seen.push(auth);
      if (auth === null || auth === 'Bearer stale') {
        return HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: 'Sign in as county staff.' },
          { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
        );
      }
      return HttpResponse.json({ auth });
    }),
  );
  return seen;
}

afterEach(() => provideStaffTokens(null));

describe('staffApi', () => {
  it('sends the staff access token as a bearer token', async () => {
    const seen = echoAuthorization();
    provideStaffTokens({ accessToken: async () => 'tok-1', renew: async () => null });
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(result.data).toEqual({ auth: 'Bearer tok-1' });
    expect(seen).toEqual(['Bearer tok-1']);
  });

  it('retries once with a renewed token after a 401', async () => {
    const seen = echoAuthorization();
    provideStaffTokens({ accessToken: async () => 'stale', renew: async () => 'fresh' });
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(result.data).toEqual({ auth: 'Bearer fresh' });
    expect(seen).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('answers 401 itself when nobody is signed in as staff, without asking the server', async () => {
    const seen = echoAuthorization();
    provideStaffTokens({ accessToken: async () => null, renew: async () => null });
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(seen).toEqual([]);
    expect(staffErrorStatus(result.error)).toBe(401);
    expect(staffErrorMessage(result.error)).toBe('Sign in as county staff.');
    expect(staffErrorIssues(result.error)).toEqual([]);
  });

  it('empties its cache when the user signs out', async () => {
    echoAuthorization();
    provideStaffTokens({ accessToken: async () => 'tok-1', renew: async () => null });
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    const cached = () => Object.keys(store.getState().staffApi?.queries ?? {}).length;
    expect(cached()).toBe(1);
    store.dispatch({ type: 'auth/loggedOut' });
    expect(cached()).toBe(0);
  });
});

describe('staffAccessToken', () => {
  it('waits for the session to provide its source', async () => {
    const pending = staffAccessToken(5_000);
    provideStaffTokens({ accessToken: async () => 'late', renew: async () => null });
    await expect(pending).resolves.toBe('late');
  });

  it('gives up without a source after the wait', async () => {
    await expect(staffAccessToken(10)).resolves.toBeNull();
  });
});
