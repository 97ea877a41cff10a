import { asc, desc, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { signingKeys } from '../db/schema/staff.ts';

/** A stored key of the OpenID provider: its id and private JWK. */
export interface StoredSigningKey {
  kid: string;
  jwk: unknown;
}

export interface KeyRotation {
  /** A new key is made when no key signs or the signing one is at least this old. */
  rotateAfterMs: number;
  /** Keys retired at least this long ago are deleted. */
  deleteRetiredAfterMs: number;
  /** Makes the new key (called only when one is needed). */
  newKey(): Promise<StoredSigningKey>;
}

/**
 * The provider's signing keys (signing_keys): the newest unretired one signs, retired ones stay
 * published until what they signed has expired.
 */
export class SigningKeysRepository {
  constructor(private readonly db: AppDb) {}

  /**
   * Deletes the keys retired long enough, makes a new signing key when due (retiring the others)
   * and returns every key left, newest first. One transaction under an advisory lock, so copies of
   * the server on one PostgreSQL database agree on one new key.
   */
  rotate(rotation: KeyRotation): Promise<StoredSigningKey[]> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('makueni signing_keys'))`);
      // Read under the lock: a copy that waited sees the key the other one has just made.
      const now = Date.now();
      await tx
        .delete(signingKeys)
        .where(lt(signingKeys.retiredAt, new Date(now - rotation.deleteRetiredAfterMs)));
      const [newest] = await tx
        .select()
        .from(signingKeys)
        .where(isNull(signingKeys.retiredAt))
        .orderBy(desc(signingKeys.createdAt))
        .limit(1);
      if (!newest || newest.createdAt.getTime() <= now - rotation.rotateAfterMs) {
        await tx
          .update(signingKeys)
          .set({ retiredAt: new Date(now) })
          .where(isNull(signingKeys.retiredAt));
        const key = await rotation.newKey();
        await tx.insert(signingKeys).values({ ...key, createdAt: new Date(now) });
      }
      return tx
        .select({ kid: signingKeys.kid, jwk: signingKeys.jwk })
        .from(signingKeys)
        .orderBy(desc(signingKeys.createdAt), asc(signingKeys.kid));
    });
  }
}
