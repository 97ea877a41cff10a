import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Methods other sites' pages may use: reading only. */
const READ_METHODS = ['GET', 'HEAD'];

/**
 * Paths of the open data: the versioned API, the CKAN-compatible API, its health check and its
 * OpenAPI document, the DCAT-AP catalogue and the Atom feeds.
 */
const OPEN_PATH =
  /^\/(api\/(v1\/|3\/|health$|docs\/json$|docs\/yaml$)|catalog\.(jsonld|ttl)$|feeds\/)/;

/**
 * Parts of /api/v1 for signed-in staff only, with their downloads (`/audit.csv`, `/usage.csv`):
 * never reachable from another site's page.
 */
const STAFF_PATH = /^\/api\/v1\/(auth|account|staff|audit|usage)([/.]|$)/;

/** Headers another site's script may read besides the simple ones. */
export const CORS_EXPOSED_HEADERS = ['ETag', 'Link', 'Content-Disposition'];

/** Request headers a cross-origin reader may send (revalidation and content negotiation). */
const ALLOWED_HEADERS = ['Accept', 'Accept-Language', 'If-None-Match', 'If-Modified-Since'];

/** True when another site's page may make this request (or, for a preflight, the one it asks about). */
export function isOpenRead(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (!OPEN_PATH.test(path) || STAFF_PATH.test(path)) return false;
  const method =
    request.method === 'OPTIONS'
      ? String(request.headers['access-control-request-method'] ?? '').toUpperCase()
      : request.method;
  return READ_METHODS.includes(method);
}

/**
 * CORS for the open-data API, as open-data APIs do it: any site's page may read it (GET and HEAD,
 * and their preflight) without credentials, and read its ETag, Link and Content-Disposition.
 * Writes are never granted to another origin (their preflight gets no CORS headers, so the
 * browser refuses them), and nothing else (the SPA, the sign-in provider, staff routes) gets CORS
 * headers at all. Cookies are never allowed across origins.
 */
export async function registerCors(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      if (!isOpenRead(request)) {
        callback(null, { origin: false });
        return;
      }
      callback(null, {
        origin: '*',
        methods: READ_METHODS,
        credentials: false,
        exposedHeaders: CORS_EXPOSED_HEADERS,
        allowedHeaders: ALLOWED_HEADERS,
        // Chromium caps it at two hours.
        maxAge: 7200,
        strictPreflight: true,
      });
    },
  });
}
