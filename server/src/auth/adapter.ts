import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { AppDb } from '../db/client.ts';
import { OidcStoreRepository, type OidcStoreKey } from '../repositories/oidc-store-repository.ts';

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
 * Expired rows are never returned and are swept by OidcStoreRepository.sweepExpired.
 */
export class DatabaseAdapter implements Adapter {
  private readonly store: OidcStoreRepository;

  constructor(
    db: AppDb,
    private readonly model: string,
  ) {
    this.store = new OidcStoreRepository(db);
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    await this.store.upsert(this.model, id, {
      payload,
      grantId:
        GRANTABLE.has(this.model) || this.model === 'Grant' ? (payload.grantId ?? null) : null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
    });
  }

  private async findBy(key: OidcStoreKey): Promise<AdapterPayload | undefined> {
    const row = await this.store.find(this.model, key);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt
      ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
      : payload;
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findBy({ id });
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findBy({ userCode });
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findBy({ uid });
  }

  consume(id: string): Promise<void> {
    return this.store.consume(this.model, id);
  }

  destroy(id: string): Promise<void> {
    return this.store.destroy(this.model, id);
  }

  revokeByGrantId(grantId: string): Promise<void> {
    return this.store.revokeByGrantId(grantId);
  }
}
