import { describe, expect, it } from 'vitest';
import { isOidcCallback, readOidcConfig, safeReturnPath } from './oidc-config';

describe('county sign-on configuration', () => {
  it('is off unless both the provider address and client id are set', () => {
    expect(readOidcConfig({})).toBeNull();
    expect(readOidcConfig({ VITE_OIDC_AUTHORITY: 'https://id.makueni.example' })).toBeNull();
    expect(readOidcConfig({ VITE_OIDC_AUTHORITY: ' ', VITE_OIDC_CLIENT_ID: 'portal' })).toBeNull();
  });

  it('reads the three settings, defaulting the return address to the login page', () => {
    expect(
      readOidcConfig({
        VITE_OIDC_AUTHORITY: 'https://id.makueni.example/realms/county',
        VITE_OIDC_CLIENT_ID: 'portal',
        VITE_OIDC_REDIRECT_URI: 'https://data.makueni.example/pages/login',
      }),
    ).toEqual({
      authority: 'https://id.makueni.example/realms/county',
      clientId: 'portal',
      redirectUri: 'https://data.makueni.example/pages/login',
    });
    expect(
      readOidcConfig({ VITE_OIDC_AUTHORITY: 'https://id', VITE_OIDC_CLIENT_ID: 'p' })?.redirectUri,
    ).toBe(`${location.origin}/pages/login`);
  });

  it('recognises the return from the provider', () => {
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
});
