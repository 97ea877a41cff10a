/**
 * Bearer tokens for API tests, signed with a key set that the test app trusts:
 *
 *   const t = await buildTestApp({ auth: testAuth });
 *   await t.app.inject({ url, headers: bearer(await tokens.editor()) });
 *
 * The bad ones (wrong key, issuer, audience, expired, no role) are each wrong in one way only.
 */
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { ExternalAuth } from '../src/plugins/app/auth.ts';

export const TEST_ISSUER = 'https://id.makueni.test/realms/county';
export const TEST_AUDIENCE = 'portal-api';
export const TEST_CLIENT_ID = 'portal';
const KID = 'test-key-1';

const trusted = await generateKeyPair('RS256', { extractable: true });
// Same kid as the trusted key: only the signature tells them apart.
const untrusted = await generateKeyPair('RS256');

const publicJwk: JWK = {
  ...(await exportJWK(trusted.publicKey)),
  kid: KID,
  alg: 'RS256',
  use: 'sig',
};

/** buildApp / buildTestApp option: trust tokens signed by this module's key. */
export const testAuth: ExternalAuth = {
  provider: 'external',
  issuer: TEST_ISSUER,
  clientId: TEST_CLIENT_ID,
  audience: TEST_AUDIENCE,
  rolesClaim: 'roles',
  jwks: { keys: [publicJwk] },
};

export interface MintOptions {
  sub?: string;
  name?: string;
  email?: string;
  /** The roles claim; null leaves it out. */
  roles?: string[] | null;
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for a token that has already expired. */
  expiresIn?: number;
  /** Sign with a key the app does not trust. */
  untrusted?: boolean;
}

/** A signed access token; every field defaults to a valid editor's. */
export async function mintToken(options: MintOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = options.expiresIn ?? 300;
  const roles = options.roles === undefined ? ['editor'] : options.roles;
  const claims = {
    name: options.name ?? 'Test Editor',
    email: options.email ?? 'editor@makueni.test',
    client_id: TEST_CLIENT_ID,
    ...(roles ? { roles } : {}),
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'at+jwt' })
    .setSubject(options.sub ?? 'editor-1')
    .setIssuer(options.issuer ?? TEST_ISSUER)
    .setAudience(options.audience ?? TEST_AUDIENCE)
    .setIssuedAt(now - (expiresIn < 0 ? 600 : 0))
    .setExpirationTime(now + expiresIn)
    .setJti(crypto.randomUUID())
    .sign(options.untrusted ? untrusted.privateKey : trusted.privateKey);
}

/** Ready-made tokens: the good ones and one per way of being refused. */
export const tokens = {
  admin: () =>
    mintToken({
      sub: 'admin-1',
      name: 'Test Admin',
      email: 'admin@makueni.test',
      roles: ['admin'],
    }),
  editor: () => mintToken(),
  /** Signed with a key the app does not trust (401). */
  badSignature: () => mintToken({ untrusted: true }),
  /** From another issuer (401). */
  otherIssuer: () => mintToken({ issuer: 'https://id.elsewhere.test/' }),
  /** For another API (401). */
  otherAudience: () => mintToken({ audience: 'another-api' }),
  /** Expired an hour ago (401). */
  expired: () => mintToken({ expiresIn: -3600 }),
  /** Valid, but with no portal role (403). */
  noRole: () => mintToken({ sub: 'viewer-1', roles: ['viewer'] }),
};

export type TokenKind = keyof typeof tokens;

/** Headers carrying the token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
