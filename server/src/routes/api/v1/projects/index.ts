import type { FastifyInstance } from 'fastify';
import { detailRoute } from './detail.ts';
import { exportRoutes } from './exports.ts';
import { listRoute } from './list.ts';
import { summaryRoute } from './summary.ts';

/** Static paths (summary, export.*) win over /projects/:code in Fastify's router. */
export async function projectsRoutes(app: FastifyInstance): Promise<void> {
  await listRoute(app);
  await summaryRoute(app);
  await exportRoutes(app);
  await detailRoute(app);
}
