import { generateKeyPairSync, hkdfSync } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';
import type { AppDb } from '../db/client.ts';
import { SigningKeysRepository } from '../repositories/signing-keys-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface KeyPolicy {
  /** A new key signs every this many days. */
  rotationDays: number;
  /**
   * How long a retired key stays published, in seconds: longer than anything it signed lives
   * (ID tokens, access tokens, an id_token_hint presented at sign-out).
   */
  retireAfterS: number;
}

export interface SigningKeySet {
  /** Private keys, the signing one first (the provider signs with the first key of an alg). */
  keys: JWK[];
  /** Their public halves, as published at jwks_uri. */
  publicJwks: { keys: JWK[] };
  /** Secrets for the provider's cookies, newest first, derived from the private keys. */
  cookieKeys: string[];
  /** Changes whenever a key is added or removed. */
  fingerprint: string;
}

async function newKey(): Promise<JWK> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: 'RS256', use: 'sig' };
}

function publicHalf(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use } as JWK;
}

function cookieKey(jwk: JWK): string {
  const material = Buffer.from(jwk.d ?? '', 'base64url');
  return Buffer.from(
    hkdfSync('sha256', material, Buffer.alloc(0), 'makueni oidc cookies', 32),
  ).toString('base64url');
}

/**
 * The provider's keys: created on first start, a new one once the newest is older than the
 * rotation period (the older ones retire), retired ones deleted once nothing they signed can still
 * be valid (SigningKeysRepository.rotate, one transaction that copies of the server agree on).
 */
export async function ensureSigningKeys(db: AppDb, policy: KeyPolicy): Promise<SigningKeySet> {
  const rows = await new SigningKeysRepository(db).rotate({
    rotateAfterMs: policy.rotationDays * DAY_MS,
    deleteRetiredAfterMs: policy.retireAfterS * 1000,
    newKey: async () => {
      const jwk = await newKey();
      return { kid: jwk.kid as string, jwk };
    },
  });
  const keys = rows.map((r) => r.jwk as JWK);
  return {
    keys,
    publicJwks: { keys: keys.map(publicHalf) },
    cookieKeys: keys.map(cookieKey),
    fingerprint: rows.map((r) => r.kid).join(','),
  };
}
