import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { prepareDatabase } from './db/setup.ts';

/** Process entry: settings, database (migrate, seed on first start), listen, graceful shutdown. */
async function main(): Promise<void> {
  const env = loadEnv();
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
    exportBatchSize: env.EXPORT_BATCH_SIZE,
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY,
    summaryCacheMax: env.SUMMARY_CACHE_MAX,
    dataVersionTtlMs: env.DATA_VERSION_TTL_MS,
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
  console.error(error instanceof DataDirLockedError ? `error: ${error.message}` : error);
  process.exit(1);
});
