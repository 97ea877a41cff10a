import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_CONFIG_URL,
  isOidcCallback,
  loadOidcConfig,
  parseAuthConfig,
  resetOidcConfig,
  safeReturnPath,
  signInFailedPath,
} from './oidc-config';

const served = {
  provider: 'embedded',
  authority: 'http://localhost:4403/oidc',
  clientId: 'portal',
  redirectPath: '/pages/login',
  postLogoutPath: '/',
  scope: 'openid profile email offline_access roles',
  audience: 'portal-api',
  rolesClaim: 'roles',
};

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => resetOidcConfig());

describe('the provider settings from the server', () => {
  it('turns the answer into the client settings, on this origin', () => {
    expect(parseAuthConfig(served, 'https://data.makueni.example')).toEqual({
      provider: 'embedded',
      authority: 'http://localhost:4403/oidc',
      clientId: 'portal',
      redirectUri: 'https://data.makueni.example/pages/login',
      postLogoutRedirectUri: 'https://data.makueni.example/',
      scope: 'openid profile email offline_access roles',
      audience: 'portal-api',
      rolesClaim: 'roles',
    });
  });

  it('keeps the return addresses on this origin and fills in the defaults', () => {
    const config = parseAuthConfig(
      {
        provider: 'external',
        authority: 'https://id.example/realms/county',
        clientId: 'portal',
        redirectPath: 'https://evil.example/steal',
        postLogoutPath: '//evil.example',
      },
      'https://data.makueni.example',
    );
    expect(config.redirectUri).toBe('https://data.makueni.example/pages/login');
    expect(config.postLogoutRedirectUri).toBe('https://data.makueni.example/');
    expect(config.scope).toContain('openid');
    expect(config.rolesClaim).toBe('roles');
    expect(config.audience).toBeUndefined();
  });

  it('refuses settings with no provider or client', () => {
    expect(() => parseAuthConfig(null)).toThrow();
    expect(() => parseAuthConfig({ ...served, authority: 'javascript:alert(1)' })).toThrow();
    expect(() => parseAuthConfig({ ...served, clientId: ' ' })).toThrow();
  });

  it('fetches GET /api/v1/auth/config once per page', async () => {
    const fetchImpl = answer(served);
    const first = await loadOidcConfig(fetchImpl);
    const second = await loadOidcConfig(fetchImpl);
    expect(second).toBe(first);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(AUTH_CONFIG_URL, expect.anything());
    expect(first.clientId).toBe('portal');
  });

  it('does not keep a failure: the next attempt asks again', async () => {
    await expect(loadOidcConfig(answer({ message: 'down' }, 503))).rejects.toThrow('503');
    await expect(
      loadOidcConfig(vi.fn(async () => Promise.reject(new TypeError('offline')))),
    ).rejects.toThrow('could not be fetched');
    await expect(loadOidcConfig(answer(served))).resolves.toMatchObject({ clientId: 'portal' });
  });
});

describe('the provider return', () => {
  it('is recognised by code or error with state', () => {
    expect(isOidcCallback('?code=abc&state=xyz')).toBe(true);
    expect(isOidcCallback('?error=access_denied&state=xyz')).toBe(true);
    expect(isOidcCallback('?code=abc')).toBe(false);
    expect(isOidcCallback('?redirect=/analytics')).toBe(false);
  });

  it('only returns to paths of this portal', () => {
    expect(safeReturnPath('/analytics')).toBe('/analytics');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
  });

  it('explains a failure on the login page', () => {
    expect(signInFailedPath('cancelled')).toBe('/pages/login?sso=cancelled');
  });
});
