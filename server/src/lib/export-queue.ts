import type { FastifyReply } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * How many exports the whole server builds at once; the others wait their turn. The per-client
 * cap (plugins/app/export-slots.ts) stops one address from opening many, but sixteen addresses
 * with two each still ran 32 spreadsheets side by side (113 MB to 345 MB on PostgreSQL), and on
 * the embedded database, which answers one query at a time, eight CSV and eight XLSX exports
 * took turns with every page's queries (a summary waited up to 14.5 s). Past `running`, an
 * export waits in line (first come, first served) for at most `maxWaitMs`; past `waiting` in
 * line, or after the wait, it is answered 503 with Retry-After.
 */
/**
 * Exports built at once by the whole server when EXPORTS_AT_ONCE is not set: the embedded
 * database answers one query at a time, so fewer there.
 */
export const DEFAULT_EXPORTS_AT_ONCE = { pglite: 2, postgres: 6 } as const;
/** Exports that may wait in line for a turn (503 with Retry-After past it). */
export const EXPORTS_WAITING = 32;

export class ExportQueue {
  private active = 0;
  private readonly line: Array<() => void> = [];

  constructor(
    readonly running: number,
    readonly waiting: number,
    readonly maxWaitMs = 60_000,
  ) {}

  /** Exports being built now, and waiting. */
  get size(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.line.length };
  }

  private busy(): HttpError {
    return new HttpError(
      503,
      `The server is building ${this.running} exports and has ${this.waiting} waiting: try again in a minute`,
    );
  }

  /**
   * Waits for a turn; the turn is given back when the answer closes (sent, or the client left).
   * A client that leaves while waiting gives up its place.
   */
  async enter(reply: FastifyReply): Promise<void> {
    if (this.active < this.running) {
      this.active += 1;
      this.releaseOn(reply);
      return;
    }
    if (this.line.length >= this.waiting) {
      reply.header('retry-after', '60');
      throw this.busy();
    }
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        cleanup();
        resolve();
      };
      const leave = (error?: HttpError) => {
        const at = this.line.indexOf(turn);
        if (at < 0) return;
        this.line.splice(at, 1);
        cleanup();
        reject(error ?? new HttpError(499, 'The client left before its export started'));
      };
      const gone = () => leave();
      const timer = setTimeout(() => {
        reply.header('retry-after', '60');
        leave(this.busy());
      }, this.maxWaitMs);
      const cleanup = () => {
        clearTimeout(timer);
        reply.raw.off('close', gone);
      };
      reply.raw.once('close', gone);
      this.line.push(turn);
    });
    // The turn was handed over with the slot already counted (see release).
    this.releaseOn(reply);
  }

  private releaseOn(reply: FastifyReply): void {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const next = this.line.shift();
      // The next in line takes the slot over; otherwise it is free.
      if (next) next();
      else this.active -= 1;
    };
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
  }
}
