import { healthSchema } from '@app/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeHealth } from '../../db/storage.ts';
import { revalidationHook } from '../../plugins/app/caching.ts';
import { registerRateLimit, type RateLimitOptions } from '../../plugins/external/rate-limit.ts';
import { shareUsedChallenges } from '../../feedback/setup.ts';
import { registerUsageCounting } from '../../usage/usage-hooks.ts';
import { ckanRoutes } from './ckan/index.ts';
import { accountRoutes } from './v1/account/index.ts';
import { auditRoutes } from './v1/audit/index.ts';
import { authRoutes } from './v1/auth/index.ts';
import { boundariesRoutes } from './v1/boundaries/index.ts';
import { csvwRoutes } from './v1/csvw/index.ts';
import { historyRoutes } from './v1/history/index.ts';
import { feedbackRoutes } from './v1/feedback/index.ts';
import { metaRoutes } from './v1/meta/index.ts';
import { oc4idsRoutes } from './v1/oc4ids/index.ts';
import { projectsRoutes } from './v1/projects/index.ts';
import { staffRoutes } from './v1/staff/index.ts';
import { usageRoutes } from './v1/usage/index.ts';

/** Everything under /api: rate-limited; v1 is the open-data API. */
export async function apiRoutes(
  app: FastifyInstance,
  options: { rateLimit: RateLimitOptions; usageFlushMs: number; importMaxBytes: number },
): Promise<void> {
  await registerRateLimit(app, options.rateLimit);
  // Used proof-of-work challenges go to the same Redis, so no copy takes one twice.
  shareUsedChallenges(app, options.rateLimit.redis);
  registerUsageCounting(app, { counter: app.services.usage, flushMs: options.usageFlushMs });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['meta'],
        summary:
          'Liveness, database and write check (degraded when writes fail: disk full or read-only)',
        response: { 200: healthSchema },
      },
    },
    async (_request, reply) => {
      const version = await app.services.dataVersion.get();
      const storage = await writeHealth(app.services.database);
      reply.header('cache-control', 'no-store');
      return {
        status: storage ? ('degraded' as const) : ('ok' as const),
        database: app.services.database.kind,
        dataVersion: version.version,
        writes: storage
          ? {
              ok: false,
              problem: storage.kind === 'full' ? ('disk-full' as const) : ('read-only' as const),
              message:
                storage.kind === 'full'
                  ? "Writes fail: the server's disk is full"
                  : "Writes fail: the server's data folder is read-only",
            }
          : { ok: true },
      };
    },
  );

  await app.register(
    async (v1) => {
      v1.addHook('onRequest', revalidationHook(v1));
      await metaRoutes(v1);
      await boundariesRoutes(v1);
      await projectsRoutes(v1, { importMaxBytes: options.importMaxBytes });
      await oc4idsRoutes(v1);
      await historyRoutes(v1);
      await csvwRoutes(v1);
      await authRoutes(v1);
      await accountRoutes(v1);
      await staffRoutes(v1);
      await auditRoutes(v1);
      await usageRoutes(v1);
      await v1.register(feedbackRoutes);
    },
    { prefix: '/v1' },
  );
  // CKAN-compatible read API, for harvesters and scripts written for any CKAN portal.
  await app.register(ckanRoutes, { prefix: '/3' });
}
