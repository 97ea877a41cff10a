import type { StatsFs } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, healthSchema, projectsPageSchema } from '@app/common';
import type { AppDb, Database } from '../src/db/client.ts';
import {
  startupStorageMessage,
  storageProblem,
  writeHealth,
  type StorageProblem,
} from '../src/db/storage.ts';
import { buildTestApp, testBackends, type TestApp } from './helper.ts';
import { bearer, testAuth, tokens } from './tokens.ts';

/** What the databases and the file system throw when the disk is full or read-only. */
const errno = (code: string, message: string) =>
  Object.assign(new Error(message), { code, errno: -28, syscall: 'write' });
const FULL_ERRORS = {
  node: errno('ENOSPC', 'ENOSPC: no space left on device, write'),
  pgliteFs: Object.assign(new Error(''), { name: 'ErrnoError', errno: 51 }),
  postgres: Object.assign(
    new Error('could not extend file "base/16384/16402": No space left on device'),
    { code: '53100' },
  ),
  wrapped: new Error('Failed query: insert into projects ...', {
    cause: Object.assign(new Error('could not write to file "pg_wal/xlogtemp.52"'), {
      cause: errno('ENOSPC', 'ENOSPC: no space left on device, write'),
    }),
  }),
};
const READ_ONLY_ERRORS = {
  node: errno('EROFS', "EROFS: read-only file system, open '/data/pglite.lock'"),
  pgliteFs: Object.assign(new Error(''), { name: 'ErrnoError', errno: 69 }),
};

describe('storage problems', () => {
  it('recognises a full disk and a read-only one, through wrapped causes', () => {
    for (const [name, error] of Object.entries(FULL_ERRORS)) {
      expect(storageProblem(error)?.kind, name).toBe('full');
    }
    for (const [name, error] of Object.entries(READ_ONLY_ERRORS)) {
      expect(storageProblem(error)?.kind, name).toBe('read-only');
    }
    expect(storageProblem(new Error('relation "projects" does not exist'))).toBeUndefined();
    expect(storageProblem(errno('ECONNREFUSED', 'connect ECONNREFUSED'))).toBeUndefined();
  });

  it('says in one line at start-up which DATA_DIR and why', () => {
    const full = startupStorageMessage(FULL_ERRORS.pgliteFs, { dataDir: '/srv/makueni/data' });
    expect(full).toBe(
      'error: cannot start: DATA_DIR (/srv/makueni/data) is on a full disk (no space left on device); free some space and start again',
    );
    const readOnly = startupStorageMessage(READ_ONLY_ERRORS.node, { dataDir: '/srv/ro' });
    expect(readOnly).toBe(
      'error: cannot start: DATA_DIR (/srv/ro) is on a read-only file system; make it writable or set DATA_DIR to a writable folder and start again',
    );
    expect(startupStorageMessage(new Error('other'), { dataDir: '/x' })).toBeUndefined();
  });

  it("probes the embedded database's folder: free space and whether it is writable", async () => {
    const database = { kind: 'pglite', location: '/srv/makueni/data/pglite' } as Database;
    const stats = (bavail: number) =>
      (async () => ({ bavail, bsize: 4096 }) as unknown as StatsFs) as never;
    const writable = (async () => undefined) as never;
    expect(await writeHealth(database, { access: writable, statfs: stats(1_000_000) })).toBe(
      undefined,
    );
    expect((await writeHealth(database, { access: writable, statfs: stats(100) }))?.kind).toBe(
      'full',
    );
    const readOnly = (async () => {
      throw READ_ONLY_ERRORS.node;
    }) as never;
    const found: StorageProblem | undefined = await writeHealth(database, {
      access: readOnly,
      statfs: stats(1_000_000),
    });
    expect(found?.kind).toBe('read-only');
  });
});

describe.each(testBackends())('writes on a full disk on %s', (backend) => {
  let t: TestApp;
  let realTransaction: AppDb['transaction'];

  beforeAll(async () => {
    t = await buildTestApp({ backend, seedCount: 10, fresh: true, auth: testAuth });
    // The seam: every write transaction fails as the database does when its disk is full.
    realTransaction = t.database.db.transaction.bind(t.database.db);
    t.database.db.transaction = (async () => {
      throw FULL_ERRORS.postgres;
    }) as unknown as AppDb['transaction'];
  });
  afterAll(async () => {
    if (t) t.database.db.transaction = realTransaction;
    await t?.close();
  });

  it('answers 507 saying the disk is full, health reports failing writes, reads go on', async () => {
    const health = healthSchema.parse((await t.app.inject('/api/health')).json());
    expect(health.writes).toEqual({ ok: true });

    const { items } = projectsPageSchema.parse((await t.app.inject('/api/v1/projects')).json());
    const code = items[0]?.code ?? '';
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${encodeURIComponent(code)}`,
      payload: { paid: 1 },
      headers: bearer(await tokens.editor()),
    });
    expect(edit.statusCode, edit.body).toBe(507);
    expect(apiErrorSchema.parse(edit.json()).message).toBe(
      "The server's disk is full: nothing was written. Try again once space has been freed.",
    );

    const boundary = '----storage-test';
    const csv =
      'code,title,department,ward,state,financial_year,budget,funding_source\r\n' +
      'DISK-1,Borehole,Water,Wote,ongoing,2024/25,1000000,Equitable Share\r\n';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/import',
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\n` +
        `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...bearer(await tokens.editor()),
      },
    });
    expect(upload.statusCode, upload.body).toBe(507);
    expect(apiErrorSchema.parse(upload.json()).message).toMatch(/^The server's disk is full/);

    const after = await t.app.inject('/api/health');
    expect(after.statusCode).toBe(200);
    expect(healthSchema.parse(after.json())).toMatchObject({
      status: 'degraded',
      writes: { ok: false, problem: 'disk-full' },
    });
    expect((await t.app.inject('/api/v1/projects')).statusCode).toBe(200);
  });
});
