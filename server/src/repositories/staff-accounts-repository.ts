import type { AccountSettings, AuditEntry } from '@app/common';
import { and, asc, desc, eq } from 'drizzle-orm';
import { recordAudit, type AuditRecord } from './audit-repository.ts';
import { revokeSignIns } from './oidc-store-repository.ts';
import type { AppDb } from '../db/client.ts';
import { auditLog, staffAccounts } from '../db/schema/staff.ts';

export type StaffAccount = typeof staffAccounts.$inferSelect;

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

/** The new account, or undefined when one with that (normalized) email exists already. */
export async function insertAccount(
  db: AppDb,
  account: NewStaffAccount,
): Promise<StaffAccount | undefined> {
  const [row] = await db
    .insert(staffAccounts)
    .values(account)
    .onConflictDoNothing({ target: staffAccounts.email })
    .returning();
  return row;
}

export async function findAccountById(db: AppDb, id: number): Promise<StaffAccount | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row;
}

/** The account with that address, already normalized (lower case, trimmed). */
export async function findAccountByEmail(
  db: AppDb,
  email: string,
): Promise<StaffAccount | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  return row;
}

/** Every account, by email. */
export function listAccounts(db: AppDb): Promise<StaffAccount[]> {
  return db.select().from(staffAccounts).orderBy(asc(staffAccounts.email));
}

/**
 * Enables or disables the account with that (normalized) address; disabling ends its sign-ins
 * in the same transaction. Returns false when no account has that address.
 */
export function setAccountDisabled(db: AppDb, email: string, disabled: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(staffAccounts)
      .set({ disabled })
      .where(eq(staffAccounts.email, email))
      .returning({ id: staffAccounts.id });
    for (const row of rows) if (disabled) await revokeSignIns(tx, row.id);
    return rows.length > 0;
  });
}

/** Notes a sign-in now; the account as it is afterwards (undefined when it is gone). */
export async function noteSignIn(db: AppDb, id: number): Promise<StaffAccount | undefined> {
  const [row] = await db
    .update(staffAccounts)
    .set({ lastSignInAt: new Date() })
    .where(eq(staffAccounts.id, id))
    .returning();
  return row;
}

/** Whether an enabled admin account exists. */
export async function hasEnabledAdmin(db: AppDb): Promise<boolean> {
  const [existing] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'admin'), eq(staffAccounts.disabled, false)))
    .limit(1);
  return existing !== undefined;
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
      const row = await insertAccount(tx, account);
      if (!row) return undefined;
      await recordAudit(tx, audit(row));
      return row;
    });
  }
}
