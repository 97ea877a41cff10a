import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.ts';

/**
 * How many exports one client (address, as the proxy settings see it) may run at once. An
 * export streams for seconds and holds a database cursor's worth of work; a client that opens
 * many at a time is answered 429 past the cap instead of slowing everyone else down.
 */
export class ExportSlots {
  private readonly running = new Map<string, number>();

  constructor(readonly perClient: number) {}

  /** Takes a slot for the request, released when its response closes; throws 429 when full. */
  take(request: FastifyRequest, reply: FastifyReply): void {
    const key = request.ip;
    const now = this.running.get(key) ?? 0;
    if (now >= this.perClient) {
      throw new HttpError(
        429,
        `Too many exports at once: at most ${this.perClient} at a time from one address; wait for one to finish, then try again`,
      );
    }
    this.running.set(key, now + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (this.running.get(key) ?? 1) - 1;
      if (left > 0) this.running.set(key, left);
      else this.running.delete(key);
    };
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
  }

  /** Exports running now, for all clients. */
  total(): number {
    let n = 0;
    for (const v of this.running.values()) n += v;
    return n;
  }
}
