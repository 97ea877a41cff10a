import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The Redis client for shared rate-limit counters, or undefined without REDIS_URL. Loaded on
 * demand (a single server needs no Redis). Commands fail fast while Redis is away (the rate
 * limiter then lets requests through and logs), and the client reconnects on its own.
 */
export async function connectRedis(
  app: FastifyInstance,
  url: string | undefined,
): Promise<Redis | undefined> {
  if (!url) return undefined;
  const { Redis: Client } = await import('ioredis');
  const redis = new Client(url, {
    connectTimeout: 2000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis'));
  // A wrong address or password shows at start, not on the first request.
  await new Promise<void>((resolve, reject) => {
    redis.once('ready', () => resolve());
    redis.once('end', () => reject(new Error(`Redis at ${redact(url)} is not reachable`)));
    setTimeout(
      () => reject(new Error(`Redis at ${redact(url)} did not answer in 5 s`)),
      5000,
    ).unref();
  }).catch((error: unknown) => {
    redis.disconnect();
    throw error;
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'redis';
  }
}
