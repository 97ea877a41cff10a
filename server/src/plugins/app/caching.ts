import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import type { Services } from './services.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import { hashKey } from '../../repositories/filters.ts';

export const API_CACHE_CONTROL = 'public, max-age=60';

/** Weak ETag (the body may be compressed) from the data version and the normalized request. */
export function makeEtag(dataVersion: string, key: string): string {
  return `W/"${dataVersion}.${hashKey(key)}"`;
}

interface Validator {
  etag: string;
  /** The ETag without its weak prefix: If-None-Match compares weakly. */
  bare: string;
  cacheControl: string;
}

function validator(etag: string, cacheControl: string): Validator {
  return { etag, bare: etag.startsWith('W/') ? etag.slice(2) : etag, cacheControl };
}

function matches(header: string | undefined, v: Validator): boolean {
  if (!header) return false;
  // A revalidating client sends back exactly the ETag it was given: no parsing needed.
  if (header === v.etag) return true;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => {
    const c = candidate.trim();
    return (c.startsWith('W/') ? c.slice(2) : c) === v.bare;
  });
}

/** True when an If-None-Match header (exact, weak, list or *) names `etag`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  return matches(header, validator(etag, ''));
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
    .headers({ etag: v.etag, 'cache-control': v.cacheControl, vary: 'accept-encoding' })
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
  const v = validator(etag, options.cacheControl ?? API_CACHE_CONTROL);
  validatorsOf(request).set(`${options.dataVersion ?? ''}|${request.url}`, v);
  reply.header('etag', v.etag);
  reply.header('cache-control', v.cacheControl);
  reply.header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], v)) {
    send304(reply, v);
    return true;
  }
  return false;
}

/**
 * onRequest hook: a conditional GET for a URL whose ETag is known for the current data version
 * gets its 304 before validation and the handler run. Anything else goes the normal way.
 * Callback-style and synchronous while the data version is fresh (the usual case), so a 304 costs
 * no promise and no extra turn of the event loop.
 */
export function revalidationHook(app: FastifyInstance) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const header = request.headers['if-none-match'];
    if (!header || (request.method !== 'GET' && request.method !== 'HEAD')) {
      done();
      return;
    }
    const answer = (version: string): void => {
      const v = validatorsOf(request).get(`${version}|${request.url}`);
      if (v && matches(header, v)) send304(reply, v);
      else done();
    };
    const fresh = app.services.dataVersion.peek();
    if (fresh) {
      answer(fresh.version);
      return;
    }
    app.services.dataVersion.get().then((info) => answer(info.version), done);
  };
}
