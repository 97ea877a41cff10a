import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_KEY,
  clearStoredSession,
  readAccessToken,
  readSessionProvider,
  readTokenTimes,
  SESSION_PROVIDER_KEY,
  writeAccessToken,
  writeProviderSession,
} from './token-storage';
import { fakeToken } from './testing/tokens';

afterEach(() => localStorage.clear());

describe('token storage', () => {
  it('keeps, reads and clears the access token and its kind', () => {
    expect(readAccessToken()).toBeNull();
    writeAccessToken('a.b.c');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a.b.c');
    expect(readAccessToken()).toBe('a.b.c');
    expect(readSessionProvider()).toBe('jwt');
    clearStoredSession();
    expect(readAccessToken()).toBeNull();
    expect(readSessionProvider()).toBeNull();
  });

  it('treats a token stored without its kind as the portal login, and blank as none', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'x.y.z');
    expect(readSessionProvider()).toBe('jwt');
    localStorage.setItem(ACCESS_TOKEN_KEY, '  ');
    expect(readAccessToken()).toBeNull();
  });

  it('records a provider session without a token of its own', () => {
    writeAccessToken('a.b.c');
    writeProviderSession();
    expect(readAccessToken()).toBeNull();
    expect(localStorage.getItem(SESSION_PROVIDER_KEY)).toBe('oidc');
    expect(readSessionProvider()).toBe('oidc');
  });
});

describe('readTokenTimes', () => {
  it('reads exp and iat in milliseconds', () => {
    expect(readTokenTimes(fakeToken({ iat: 1000, exp: 9000 }))).toEqual({
      expiresAt: 9_000_000,
      issuedAt: 1_000_000,
    });
    expect(readTokenTimes(fakeToken({ exp: 9000 }))).toEqual({
      expiresAt: 9_000_000,
      issuedAt: null,
    });
  });

  it('decodes base64url payloads with non-ASCII text', () => {
    const token = fakeToken({ exp: 42, name: 'Ndinda Wambuá ✓ ~~~ ???' });
    expect(readTokenTimes(token)?.expiresAt).toBe(42_000);
  });

  it('returns null for anything that is not a JWT with a numeric exp', () => {
    for (const bad of [
      '',
      'abc',
      'a.b',
      'a.!!!.c',
      fakeToken({}),
      `x.${btoa('"text"')}.y`,
      `x.${btoa('{"exp":"soon"}')}.y`,
    ]) {
      expect(readTokenTimes(bad), bad).toBeNull();
    }
  });
});
