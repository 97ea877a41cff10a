import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Security headers. The Content-Security-Policy fits the Vite-built SPA: scripts and workers
 * (the mock service worker) from this origin only, React inline styles, Leaflet tiles from
 * OpenStreetMap, data: and blob: images, API calls to this origin.
 * upgrade-insecure-requests is left out so that plain-HTTP loopback deployments keep working;
 * behind TLS, Strict-Transport-Security does that job.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * Powerful browser features the portal does not use, turned off for it and anything it frames;
 * full screen (maps, images) for its own pages only. Only features browsers know are named (an
 * unknown one is reported in the console).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers @fastify/helmet sets with our options. They do not vary per request (no CSP
 * nonces), while the plugin rebuilds its middleware on every request; so they are computed once,
 * by helmet itself on a private instance, and then copied onto every response.
 */
export async function securityHeaders(): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', async () => 'ok');
  const res = await probe.inject('/');
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name))
      continue;
    if (typeof value === 'string') headers[name] = value;
  }
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * Sets the security headers on every response; returns those of a plain-HTTP answer (for
 * answers outside routes). Strict-Transport-Security goes only with answers over HTTPS (directly,
 * or behind a trusted proxy that says so): on plain HTTP it means nothing to the browser, and
 * sent from a loopback or LAN deployment it would only claim what the server does not offer.
 */
export async function registerHelmet(app: FastifyInstance): Promise<Record<string, string>> {
  const secure = await securityHeaders();
  const plain = Object.fromEntries(
    Object.entries(secure).filter(([name]) => name !== 'strict-transport-security'),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? secure : plain);
    done();
  });
  return plain;
}
