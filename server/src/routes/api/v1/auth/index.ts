import { apiErrorSchema, authConfigSchema } from '@app/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../../../lib/errors.ts';

/** Where the SPA signs staff in: read at run time, so one build serves any provider. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/auth/config',
    {
      schema: {
        tags: ['staff'],
        summary: 'The OpenID provider, client id and scopes the SPA signs staff in with',
        response: { 200: authConfigSchema, 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      if (!app.auth) throw new HttpError(503, 'Staff sign-in is not configured');
      // Settings change only with a restart; a minute of caching spares a request per page load.
      reply.header('cache-control', 'public, max-age=60');
      return app.auth.config;
    },
  );
}
