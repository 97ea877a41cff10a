import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from './services.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import { hashKey } from '../../repositories/filters.ts';

export const API_CACHE_CONTROL = 'public, max-age=60';

/** Weak ETag (the body may be compressed) from the data version and the normalized request. */
export function makeEtag(dataVersion: string, key: string): string {
  return `W/"${dataVersion}.${hashKey(key)}"`;
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

interface Validator {
  etag: string;
  cacheControl: string;
}

/** ETags already computed, by data version and exact URL, for the revalidation fast path. */
const validators = new WeakMap<Services, LruCache<Validator>>();

function validatorsOf(request: FastifyRequest): LruCache<Validator> {
  const services = request.server.services;
  let cache = validators.get(services);
  if (!cache) {
    cache = new LruCache<Validator>(20_000);
    validators.set(services, cache);
  }
  return cache;
}

function send304(reply: FastifyReply, v: Validator): FastifyReply {
  return reply
    .code(304)
    .header('etag', v.etag)
    .header('cache-control', v.cacheControl)
    .header('vary', 'accept-encoding')
    .send();
}

/**
 * Sets ETag and Cache-Control; answers 304 when If-None-Match matches. Returns true when the
 * response has been sent. The ETag is remembered for the URL (see revalidationHook).
 */
export function conditional(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  options: { dataVersion?: string; cacheControl?: string } = {},
): boolean {
  const v: Validator = { etag, cacheControl: options.cacheControl ?? API_CACHE_CONTROL };
  validatorsOf(request).set(`${options.dataVersion ?? ''}|${request.url}`, v);
  reply.header('etag', v.etag);
  reply.header('cache-control', v.cacheControl);
  reply.header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], etag)) {
    send304(reply, v);
    return true;
  }
  return false;
}

/**
 * onRequest hook: a conditional GET for a URL whose ETag is known for the current data version
 * gets its 304 before validation and the handler run. Anything else goes the normal way.
 */
export function revalidationHook(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const header = request.headers['if-none-match'];
    if (!header || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const version = await app.services.dataVersion.get();
    const v = validatorsOf(request).get(`${version.version}|${request.url}`);
    if (v && matches(header, v.etag)) await send304(reply, v);
  };
}
