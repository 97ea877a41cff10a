import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Streams text chunks, read from the database only as fast as the client takes them. The first
 * rows are read before the answer starts, so that a failing query is an error answer and not
 * a 200 (or a gzip header) cut short.
 */
export async function sendStream(
  reply: FastifyReply,
  chunks: AsyncGenerator<string>,
): Promise<FastifyReply> {
  const header = await chunks.next();
  const second = await chunks.next();
  async function* all(): AsyncGenerator<string> {
    if (!header.done) yield header.value;
    if (!second.done) yield second.value;
    yield* chunks;
  }
  return reply.send(Readable.from(all(), { objectMode: false }));
}
