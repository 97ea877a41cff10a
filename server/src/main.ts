import { buildApp, type AppConfig } from './app.ts';
import { AccountError, ensureFirstAdmin } from './auth/accounts.ts';
import { listAccounts } from './repositories/staff-accounts-repository.ts';
import type { Database } from './db/client.ts';
import { loadEnv, type Env } from './config/env.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { prepareDatabase } from './db/setup.ts';
import { startupStorageMessage } from './db/storage.ts';
import { dataFacts } from './routes/api/v1/meta/facts.ts';

/**
 * Staff sign-in from the settings: an external provider when OIDC_ISSUER is set, else the built-in
 * one, whose first admin FIRST_ADMIN_EMAIL / FIRST_ADMIN_PASSWORD may create.
 */
async function authSettings(env: Env, database: Database): Promise<AppConfig['auth']> {
  if (env.OIDC_ISSUER) {
    return {
      provider: 'external',
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      audience: env.OIDC_AUDIENCE,
      rolesClaim: env.OIDC_ROLES_CLAIM,
    };
  }
  if (Boolean(env.FIRST_ADMIN_EMAIL) !== Boolean(env.FIRST_ADMIN_PASSWORD))
    throw new Error('Invalid settings: FIRST_ADMIN_EMAIL and FIRST_ADMIN_PASSWORD go together');
  if (env.FIRST_ADMIN_EMAIL && env.FIRST_ADMIN_PASSWORD) {
    try {
      const created = await ensureFirstAdmin(database.db, {
        email: env.FIRST_ADMIN_EMAIL,
        password: env.FIRST_ADMIN_PASSWORD,
        name: env.FIRST_ADMIN_NAME,
      });
      if (created) console.log(`first admin ${created.email} created`);
    } catch (error) {
      if (error instanceof AccountError)
        throw new Error(
          `Invalid settings: FIRST_ADMIN_${error.field.toUpperCase()}: ${error.message}`,
        );
      throw error;
    }
  }
  if ((await listAccounts(database.db)).length === 0)
    console.log('no staff account yet: create one with `npm run staff -- add` or FIRST_ADMIN_*');
  return {
    provider: 'embedded',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    audience: env.OIDC_AUDIENCE,
    keyRotationDays: env.OIDC_KEY_ROTATION_DAYS,
  };
}

/** Where the data lives, for a start that fails on its disk (one line naming it). */
let storageSettings: { dataDir?: string | undefined; databaseUrl?: string | undefined } = {};

/** Process entry: settings, database (migrate, seed on first start), listen, graceful shutdown. */
async function main(): Promise<void> {
  const env = loadEnv();
  storageSettings = { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL };
  // Checked before the database opens: a wrong setting stops the start with its message.
  const facts = dataFacts({
    license: env.DATA_LICENSE,
    publisher: env.DATA_PUBLISHER,
    contact: env.DATA_CONTACT,
  });
  const database = await prepareDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
    poolSize: env.PG_POOL_SIZE,
    role: 'server',
    seedIfEmpty: env.SEED_ON_START,
    seedCount: env.SEED_COUNT,
    log: (message) => console.log(message),
  });
  const app = await buildApp({
    database,
    webDist: env.WEB_DIST,
    rateLimitMax: env.RATE_LIMIT_MAX,
    exportsPerClient: env.EXPORTS_PER_CLIENT,
    exportsAtOnce: env.EXPORTS_AT_ONCE,
    exportBatchSize: env.EXPORT_BATCH_SIZE,
    redisUrl: env.REDIS_URL,
    feedback: {
      mail: env.SMTP_URL
        ? { url: env.SMTP_URL, from: env.SMTP_FROM ?? 'no-reply@makueni.go.ke' }
        : undefined,
      altchaKey: env.ALTCHA_HMAC_KEY,
      submissionsPerHour: env.FEEDBACK_PER_HOUR,
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    },
    trustProxy: env.TRUST_PROXY,
    summaryCacheMax: env.SUMMARY_CACHE_MAX,
    dataVersionTtlMs: env.DATA_VERSION_TTL_MS,
    auth: await authSettings(env, database),
    dataFacts: facts,
    oc4idsPrefix: env.OC4IDS_PREFIX,
    publicUrl: env.PUBLIC_URL,
    logger: { level: env.LOG_LEVEL },
    closeDatabase: true,
  });
  app.log.info(
    { database: database.kind, location: database.location, webDist: env.WEB_DIST },
    'database ready',
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  const address = await app.listen({ port: env.PORT, host: env.HOST });
  // The lock on the embedded database says where its owner listens (see db/data-dir-lock.ts).
  database.lock?.update({ url: address });
}

main().catch((error: unknown) => {
  // A folder held by another process is an expected refusal: its message, no stack.
  if (error instanceof DataDirLockedError) console.error(`error: ${error.message}`);
  else console.error(startupStorageMessage(error, storageSettings) ?? error);
  process.exit(1);
});
