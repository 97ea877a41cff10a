import {
  DEFAULT_NOTIFICATIONS,
  passwordProblems,
  type AccountSettings,
  type PasswordRule,
  type StaffRole,
} from '@app/common';
import { hash, verify } from '@node-rs/argon2';
import type { AppDb } from '../db/client.ts';
import {
  findAccountByEmail,
  hasEnabledAdmin,
  insertAccount,
  noteSignIn,
  setAccountDisabled,
  type StaffAccount,
} from '../repositories/staff-accounts-repository.ts';

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
  const row = await insertAccount(db, { email, name, role: input.role, passwordHash });
  if (!row) throw new AccountError(`an account for ${email} exists already`, 'email', 409);
  return row;
}

/** Returns false when no account has that address. Disabling ends the account's sign-ins. */
export function setDisabled(db: AppDb, email: string, disabled: boolean): Promise<boolean> {
  return setAccountDisabled(db, normalizeEmail(email), disabled);
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
  const account = await findAccountByEmail(db, normalizeEmail(email));
  if (!account || account.disabled) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password).catch(() => false);
    return null;
  }
  if (!(await verify(account.passwordHash, password).catch(() => false))) return null;
  return (await noteSignIn(db, account.id)) ?? account;
}

export async function checkPassword(account: StaffAccount, password: string): Promise<boolean> {
  return verify(account.passwordHash, password).catch(() => false);
}

/**
 * The first admin from configuration (FIRST_ADMIN_EMAIL / FIRST_ADMIN_PASSWORD): created when no
 * enabled admin exists, never changed afterwards. Returns the account created, if any.
 */
export async function ensureFirstAdmin(
  db: AppDb,
  admin: { email: string; password: string; name?: string | undefined },
): Promise<StaffAccount | undefined> {
  if (await hasEnabledAdmin(db)) return undefined;
  // The address belongs to an account already (an editor, a disabled admin): left as it is.
  if (await findAccountByEmail(db, normalizeEmail(admin.email))) return undefined;
  return createAccount(db, {
    email: admin.email,
    name: admin.name ?? 'Administrator',
    role: 'admin',
    password: admin.password,
  });
}
