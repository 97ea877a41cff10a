import { describe, expect, it } from 'vitest';
import { portalRole, rolesAt, toPortalUser } from './provider-user';

/** An unsigned JWT carrying `claims` (only its payload is read, never trusted). */
const jwt = (claims: Record<string, unknown>) =>
  ['{"alg":"none"}', JSON.stringify(claims)]
    .map((part) => btoa(part).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
    .join('.') + '.';

const profile = (claims: Record<string, unknown>) => ({
  sub: 'u-1',
  iss: 'https://id.example',
  aud: 'portal',
  exp: 0,
  iat: 0,
  ...claims,
});

const embedded = { rolesClaim: 'roles', provider: 'embedded' as const };

describe('roles from the token', () => {
  it('reads the claim at a dotted path, as an array or a string', () => {
    expect(rolesAt({ roles: ['editor'] }, 'roles')).toEqual(['editor']);
    expect(rolesAt({ realm_access: { roles: ['admin', 'x'] } }, 'realm_access.roles')).toEqual([
      'admin',
      'x',
    ]);
    expect(rolesAt({ roles: 'editor admin' }, 'roles')).toEqual(['editor', 'admin']);
    expect(rolesAt({ roles: 7 }, 'roles')).toEqual([]);
    expect(rolesAt({}, 'realm_access.roles')).toEqual([]);
  });

  it('maps them to the portal role: admin over editor, nothing else', () => {
    expect(portalRole(['editor', 'admin'])).toBe('admin');
    expect(portalRole(['Editor'])).toBe('editor');
    expect(portalRole(['staff', 'user'])).toBeNull();
    expect(portalRole([])).toBeNull();
  });
});

describe('the portal user of a provider sign-in', () => {
  it('takes name, email, role and how the user signed in from the ID token', () => {
    expect(
      toPortalUser(
        {
          profile: profile({
            name: 'Kalunde Musau',
            email: 'k@makueni.test',
            picture: 'https://img.example/k.png',
            roles: ['editor'],
          }),
        },
        embedded,
      ),
    ).toEqual({
      id: 0,
      sub: 'u-1',
      name: 'Kalunde Musau',
      email: 'k@makueni.test',
      role: 'editor',
      avatar: 'https://img.example/k.png',
      loggedInWith: 'oidc',
      provider: 'embedded',
    });
  });

  it('falls back to the access token for the roles, at the configured claim', () => {
    const user = toPortalUser(
      {
        profile: profile({ preferred_username: 'kmusau', picture: 'javascript:alert(1)' }),
        access_token: jwt({ realm_access: { roles: ['admin'] } }),
      },
      { rolesClaim: 'realm_access.roles', provider: 'external' },
    );
    expect(user).toMatchObject({ name: 'kmusau', role: 'admin', avatar: undefined });
  });

  it('gives no user for an account without a portal role', () => {
    expect(
      toPortalUser({ profile: profile({ roles: ['viewer'] }), access_token: 'opaque' }, embedded),
    ).toBeNull();
  });
});
