import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_CSS, DOCS_LOGO_SVG, docsScript, START_HERE } from './docs-theme.ts';

/** The portal's name, as its pages show it. */
export const PORTAL_NAME = 'Makueni Open Data';
export const API_TITLE = `${PORTAL_NAME}: projects API`;

/** The open-data documents served at the site's root: the DCAT-AP catalogue and the feeds. */
const ROOT_OPEN_DATA = /^\/(catalog\.(jsonld|ttl)|feeds\/)/;

/** Only the API belongs in its document: pages, files and the sign-in provider are left out. */
export const apiOnlyTransform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  if (input.url === '/api' || input.url.startsWith('/api/') || ROOT_OPEN_DATA.test(input.url))
    return out;
  return { ...out, schema: { ...out.schema, hide: true } };
};

/**
 * The docs page's policy: Swagger UI's own (its inline scripts allowed by hash), without
 * upgrade-insecure-requests (plain-HTTP loopback deployments keep working), with no third-party
 * image source (the spec validator's badge is turned off), and with inline styles allowed, as on
 * the portal's own pages: Swagger UI adds style elements while it runs, which no hash of its
 * index page covers (Chromium reported each as a Content-Security-Policy violation). A hash in
 * style-src would switch 'unsafe-inline' off, so the directive is replaced whole.
 */
export function docsCsp(header: string): string {
  return header
    .replace(/\s*upgrade-insecure-requests;?/, '')
    .replace(/\s+validator\.swagger\.io/, '')
    .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
    .trim();
}

/** OpenAPI document generated from the zod route schemas; Swagger UI at /api/docs. */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  const facts = app.dataFacts;
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: API_TITLE,
        description:
          'County development projects with filters, summaries and exports. Money in whole Kenya shillings; ' +
          'financial years July-June written 2023/24. ' +
          // CSV files carry no metadata of their own: the document says whose data it is.
          `Published by ${facts.publisher} under ${facts.licence.title} (${facts.licence.name}); ` +
          'GET /api/v1/meta gives the licence, publisher and contact, and when the data last changed. ' +
          'Any site may read the API from the browser (CORS: GET and HEAD, no credentials).\n\n' +
          START_HERE,
        version: '1.0.0',
        license: { name: facts.licence.name, url: facts.licence.url },
        ...(facts.contact
          ? {
              contact: facts.contact.href.startsWith('mailto:')
                ? { name: facts.publisher, email: facts.contact.label }
                : { name: facts.publisher, url: facts.contact.href },
            }
          : {}),
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
        {
          name: 'open data',
          description:
            'OC4IDS, DCAT-AP catalogue, CKAN-compatible API, CSVW, Atom feeds, history and versions',
        },
      ],
      components: {
        // Staff routes name it: an access token from the portal's sign-in provider. A route
        // naming a scheme not listed here breaks the whole document (and the docs page).
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: apiOnlyTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: docsCsp,
    // Drawn into the top bar as a data: image (the policy allows those), in place of the
    // framework's logo, which the plugin shows by default.
    logo: { type: 'image/svg+xml', content: Buffer.from(DOCS_LOGO_SVG), href: '/' },
    theme: {
      title: `${API_TITLE} (OpenAPI)`,
      css: [{ filename: 'portal.css', content: DOCS_CSS }],
      js: [{ filename: 'portal.js', content: docsScript(PORTAL_NAME) }],
      favicon: [
        {
          filename: 'logo.svg',
          rel: 'icon',
          sizes: 'any',
          type: 'image/svg+xml',
          content: Buffer.from(DOCS_LOGO_SVG),
        },
      ],
    },
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  });
}
