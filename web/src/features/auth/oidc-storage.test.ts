import { User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import { managerSettings } from './oidc';
import type { OidcConfig } from './oidc-config';

const config: OidcConfig = {
  provider: 'embedded',
  authority: 'http://localhost:3000/oidc',
  clientId: 'portal',
  redirectUri: 'http://localhost:3000/pages/login',
  postLogoutRedirectUri: 'http://localhost:3000/',
  scope: 'openid profile email offline_access roles',
  rolesClaim: 'roles',
};

function signedIn(): User {
  return new User({
    id_token: 'id.token.value',
    access_token: 'access.token.value',
    refresh_token: 'refresh-token-secret',
    token_type: 'Bearer',
    scope: config.scope,
    profile: { sub: '7', iss: config.authority, aud: 'portal', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + 600,
  });
}

function storedText(): string {
  return Object.keys(localStorage)
    .map((k) => `${k}=${localStorage.getItem(k) ?? ''}`)
    .join('\n');
}

afterEach(() => localStorage.clear());

describe("the provider's tokens in the browser", () => {
  it('keeps the refresh token out of localStorage, and in the page for renewals', async () => {
    const manager = new UserManager(managerSettings(config));
    await manager.storeUser(signedIn());
    expect(storedText()).toContain('access.token.value');
    expect(storedText()).not.toContain('refresh-token-secret');
    expect(storedText()).not.toContain('refresh_token');
    const user = await manager.getUser();
    expect(user?.refresh_token).toBe('refresh-token-secret');
    expect(user?.access_token).toBe('access.token.value');
  });

  it('gives a reloaded page the session without the refresh token', async () => {
    await new UserManager(managerSettings(config)).storeUser(signedIn());
    const reloaded = new UserManager(managerSettings(config));
    const user = await reloaded.getUser();
    expect(user?.access_token).toBe('access.token.value');
    expect(user?.refresh_token).toBeUndefined();
  });

  it('renews through the provider session when the page has no refresh token', () => {
    expect(managerSettings(config).silent_redirect_uri).toBe(config.redirectUri);
  });

  it('forgets the refresh token with the user', async () => {
    const manager = new UserManager(managerSettings(config));
    await manager.storeUser(signedIn());
    await manager.removeUser();
    expect(await manager.getUser()).toBeNull();
    expect(storedText()).toBe('');
  });
});
