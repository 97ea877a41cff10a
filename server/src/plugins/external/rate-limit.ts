import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Requests per minute per client address; answers 429 with the JSON error body. */
export async function registerRateLimit(app: FastifyInstance, max: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Rate limit exceeded: at most ${context.max} requests per minute; retry in ${context.after}`,
    }),
  });
}
