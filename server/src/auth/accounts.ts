import {
  DEFAULT_NOTIFICATIONS,
  passwordProblems,
  type AccountSettings,
  type PasswordRule,
  type StaffRole,
} from '@app/common';
import { hash, verify } from '@node-rs/argon2';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb, Queryable } from '../db/client.ts';
import { oidcStore, staffAccounts } from '../db/schema/staff.ts';

export type StaffAccount = typeof staffAccounts.$inferSelect;

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): about 30 ms per hash here, and the
 * parameters live in the PHC string, so raising them later leaves old hashes verifiable.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const PASSWORD_RULE_TEXT: Record<PasswordRule, string> = {
  length: 'at least 12 characters',
  upper: 'an upper-case letter',
  lower: 'a lower-case letter',
  digit: 'a digit',
  symbol: 'a symbol',
  notEmail: 'not the email address',
};

/** A refusal whose message is safe to show (duplicate address, weak password...). */
export class AccountError extends Error {
  constructor(
    message: string,
    readonly field: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = 'AccountError';
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Throws AccountError naming every rule the password breaks. */
export function assertStrongPassword(password: string, email: string, field = 'password'): void {
  const problems = passwordProblems(password, email);
  if (problems.length > 0) {
    const wanted = problems.map((p) => PASSWORD_RULE_TEXT[p]).join(', ');
    throw new AccountError(`the password needs ${wanted}`, field);
  }
}

export function settingsOf(account: StaffAccount): AccountSettings {
  const stored = (account.settings ?? {}) as Partial<AccountSettings>;
  return {
    ...(stored.language ? { language: stored.language } : {}),
    notifications: { ...DEFAULT_NOTIFICATIONS, ...stored.notifications },
  };
}

export interface NewAccount {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

export async function createAccount(db: AppDb, input: NewAccount): Promise<StaffAccount> {
  const email = normalizeEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new AccountError('not an email address', 'email');
  const name = input.name.trim();
  if (name === '') throw new AccountError('a name is needed', 'name');
  assertStrongPassword(input.password, email);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(staffAccounts)
    .values({ email, name, role: input.role, passwordHash })
    .onConflictDoNothing({ target: staffAccounts.email })
    .returning();
  if (!row) throw new AccountError(`an account for ${email} exists already`, 'email', 409);
  return row;
}

export async function findAccountById(db: AppDb, id: number): Promise<StaffAccount | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row;
}

export async function findAccountByEmail(
  db: AppDb,
  email: string,
): Promise<StaffAccount | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.email, normalizeEmail(email)));
  return row;
}

export function listAccounts(db: AppDb): Promise<StaffAccount[]> {
  return db.select().from(staffAccounts).orderBy(asc(staffAccounts.email));
}

/**
 * Ends every sign-in of the account at the built-in provider: its sessions, grants, codes and
 * refresh tokens (and whatever else hangs on those grants). Its access tokens, ten minutes at
 * most, are refused by the API's check that the account is still active, not by this.
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

/** Returns false when no account has that address. Disabling ends the account's sign-ins. */
export async function setDisabled(db: AppDb, email: string, disabled: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(staffAccounts)
      .set({ disabled })
      .where(eq(staffAccounts.email, normalizeEmail(email)))
      .returning({ id: staffAccounts.id });
    for (const row of rows) if (disabled) await revokeSignIns(tx, row.id);
    return rows.length > 0;
  });
}

// Compared against when no account matches, so that an unknown address takes as long to refuse
// as a wrong password (no telling which addresses exist from the timing).
let decoyHash: Promise<string> | undefined;

/** The enabled account with that address and password (its sign-in time noted), or null. */
export async function authenticate(
  db: AppDb,
  email: string,
  password: string,
): Promise<StaffAccount | null> {
  const account = await findAccountByEmail(db, email);
  if (!account || account.disabled) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password).catch(() => false);
    return null;
  }
  if (!(await verify(account.passwordHash, password).catch(() => false))) return null;
  const [updated] = await db
    .update(staffAccounts)
    .set({ lastSignInAt: new Date() })
    .where(eq(staffAccounts.id, account.id))
    .returning();
  return updated ?? account;
}

export async function checkPassword(account: StaffAccount, password: string): Promise<boolean> {
  return verify(account.passwordHash, password).catch(() => false);
}

/** Sets the password and ends the account's sign-ins (every session signs in again). */
export async function setPassword(db: AppDb, id: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ passwordHash, passwordChangedAt: new Date() })
      .where(eq(staffAccounts.id, id));
    await revokeSignIns(tx, id);
  });
}

export async function updateAccount(
  db: AppDb,
  id: number,
  changes: { name?: string; settings?: AccountSettings },
): Promise<StaffAccount | undefined> {
  const [row] = await db
    .update(staffAccounts)
    .set(changes)
    .where(eq(staffAccounts.id, id))
    .returning();
  return row;
}

/**
 * The first admin from configuration (FIRST_ADMIN_EMAIL / FIRST_ADMIN_PASSWORD): created when no
 * enabled admin exists, never changed afterwards. Returns the account created, if any.
 */
export async function ensureFirstAdmin(
  db: AppDb,
  admin: { email: string; password: string; name?: string | undefined },
): Promise<StaffAccount | undefined> {
  const [existing] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'admin'), eq(staffAccounts.disabled, false)))
    .limit(1);
  if (existing) return undefined;
  // The address belongs to an account already (an editor, a disabled admin): left as it is.
  if (await findAccountByEmail(db, admin.email)) return undefined;
  return createAccount(db, {
    email: admin.email,
    name: admin.name ?? 'Administrator',
    role: 'admin',
    password: admin.password,
  });
}
