import type { AccountSettings, AuditEntry } from '@app/common';
import { and, desc, eq } from 'drizzle-orm';
import { recordAudit, type AuditRecord } from './audit-repository.ts';
import {
  findAccountById,
  listAccounts,
  revokeSignIns,
  type StaffAccount,
} from '../auth/accounts.ts';
import type { AppDb } from '../db/client.ts';
import { auditLog, staffAccounts } from '../db/schema/staff.ts';

/** Who an audit row is about, as the verified token names them. */
export interface ActorKey {
  sub: string;
  issuer: string;
}

export interface NewStaffAccount {
  email: string;
  name: string;
  role: string;
  passwordHash: string;
}

/**
 * Staff accounts of the built-in sign-in and what the account pages show of the audit log. Each
 * change is written with its audit row in one transaction.
 */
export class StaffAccountsRepository {
  constructor(private readonly db: AppDb) {}

  findById(id: number): Promise<StaffAccount | undefined> {
    return findAccountById(this.db, id);
  }

  /** Every account, by email. */
  list(): Promise<StaffAccount[]> {
    return listAccounts(this.db);
  }

  /** The actor's last `limit` recorded actions, newest first. */
  async recentActions(actor: ActorKey, limit: number): Promise<AuditEntry[]> {
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorSub, actor.sub), eq(auditLog.actorIssuer, actor.issuer)))
      .orderBy(desc(auditLog.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: { sub: r.actorSub, name: r.actorName, role: r.actorRole },
      action: r.action,
      target: r.target,
      before: r.before ?? null,
      after: r.after ?? null,
      details: r.details ?? null,
    }));
  }

  /** Sets the name and settings; undefined when the account is gone. */
  updateSettings(
    id: number,
    changes: { name: string; settings: AccountSettings },
    audit: AuditRecord,
  ): Promise<StaffAccount | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(staffAccounts)
        .set(changes)
        .where(eq(staffAccounts.id, id))
        .returning();
      await recordAudit(tx, audit);
      return row;
    });
  }

  /** Stores the new hash and ends every sign-in of the account (this one too). */
  changePassword(id: number, passwordHash: string, audit: AuditRecord): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(staffAccounts)
        .set({ passwordHash, passwordChangedAt: new Date() })
        .where(eq(staffAccounts.id, id));
      await revokeSignIns(tx, id);
      await recordAudit(tx, audit);
    });
  }

  /** The new account, or undefined when one with that email exists already (nothing written). */
  create(
    account: NewStaffAccount,
    audit: (created: StaffAccount) => AuditRecord,
  ): Promise<StaffAccount | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffAccounts)
        .values(account)
        .onConflictDoNothing({ target: staffAccounts.email })
        .returning();
      if (!row) return undefined;
      await recordAudit(tx, audit(row));
      return row;
    });
  }
}
