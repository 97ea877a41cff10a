import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

export interface RateLimitOptions {
  /** Requests per minute per client address. */
  max: number;
  /**
   * Shared counters (REDIS_URL): every copy of the server behind one address counts against one
   * limit per client. Without it each copy counts on its own.
   */
  redis?: Redis | undefined;
  /** Prefix of the counters' keys in Redis. */
  nameSpace?: string | undefined;
}

/** Requests per minute per client address; answers 429 with the JSON error body. */
export async function registerRateLimit(
  app: FastifyInstance,
  options: RateLimitOptions,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: 60_000,
    ...(options.redis
      ? {
          redis: options.redis,
          nameSpace: options.nameSpace ?? 'makueni-rate-limit-',
          // Redis unreachable: serve (and log) rather than fail every request.
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Rate limit exceeded: at most ${context.max} requests per minute; retry in ${context.after}`,
    }),
  });
}
