import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { AppDb } from '../db/client.ts';
import { oidcStore } from '../db/schema/staff.ts';

/** Models kept together by grant: revoking a grant removes each of them. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/**
 * The provider's storage (sessions, interactions, grants, codes, refresh tokens) in oidc_store,
 * through the server's own database handle: the embedded database has one writer, this process.
 * Expired rows are never returned and are swept by sweepExpired.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: AppDb,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    const row = {
      payload,
      grantId:
        GRANTABLE.has(this.model) || this.model === 'Grant' ? (payload.grantId ?? null) : null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
    };
    await this.db
      .insert(oidcStore)
      .values({ model: this.model, id, ...row })
      .onConflictDoUpdate({ target: [oidcStore.model, oidcStore.id], set: row });
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcStore.payload, consumedAt: oidcStore.consumedAt })
      .from(oidcStore)
      .where(
        and(
          eq(oidcStore.model, this.model),
          condition,
          sql`(${oidcStore.expiresAt} is null or ${oidcStore.expiresAt} > now())`,
        ),
      )
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt
      ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
      : payload;
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcStore.id, id));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcStore.userCode, userCode));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcStore.uid, uid));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcStore)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcStore.model, this.model), eq(oidcStore.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .delete(oidcStore)
      .where(and(eq(oidcStore.model, this.model), eq(oidcStore.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcStore).where(eq(oidcStore.grantId, grantId));
  }
}

/** Removes what has expired (called now and then; rows past expiry are already invisible). */
export async function sweepExpired(db: AppDb): Promise<void> {
  await db.delete(oidcStore).where(lt(oidcStore.expiresAt, new Date()));
}
