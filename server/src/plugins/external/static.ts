import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SpaPages, type PageSources } from '../app/spa-pages.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Cache and worker headers for files of the built SPA. */
export function staticHeaders(filePath: string, root: string): Record<string, string> {
  const rel = path.relative(root, filePath).split(path.sep).join('/');
  if (rel.startsWith('assets/')) return { 'cache-control': IMMUTABLE };
  if (rel === 'mockServiceWorker.js')
    return { 'cache-control': NO_CACHE, 'service-worker-allowed': '/' };
  if (rel === 'index.html' || rel.endsWith('.html')) return { 'cache-control': NO_CACHE };
  return { 'cache-control': 'public, max-age=3600' };
}

/**
 * Serves the built SPA from webDist. Other non-API paths fall back to index.html (see the
 * not-found handler in app.ts): 200 at the app's routes, 404 elsewhere and where a route's
 * source does not hold what the address names (an unknown project code). Returns the page server, or undefined without a build.
 */
export async function registerStatic(
  app: FastifyInstance,
  webDist: string,
  sources: PageSources = {},
): Promise<SpaPages | undefined> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'no built web app found; only the API is served');
    return undefined;
  }
  const pages = new SpaPages(webDist, sources);
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    // Pages (/ and the history fallback) are answered by SpaPages, with their preloads.
    index: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    preCompressed: false,
    setHeaders: (res, filePath) => {
      for (const [k, v] of Object.entries(staticHeaders(filePath, webDist))) res.setHeader(k, v);
    },
  });
  // index.html by its own name is a page too (the static copy lacks the CSP's inline-script hash).
  // Pages are not part of the API: hidden from its OpenAPI document.
  for (const url of ['/', '/index.html'])
    app.get(url, { schema: { hide: true } }, (request, reply) =>
      pages.send(request, reply, { known: true }),
    );
  return pages;
}
