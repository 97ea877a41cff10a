import type { FastifyInstance } from 'fastify';
import { detailRoute } from './detail.ts';
import { exportRoutes } from './exports.ts';
import { importRoute } from './import.ts';
import { listRoute } from './list.ts';
import { patchRoute } from './patch.ts';
import { summaryRoute } from './summary.ts';

/** Static paths (summary, export.*) win over /projects/:code in Fastify's router. */
export async function projectsRoutes(
  app: FastifyInstance,
  options: { importMaxBytes: number },
): Promise<void> {
  await listRoute(app);
  await summaryRoute(app);
  await exportRoutes(app);
  await detailRoute(app);
  // Staff writes (bearer token with the editor or admin role).
  await app.register(importRoute, { maxBytes: options.importMaxBytes });
  await patchRoute(app);
}
