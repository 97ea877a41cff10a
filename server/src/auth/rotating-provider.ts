import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, errors as joseErrors, type JWTVerifyGetKey } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import type { AppDb } from '../db/client.ts';
import {
  storageMessage,
  storageProblem,
  storageStatus,
  type StorageProblem,
} from '../db/storage.ts';
import { OidcStoreRepository } from '../repositories/oidc-store-repository.ts';
import { ensureSigningKeys, type KeyPolicy, type SigningKeySet } from './keys.ts';
import { TTL } from './provider-configuration.ts';

/** Retired keys stay published a day past the longest-lived token they signed. */
const RETIRE_AFTER_S = TTL.IdToken + 24 * 60 * 60;
const KEY_CHECK_MS = 60 * 60 * 1000;
/** An unknown kid re-reads the keys (another copy of the server rotated), at most this often. */
const KEY_RELOAD_MIN_MS = 30_000;

/** The provider around one set of signing keys. */
export interface ProviderInstance {
  provider: Provider;
  /** The provider's own request handler (node's request and response). */
  callback: ReturnType<Provider['callback']>;
}

export interface RotatingProvider {
  /** The provider around the current keys: ask again for each request, a rotation replaces it. */
  current(): ProviderInstance;
  /** The keys the API verifies access tokens with; an unknown key id re-reads them. */
  keys: JWTVerifyGetKey;
}

/**
 * Starts the provider and keeps its signing keys current: they are checked every hour, and a
 * rotation builds a new provider around the new key set (its state is all in the database).
 * Expired state is swept at start and at each check.
 */
export async function startRotatingProvider(
  app: FastifyInstance,
  db: AppDb,
  options: {
    issuer: string;
    keyRotationDays: number;
    configuration: (keys: SigningKeySet) => Configuration;
    /** A write refused for storage (full or read-only disk). */
    noteStorage: (storage: StorageProblem, error: unknown) => void;
  },
): Promise<RotatingProvider> {
  const policy: KeyPolicy = {
    rotationDays: options.keyRotationDays,
    retireAfterS: RETIRE_AFTER_S,
  };

  const build = (keys: SigningKeySet) => {
    const provider = new Provider(options.issuer, options.configuration(keys));
    // The provider reads scheme and host from X-Forwarded-*, which the mount sets from PUBLIC_URL.
    provider.proxy = true;
    provider.on('server_error', (ctx, error) => {
      const storage = storageProblem(error);
      if (!storage) {
        app.log.error({ err: error }, 'oidc server error');
        return;
      }
      // A full or read-only disk: the endpoints answering JSON (token, revocation) say so with
      // 507 or 503 too; the pages are rendered by renderError.
      options.noteStorage(storage, error);
      ctx.status = storageStatus(storage);
      if (ctx.body && typeof ctx.body === 'object' && !Buffer.isBuffer(ctx.body))
        ctx.body = { error: 'temporarily_unavailable', error_description: storageMessage(storage) };
    });
    return {
      provider,
      callback: provider.callback(),
      keys,
      verifyKeys: createLocalJWKSet(keys.publicJwks),
    };
  };
  const store = new OidcStoreRepository(db);
  let current = build(await ensureSigningKeys(db, policy));
  await store.sweepExpired();

  const refresh = async () => {
    const keys = await ensureSigningKeys(db, policy);
    if (keys.fingerprint !== current.keys.fingerprint) current = build(keys);
  };
  const timer = setInterval(() => {
    Promise.all([refresh(), store.sweepExpired()]).catch((error: unknown) =>
      app.log.error({ err: error }, 'signing key rotation failed'),
    );
  }, KEY_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  let lastReload = 0;
  const keys: JWTVerifyGetKey = async (header, token) => {
    try {
      return await current.verifyKeys(header, token);
    } catch (error) {
      if (
        !(error instanceof joseErrors.JWKSNoMatchingKey) ||
        Date.now() - lastReload < KEY_RELOAD_MIN_MS
      )
        throw error;
      lastReload = Date.now();
      await refresh();
      return current.verifyKeys(header, token);
    }
  };

  return { current: () => current, keys };
}
