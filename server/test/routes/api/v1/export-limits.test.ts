import { EventEmitter } from 'node:events';
import net from 'node:net';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectsPageSchema, type ProjectListItem } from '@app/common';
import { PENDING_LIMIT, xlsxExport } from '../../../../src/lib/xlsx-export.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the count stops moving for 300 ms (the pipeline has filled up), up to 10 s. */
async function settled(count: () => number): Promise<number> {
  let last = -1;
  for (let i = 0; i < 33 && count() !== last; i += 1) {
    last = count();
    await wait(300);
  }
  return count();
}

describe('exports under load', () => {
  let t: TestApp;
  let items: ProjectListItem[];

  beforeAll(async () => {
    t = await buildTestApp({ exportsPerClient: 1 });
    items = projectsPageSchema.parse(
      (await t.app.inject('/api/v1/projects?limit=100')).json(),
    ).items;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('XLSX reads no more rows than the reader takes (back-pressure through the zip writer)', async () => {
    let batchesRead = 0;
    async function* batches() {
      for (let b = 0; b < 500; b += 1) {
        batchesRead += 1;
        yield Array.from({ length: 1000 }, (_, i) => ({
          ...items[i % items.length]!,
          description: 'A project',
          progressNote: null,
          code: `X-${b}-${i}`,
        }));
      }
    }
    const x = xlsxExport(ExcelJS, batches(), (error) => {
      throw error;
    });
    // Nobody reads: the writer stops after about a megabyte instead of taking all 500,000 rows.
    const stalled = await settled(x.rowsWritten);
    expect(stalled).toBeLessThan(20_000);
    expect(batchesRead).toBeLessThan(20);
    expect(x.pending()).toBeLessThan(PENDING_LIMIT + 512 * 1024);
    // A reader that stops after a while: the writer stops too (no rows pile up behind it).
    let bytes = 0;
    x.stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > 2_000_000) x.stream.pause();
    });
    await wait(300);
    const paused = await settled(x.rowsWritten);
    expect(paused).toBeGreaterThan(stalled);
    expect(paused).toBeLessThan(60_000);
    x.stream.destroy();
  });

  it('caps concurrent exports per client with a 429 and a message, and frees the slot', async () => {
    // One export is running for 127.0.0.1 (its response not yet closed).
    const raw = new EventEmitter();
    t.app.services.exportSlots.take(
      { ip: '127.0.0.1' } as FastifyRequest,
      { raw } as unknown as FastifyReply,
    );
    const refused = await t.app.inject('/api/v1/projects/export.csv');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message:
        'Too many exports at once: at most 1 at a time from one address; wait for one to finish, then try again',
    });
    // Another address is not affected.
    const other = await t.app.inject({
      url: '/api/v1/projects/export.json',
      remoteAddress: '10.0.0.9',
    });
    expect(other.statusCode).toBe(200);
    raw.emit('close');
    const again = await t.app.inject('/api/v1/projects/export.csv');
    expect(again.statusCode).toBe(200);
    expect(t.app.services.exportSlots.total()).toBe(0);
  });

  it('answers an oversized header with 431, JSON, security headers and Connection: close', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const socket = net.connect(Number(port), '127.0.0.1');
    let response = '';
    let failure: Error | undefined;
    socket.on('data', (d: Buffer) => (response += d.toString()));
    socket.on('error', (error) => (failure = error));
    const ended = new Promise((r) => socket.on('close', r));
    socket.write(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
    );
    await ended;
    expect(failure).toBeUndefined();
    const [head = '', body = ''] = response.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head).toMatch(/^connection: close$/im);
    expect(head).toMatch(/^content-type: application\/json; charset=utf-8$/im);
    expect(head).toMatch(/^x-content-type-options: nosniff$/im);
    expect(head).toMatch(/^content-security-policy: /im);
    expect(JSON.parse(body)).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      message: 'Request line or headers too large (at most 16 KB in all)',
    });
  });
});
