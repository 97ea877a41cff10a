import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the zod route schemas; Swagger UI at /api/docs. */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Makueni County open data: projects API',
        description:
          'County development projects with filters, summaries and exports. Money in whole Kenya shillings; ' +
          'financial years July-June written 2023/24.',
        version: '1.0.0',
      },
      tags: [
        { name: 'meta', description: 'County, filters, licence and data version' },
        { name: 'projects', description: 'Projects, summary and exports' },
        { name: 'staff', description: 'Staff sign-in settings, account and staff accounts' },
        {
          name: 'writes',
          description: 'Staff writes (import, edit) and the audit log; bearer token required',
        },
        { name: 'usage', description: 'Page beacon (public) and usage counts (admin)' },
      ],
      components: {
        securitySchemes: {
          // Staff routes name it: an access token from the portal's sign-in provider.
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?/, '').trim(),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
