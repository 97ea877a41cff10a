import type { FastifyInstance } from 'fastify';
import { revalidationHook } from '../../plugins/app/caching.ts';
import { catalogRoutes } from './catalog.ts';
import { feedRoutes } from './feeds.ts';

/** Open-data documents outside /api: the DCAT-AP catalogue and the Atom feeds. */
export async function openDataRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', revalidationHook(app));
  await catalogRoutes(app);
  await feedRoutes(app);
}
