import type { StatsFs } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, healthSchema, projectsPageSchema } from '@app/common';
import type { AppDb, Database } from '../src/db/client.ts';
import {
  startupStorageMessage,
  storageProblem,
  writeHealth,
  type StorageProblem,
} from '../src/db/storage.ts';
import { buildApp } from '../src/app.ts';
import { createAccount } from '../src/auth/accounts.ts';
import {
  buildTestApp,
  openTestDatabase,
  testBackends,
  type TestApp,
  type TestDatabase,
} from './helper.ts';
import {
  browse,
  CookieJar,
  exchangeCode,
  followToPortal,
  pkce,
  postSignIn,
  PUBLIC_URL,
  REDIRECT_URI,
  startSignIn,
} from './oidc-client.ts';
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

describe.each(testBackends())('staff sign-in on a full or read-only disk on %s', (backend) => {
  const PASSWORD = 'Editor-pass-2026!';
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let real: Pick<AppDb, 'insert' | 'update' | 'delete' | 'transaction'>;

  /** What the database throws on each write from now on (as drizzle wraps it). */
  function failWrites(cause: Error) {
    const fail = () => {
      throw new Error('Failed query: insert into "oidc_store" ...', { cause });
    };
    const db = testDb.database.db;
    Object.assign(db, { insert: fail, update: fail, delete: fail, transaction: fail });
  }
  const restoreWrites = () => Object.assign(testDb.database.db, real);

  const authorize = (jar: CookieJar) =>
    browse(
      app,
      jar,
      `/oidc/auth?${new URLSearchParams({
        client_id: 'portal',
        response_type: 'code',
        redirect_uri: REDIRECT_URI,
        scope: 'openid profile email roles',
        state: 'state-1',
        nonce: 'nonce-1',
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
        ui_locales: 'fr',
      })}`,
      { headers: { accept: 'text/html,application/xhtml+xml' } },
    );

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    await createAccount(testDb.database.db, {
      email: 'editor@makueni.test',
      name: 'Mwende Editor',
      role: 'editor',
      password: PASSWORD,
    });
    app = await buildApp({
      database: testDb.database,
      auth: { provider: 'embedded', publicUrl: PUBLIC_URL },
    });
    await app.ready();
    const db = testDb.database.db;
    real = {
      insert: db.insert.bind(db),
      update: db.update.bind(db),
      delete: db.delete.bind(db),
      transaction: db.transaction.bind(db),
    };
  });
  afterEach(() => restoreWrites());
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  const disk = backend === 'pglite' ? FULL_ERRORS.pgliteFs : FULL_ERRORS.postgres;

  it('the sign-in page says the disk is full (507), in the asked language, never a 500', async () => {
    failWrites(disk);
    const res = await authorize(new CookieJar());
    expect(res.statusCode, res.body).toBe(507);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="fr">');
    expect(res.body).toContain('<h1>La connexion est impossible pour le moment</h1>');
    expect(res.body).toContain('Le disque du serveur est plein');
    restoreWrites();
    const health = healthSchema.parse((await app.inject('/api/health')).json());
    expect(health.writes).toMatchObject({ ok: false, problem: 'disk-full' });
  });

  it('a read-only data folder is a 503 page', async () => {
    failWrites(READ_ONLY_ERRORS.pgliteFs);
    const res = await authorize(new CookieJar());
    expect(res.statusCode, res.body).toBe(503);
    expect(res.body).toContain('ne peut pas écrire dans son dossier de données');
  });

  it('a sign-in form posted when the disk has filled up gets the page, not a server error', async () => {
    const jar = new CookieJar();
    const interaction = await startSignIn(app, jar, pkce().challenge);
    failWrites(disk);
    const res = await postSignIn(app, jar, interaction, {
      email: 'editor@makueni.test',
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(507);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(
      'The server&#39;s disk is full, so your sign-in cannot be recorded. Nothing was changed.',
    );
    restoreWrites();
    // Nothing was lost: once the disk has room, the same sign-in goes through.
    const again = await postSignIn(app, jar, interaction, {
      email: 'editor@makueni.test',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(303);
  });

  it('the token endpoint answers 507 JSON saying so', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkce();
    const interaction = await startSignIn(app, jar, challenge);
    const login = await postSignIn(app, jar, interaction, {
      email: 'editor@makueni.test',
      password: PASSWORD,
    });
    const back = await followToPortal(app, jar, String(login.headers.location));
    if (!(back instanceof URL)) throw new Error('the sign-in did not return to the portal');
    failWrites(disk);
    const res = await exchangeCode(app, back.searchParams.get('code') ?? '', verifier);
    expect(res.statusCode, res.body).toBe(507);
    expect(res.json()).toEqual({
      error: 'temporarily_unavailable',
      error_description:
        "The server's disk is full: nothing was written. Try again once space has been freed.",
    });
  });
});
