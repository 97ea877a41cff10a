import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppDb } from '../db/client.ts';
import { noteStorageFailure, type StorageProblem } from '../db/storage.ts';
import { DEFAULT_AUDIENCE, type EmbeddedVerifier } from '../plugins/app/auth.ts';
import { activeAccountCheck } from './active-accounts.ts';
import { createSignInLimiter, type SignInLimits } from './attempts.ts';
import { registerInteractionRoutes } from './interaction-routes.ts';
import { CLIENT_ID, MOUNT_PATH, providerConfiguration, TTL } from './provider-configuration.ts';
import { registerProviderRoutes } from './provider-routes.ts';
import { startRotatingProvider } from './rotating-provider.ts';

/** The OpenID provider the server runs itself when no external one is configured. */
export interface EmbeddedAuth {
  provider: 'embedded';
  /** Where the portal is reached (scheme, host, port, no trailing slash). */
  publicUrl: string;
  /** The API's audience in access tokens (default portal-api). */
  audience?: string | undefined;
  /** A new signing key every this many days (default 30). */
  keyRotationDays?: number | undefined;
  /** Password guessing limits of the sign-in form (attempts.ts has the defaults). */
  signInLimits?: Partial<SignInLimits> | undefined;
}

/**
 * Runs the provider under /oidc: its own routes (discovery, authorization, token, JWKS,
 * userinfo, end session) are handed the raw request (provider-routes.ts); the sign-in pages are
 * Fastify routes (interaction-routes.ts). Keys are checked every hour: a rotation builds a new
 * provider around the new key set (rotating-provider.ts). Returns what the API needs to verify
 * the access tokens it issues.
 */
export async function mountEmbeddedProvider(
  app: FastifyInstance,
  db: AppDb,
  settings: EmbeddedAuth,
  shared: { redis?: Redis | undefined } = {},
): Promise<EmbeddedVerifier> {
  const publicUrl = settings.publicUrl.replace(/\/+$/, '');
  const { origin: publicOrigin } = new URL(publicUrl);
  const issuer = `${publicUrl}${MOUNT_PATH}`;
  const audience = settings.audience ?? DEFAULT_AUDIENCE;
  // The resource indicator (an absolute URI); tokens for it carry the audience above.
  const apiResource = `${publicUrl}/api`;

  /** A write refused for storage: logged, and reported by the health check. */
  const noteStorage = (storage: StorageProblem, error: unknown) => {
    noteStorageFailure(app.services.database, storage);
    app.log.error({ err: error, storage: storage.kind }, 'sign-in refused: storage');
  };

  const { current, keys } = await startRotatingProvider(app, db, {
    issuer,
    keyRotationDays: settings.keyRotationDays ?? 30,
    configuration: (signingKeys) =>
      providerConfiguration(db, signingKeys, { publicUrl, audience, apiResource }),
    noteStorage,
  });

  const limiter = createSignInLimiter(shared.redis, settings.signInLimits, (error) =>
    app.log.warn({ err: error }, 'sign-in counters: Redis failed, counting in memory'),
  );

  await registerInteractionRoutes(app, db, {
    publicUrl,
    publicOrigin,
    issuer,
    current,
    limiter,
    noteStorage,
  });
  // Everything else under /oidc is the provider's.
  await registerProviderRoutes(app, { publicUrl, current });

  return {
    issuer,
    clientId: CLIENT_ID,
    audience,
    keys,
    accessTokenTtlS: TTL.AccessToken,
    isActive: activeAccountCheck(db),
  };
}
