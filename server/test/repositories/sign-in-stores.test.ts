import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type AppDb } from '../../src/db/client.ts';
import {
  OidcStoreRepository,
  type OidcStoreRow,
} from '../../src/repositories/oidc-store-repository.ts';
import { SigningKeysRepository } from '../../src/repositories/signing-keys-repository.ts';
import {
  findAccountByEmail,
  findAccountById,
  hasEnabledAdmin,
  insertAccount,
  listAccounts,
  noteSignIn,
  setAccountDisabled,
} from '../../src/repositories/staff-accounts-repository.ts';
import { openTestDatabase, testBackends, type TestDatabase } from '../helper.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function row(payload: Record<string, unknown>, extra: Partial<OidcStoreRow> = {}): OidcStoreRow {
  return { payload, grantId: null, userCode: null, uid: null, expiresAt: null, ...extra };
}

describe.each(testBackends())('the sign-in stores on %s', (backend) => {
  let testDb: TestDatabase;
  let db: AppDb;

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    db = testDb.database.db;
  });
  afterAll(async () => {
    await testDb?.cleanup();
  });

  async function account(role: 'admin' | 'editor' = 'editor') {
    const email = `staff-${randomBytes(4).toString('hex')}@makueni.test`;
    const created = await insertAccount(db, { email, name: 'Mutua', role, passwordHash: 'x' });
    if (!created) throw new Error('not created');
    return created;
  }

  describe('staff accounts', () => {
    it('insert an account once per address and find it by id and address', async () => {
      const created = await account();
      expect(created.disabled).toBe(false);
      expect(created.lastSignInAt).toBeNull();
      const again = await insertAccount(db, {
        email: created.email,
        name: 'Someone else',
        role: 'admin',
        passwordHash: 'y',
      });
      expect(again).toBeUndefined();
      expect((await findAccountById(db, created.id))?.name).toBe('Mutua');
      expect((await findAccountByEmail(db, created.email))?.id).toBe(created.id);
      expect(await findAccountById(db, Number.NaN)).toBeUndefined();
      expect(await findAccountByEmail(db, 'nobody@makueni.test')).toBeUndefined();
      const emails = (await listAccounts(db)).map((a) => a.email);
      expect(emails).toContain(created.email);
      expect(emails).toEqual([...emails].sort());
    });

    it('note a sign-in', async () => {
      const created = await account();
      const signedIn = await noteSignIn(db, created.id);
      expect(signedIn?.lastSignInAt).toBeInstanceOf(Date);
      expect(await noteSignIn(db, 2_000_000_000)).toBeUndefined();
    });

    it('say whether an enabled admin exists', async () => {
      const fresh = await openTestDatabase(backend);
      try {
        expect(await hasEnabledAdmin(fresh.database.db)).toBe(false);
        const email = 'admin@makueni.test';
        await insertAccount(fresh.database.db, {
          email,
          name: 'Admin',
          role: 'admin',
          passwordHash: 'x',
        });
        expect(await hasEnabledAdmin(fresh.database.db)).toBe(true);
        expect(await setAccountDisabled(fresh.database.db, email, true)).toBe(true);
        expect(await hasEnabledAdmin(fresh.database.db)).toBe(false);
      } finally {
        await fresh.cleanup();
      }
    });

    it('disable an account and end its sign-ins, leaving others', async () => {
      const store = new OidcStoreRepository(db);
      const [mine, other] = [await account(), await account()];
      const grant = `grant-${mine.id}`;
      await store.upsert('Session', `s-${mine.id}`, row({ accountId: String(mine.id) }));
      await store.upsert('Grant', grant, row({ accountId: String(mine.id) }, { grantId: grant }));
      await store.upsert('RefreshToken', `r-${mine.id}`, row({}, { grantId: grant }));
      await store.upsert('Session', `s-${other.id}`, row({ accountId: String(other.id) }));

      expect(await setAccountDisabled(db, mine.email, true)).toBe(true);
      expect((await findAccountById(db, mine.id))?.disabled).toBe(true);
      expect(await store.find('Session', { id: `s-${mine.id}` })).toBeUndefined();
      expect(await store.find('Grant', { id: grant })).toBeUndefined();
      expect(await store.find('RefreshToken', { id: `r-${mine.id}` })).toBeUndefined();
      expect(await store.find('Session', { id: `s-${other.id}` })).toBeDefined();

      expect(await setAccountDisabled(db, mine.email, false)).toBe(true);
      expect((await findAccountById(db, mine.id))?.disabled).toBe(false);
      expect(await setAccountDisabled(db, 'nobody@makueni.test', true)).toBe(false);
    });
  });

  describe('the OpenID provider store', () => {
    it('upserts and finds an item by id, user code or uid within its model', async () => {
      const store = new OidcStoreRepository(db);
      await store.upsert('Interaction', 'i1', row({ n: 1 }, { uid: 'u1', userCode: 'c1' }));
      await store.upsert('Interaction', 'i1', row({ n: 2 }, { uid: 'u1', userCode: 'c1' }));
      expect(await store.find('Interaction', { id: 'i1' })).toEqual({
        payload: { n: 2 },
        consumedAt: null,
      });
      expect((await store.find('Interaction', { uid: 'u1' }))?.payload).toEqual({ n: 2 });
      expect((await store.find('Interaction', { userCode: 'c1' }))?.payload).toEqual({ n: 2 });
      expect(await store.find('Session', { id: 'i1' })).toBeUndefined();
    });

    it('marks an item consumed and destroys it', async () => {
      const store = new OidcStoreRepository(db);
      await store.upsert('AuthorizationCode', 'code1', row({ c: true }));
      await store.consume('AuthorizationCode', 'code1');
      expect((await store.find('AuthorizationCode', { id: 'code1' }))?.consumedAt).toBeInstanceOf(
        Date,
      );
      await store.destroy('AuthorizationCode', 'code1');
      expect(await store.find('AuthorizationCode', { id: 'code1' })).toBeUndefined();
    });

    it('revokes everything of a grant', async () => {
      const store = new OidcStoreRepository(db);
      await store.upsert('AccessToken', 'a1', row({}, { grantId: 'g1' }));
      await store.upsert('RefreshToken', 'r1', row({}, { grantId: 'g1' }));
      await store.upsert('AccessToken', 'a2', row({}, { grantId: 'g2' }));
      await store.revokeByGrantId('g1');
      expect(await store.find('AccessToken', { id: 'a1' })).toBeUndefined();
      expect(await store.find('RefreshToken', { id: 'r1' })).toBeUndefined();
      expect(await store.find('AccessToken', { id: 'a2' })).toBeDefined();
    });

    it('hides expired items and sweeps them', async () => {
      const store = new OidcStoreRepository(db);
      const past = new Date(Date.now() - 60_000);
      await store.upsert('Session', 'old', row({}, { expiresAt: past }));
      await store.upsert('Session', 'live', row({}, { expiresAt: new Date(Date.now() + DAY_MS) }));
      expect(await store.find('Session', { id: 'old' })).toBeUndefined();
      await store.sweepExpired();
      // Swept means gone from the table, not only hidden.
      const left = await queryRows<{ id: string }>(
        db,
        sql`select id from oidc_store where model = 'Session' and id in ('old', 'live')`,
      );
      expect(left.map((r) => r.id)).toEqual(['live']);
    });
  });

  describe('signing keys', () => {
    it('makes a key when none signs, keeps it while young, rotates when due', async () => {
      const fresh = await openTestDatabase(backend);
      try {
        const keys = new SigningKeysRepository(fresh.database.db);
        let made = 0;
        const newKey = async () => {
          made += 1;
          return { kid: `k${made}`, jwk: { kid: `k${made}` } };
        };
        const week = { rotateAfterMs: 7 * DAY_MS, deleteRetiredAfterMs: DAY_MS, newKey };
        expect(await keys.rotate(week)).toEqual([{ kid: 'k1', jwk: { kid: 'k1' } }]);
        expect((await keys.rotate(week)).map((k) => k.kid)).toEqual(['k1']);
        // Due at once: a new key signs first, the old one stays published while retired.
        const due = { ...week, rotateAfterMs: 0 };
        await new Promise((resolve) => setTimeout(resolve, 5));
        expect((await keys.rotate(due)).map((k) => k.kid)).toEqual(['k2', 'k1']);
        expect(made).toBe(2);
        // Retired long enough (here: at once): deleted on the next run.
        await new Promise((resolve) => setTimeout(resolve, 5));
        const prune = { ...week, deleteRetiredAfterMs: 0 };
        expect((await keys.rotate(prune)).map((k) => k.kid)).toEqual(['k2']);
        expect(made).toBe(2);
      } finally {
        await fresh.cleanup();
      }
    });
  });
});
