import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * County staff who sign in through the built-in OpenID provider (when no external provider is
 * configured). Passwords are kept only as memory-hard hashes (argon2id, PHC string).
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case; the sign-in name. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** Account settings (language, notification choices) as the account pages save them. */
    settings: jsonb('settings').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_idx').on(t.email),
    check('staff_accounts_role_check', sql`${t.role} in ('admin', 'editor')`),
  ],
);

/** What the OpenID provider keeps between requests (sessions, grants, codes, refresh tokens). */
export const oidcStore = pgTable(
  'oidc_store',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_store_grant_idx').on(t.grantId),
    index('oidc_store_uid_idx').on(t.uid),
    index('oidc_store_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The provider's signing keys (private JWKs). The newest key signs; retired keys stay published
 * in the JWKS until the tokens they signed have expired, then they are deleted.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  jwk: jsonb('jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** Every staff write: who, when, what, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The token's subject and issuer: who did it, whichever provider signed them in. */
    actorSub: text('actor_sub').notNull(),
    actorIssuer: text('actor_issuer').notNull(),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    /** e.g. project.update, projects.import, account.password */
    action: text('action').notNull(),
    /** The project code, file name or account the action was about. */
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    details: jsonb('details'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorSub, t.at),
    index('audit_log_target_idx').on(t.target),
  ],
);

/**
 * Use of the portal counted per day, without cookies and without addresses: kind is page
 * (key = route), api (endpoint), download (format), search (term) or project (code).
 */
export const usageDaily = pgTable(
  'usage_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.kind, t.key] }),
    index('usage_daily_kind_day_idx').on(t.kind, t.day),
    check(
      'usage_daily_kind_check',
      sql`${t.kind} in ('page', 'api', 'download', 'search', 'project')`,
    ),
  ],
);
