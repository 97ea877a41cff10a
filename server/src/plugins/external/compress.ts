import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** gzip/brotli/deflate for JSON, CSV, GeoJSON and static files above 1 KB, streams included. */
export async function registerCompress(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    // Brotli's default quality is slow for large streamed exports; 4 is close to gzip in speed.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^(text\/|application\/(json|geo\+json|javascript|xml)|image\/svg\+xml)/,
  });
}
