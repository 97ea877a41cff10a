import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { ExportQueue } from './export-queue.ts';

/** The parts of a reply the queue uses: its socket's close and finish, and a header. */
function fakeReply() {
  const raw = new EventEmitter();
  const headers: Record<string, string> = {};
  const reply = {
    raw,
    header(name: string, value: string) {
      headers[name] = value;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, raw, headers };
}

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((r) => setImmediate(r));
  return done;
};

describe('ExportQueue', () => {
  it('builds at most `running` exports at once; the next in line starts when one ends', async () => {
    const queue = new ExportQueue(2, 10);
    const [a, b, c, d] = [fakeReply(), fakeReply(), fakeReply(), fakeReply()];
    await queue.enter(a.reply);
    await queue.enter(b.reply);
    const third = queue.enter(c.reply);
    const fourth = queue.enter(d.reply);
    expect(await settled(third)).toBe(false);
    expect(queue.size).toEqual({ running: 2, waiting: 2 });
    a.raw.emit('finish');
    a.raw.emit('close');
    expect(await settled(third)).toBe(true);
    expect(await settled(fourth)).toBe(false);
    expect(queue.size).toEqual({ running: 2, waiting: 1 });
    b.raw.emit('close');
    expect(await settled(fourth)).toBe(true);
    c.raw.emit('close');
    d.raw.emit('close');
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('answers 503 with Retry-After when the line is full, and forgets a client that left', async () => {
    const queue = new ExportQueue(1, 1);
    const [a, b, c] = [fakeReply(), fakeReply(), fakeReply()];
    await queue.enter(a.reply);
    const waiting = queue.enter(b.reply);
    const refused = await queue.enter(c.reply).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(503);
    expect(c.headers['retry-after']).toBe('60');
    // The waiting client goes away: its place is given up, and the slot is free when a ends.
    b.raw.emit('close');
    await expect(waiting).rejects.toThrow('left before its export started');
    a.raw.emit('close');
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('gives up after the longest wait with a 503', async () => {
    const queue = new ExportQueue(1, 5, 20);
    const [a, b] = [fakeReply(), fakeReply()];
    await queue.enter(a.reply);
    await expect(queue.enter(b.reply)).rejects.toMatchObject({ statusCode: 503 });
    expect(queue.size).toEqual({ running: 1, waiting: 0 });
  });
});
