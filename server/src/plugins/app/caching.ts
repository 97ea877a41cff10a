import type { FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Sets ETag and Cache-Control; answers 304 when If-None-Match matches. Returns true when the
 * response has been sent.
 */
export function conditional(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  reply.header('cache-control', API_CACHE_CONTROL);
  reply.header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], etag)) {
    reply.code(304).send();
    return true;
  }
  return false;
}
