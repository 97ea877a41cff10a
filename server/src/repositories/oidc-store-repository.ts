import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { AppDb, Queryable } from '../db/client.ts';
import { oidcStore } from '../db/schema/staff.ts';

/** What the provider stores under one model and id, beside the payload it looks rows up by. */
export interface OidcStoreRow {
  payload: unknown;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  /** null: kept until removed. */
  expiresAt: Date | null;
}

/** The column a stored item is looked up by, with the value wanted. */
export type OidcStoreKey = { id: string } | { userCode: string } | { uid: string };

function keyCondition(key: OidcStoreKey): SQL {
  if ('id' in key) return eq(oidcStore.id, key.id);
  if ('userCode' in key) return eq(oidcStore.userCode, key.userCode);
  return eq(oidcStore.uid, key.uid);
}

/**
 * Deletes every item of the OpenID provider that belongs to the account: its sessions, grants,
 * codes and refresh tokens (and whatever else hangs on those grants). Run it in the transaction
 * that disables the account or changes its password.
 */
export async function revokeSignIns(db: Queryable, accountId: number): Promise<void> {
  const id = String(accountId);
  await db.execute(
    sql`delete from ${oidcStore}
        where ${oidcStore.payload}->>'accountId' = ${id}
           or ${oidcStore.grantId} in (select ${oidcStore.id} from ${oidcStore}
                                       where ${oidcStore.model} = 'Grant'
                                         and ${oidcStore.payload}->>'accountId' = ${id})`,
  );
}

/**
 * What the built-in OpenID provider keeps between requests (sessions, interactions, grants, codes,
 * refresh tokens) in oidc_store, one row per model and id. Rows past their expiry are never
 * returned and are removed by sweepExpired.
 */
export class OidcStoreRepository {
  constructor(private readonly db: AppDb) {}

  /** Writes the item, replacing what was stored under the same model and id. */
  async upsert(model: string, id: string, row: OidcStoreRow): Promise<void> {
    await this.db
      .insert(oidcStore)
      .values({ model, id, ...row })
      .onConflictDoUpdate({ target: [oidcStore.model, oidcStore.id], set: row });
  }

  /** The unexpired item of the model with that key, and when it was consumed (null: not yet). */
  async find(
    model: string,
    key: OidcStoreKey,
  ): Promise<{ payload: unknown; consumedAt: Date | null } | undefined> {
    const [row] = await this.db
      .select({ payload: oidcStore.payload, consumedAt: oidcStore.consumedAt })
      .from(oidcStore)
      .where(
        and(
          eq(oidcStore.model, model),
          keyCondition(key),
          sql`(${oidcStore.expiresAt} is null or ${oidcStore.expiresAt} > now())`,
        ),
      )
      .limit(1);
    return row;
  }

  /** Marks the item consumed now (a code or token used once). */
  async consume(model: string, id: string): Promise<void> {
    await this.db
      .update(oidcStore)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcStore.model, model), eq(oidcStore.id, id)));
  }

  async destroy(model: string, id: string): Promise<void> {
    await this.db.delete(oidcStore).where(and(eq(oidcStore.model, model), eq(oidcStore.id, id)));
  }

  /** Deletes every item stored under the grant, whatever its model. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcStore).where(eq(oidcStore.grantId, grantId));
  }

  /** Ends every sign-in of the account (see revokeSignIns). */
  revokeSignIns(accountId: number): Promise<void> {
    return revokeSignIns(this.db, accountId);
  }

  /** Removes what expired before `now` (rows past expiry are already invisible to find). */
  async sweepExpired(now = new Date()): Promise<void> {
    await this.db.delete(oidcStore).where(lt(oidcStore.expiresAt, now));
  }
}
