import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The nearest folder above this module holding the server's package.json: the same from the
 * sources (src/config/) and from the production bundle (dist/).
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@app/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('server package.json not found above the server code');
    dir = parent;
  }
}

/** server/ (the package directory), whatever the working directory is. */
export const SERVER_ROOT = findServerRoot();
/** The repository root (parent of server/). */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const intFrom = (fallback: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const envSchema = z.object({
  PORT: intFrom(3000, 0, 65535),
  HOST: optionalText.transform((v) => v ?? '0.0.0.0'),
  /** PGlite files live in DATA_DIR/pglite. Relative paths resolve against the working directory. */
  DATA_DIR: optionalText.transform((v) =>
    v === undefined ? path.join(REPO_ROOT, 'data') : path.resolve(process.cwd(), v),
  ),
  /** PostgreSQL connection string; when set, PGlite is not used. */
  DATABASE_URL: optionalText,
  /** Built SPA; relative paths resolve against the server package. */
  WEB_DIST: optionalText.transform((v) => path.resolve(SERVER_ROOT, v ?? '../web/dist')),
  /**
   * PGlite's shared_buffers (its page cache, inside the server process). Small: the summary reads
   * the rollup table, and pages the cache misses come from the operating system's file cache.
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .trim()
    .regex(/^\d+(kB|MB|GB)$/, 'must be a size like 32MB')
    .optional()
    .transform((v) => v ?? '8MB'),
  /** Requests per minute per client address on /api. */
  RATE_LIMIT_MAX: intFrom(1000, 1, 100_000_000),
  /** Largest number of PostgreSQL connections per server copy. */
  PG_POOL_SIZE: intFrom(10, 1, 1000),
  /** Rows per database round trip in streamed exports. */
  EXPORT_BATCH_SIZE: intFrom(2000, 10, 100_000),
  /** Redis for rate-limit counters shared by every server copy (redis://host:6379/0). */
  REDIS_URL: optionalText,
  /** SMTP server for residents' reply emails (smtp://user:pass@host:587); unset: none sent. */
  SMTP_URL: optionalText,
  /** Sender of the reply emails. */
  SMTP_FROM: optionalText,
  /** HMAC key of the feedback form's proof-of-work challenges (shared by every copy). */
  ALTCHA_HMAC_KEY: optionalText,
  /** Feedback one client address may send per hour. */
  FEEDBACK_PER_HOUR: intFrom(10, 1, 100_000),
  /**
   * Proxies whose X-Forwarded-For is trusted: unset or "false" (none; the socket's address is the
   * client), "true" (all), a number of hops (1 = the nearest proxy), or addresses / CIDR ranges
   * ("127.0.0.1,10.0.0.0/8").
   */
  TRUST_PROXY: optionalText.transform((v, ctx): boolean | number | string => {
    if (v === undefined || v === 'false') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    if (/^[0-9a-fA-F.:/,\s]+$/.test(v)) return v;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be true, false, a number of hops, or proxy addresses like 127.0.0.1,10.0.0.0/8',
    });
    return z.NEVER;
  }),
  /** Exports (CSV, XLSX, JSON, GeoJSON downloads) one client address may run at once. */
  EXPORTS_PER_CLIENT: intFrom(2, 1, 1000),
  /**
   * Exports the whole server builds at once; the next ones wait in line. Unset: 2 on the
   * embedded database (one query at a time), 6 on PostgreSQL.
   */
  EXPORTS_AT_ONCE: intFrom(0, 1, 1000).transform((v) => (v === 0 ? undefined : v)),
  /** Summary results kept in memory (per data version and query); 0 turns the cache off. */
  SUMMARY_CACHE_MAX: intFrom(500, 0, 1_000_000),
  /** How long the data version read from the database is trusted, in milliseconds. */
  DATA_VERSION_TTL_MS: intFrom(1000, 0, 3_600_000),
  /** Number of sample projects generated on first start. */
  SEED_COUNT: intFrom(2000, 0, 10_000_000),
  /**
   * Set by npm when `--count N` reaches a nested `npm run` as a config flag (the root db:seed
   * script forwards to the server's); read by the seed command only.
   */
  npm_config_count: optionalText,
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .optional()
    .transform((v) => v ?? 'info'),
  /**
   * Licence of the projects data: an SPDX id (CC-BY-4.0, the default; CC-BY-SA-4.0, CC0-1.0,
   * ODC-By-1.0, ODbL-1.0, PDDL-1.0) or "Licence name|https://licence-text".
   */
  DATA_LICENSE: optionalText,
  /** Who publishes the data (default "County Government of Makueni"). */
  DATA_PUBLISHER: optionalText,
  /** Where to ask about the data: an email address, an http(s) address or a path on this site. */
  DATA_CONTACT: optionalText,
  /**
   * OC4IDS project identifier prefix (six letters or digits), assigned by the standard's owners;
   * project ids are oc4ids-<prefix>-<code>. Default: a placeholder, mkncty.
   */
  OC4IDS_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9]{6}$/, 'must be the six lower-case letters or digits assigned to the county')
      .optional(),
  ),
  /** Set to "false" to skip seeding an empty database on start. */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v !== 'false'),
  /**
   * Where people reach the portal: scheme, host and port as the browser sees them, with no path
   * (https://data.makueni.go.ke). The built-in sign-in's issuer is PUBLIC_URL/oidc, and the
   * portal's sign-in and sign-out addresses are under it. Default http://localhost:PORT.
   */
  PUBLIC_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) address like https://data.example.org',
      })
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  ),
  /**
   * An external OpenID provider's issuer (Keycloak realm, Auth0 tenant, Entra ID tenant v2.0).
   * When set, the built-in provider is not run and staff sign in there.
   */
  OIDC_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** The portal's client id at the external provider (default portal). */
  OIDC_CLIENT_ID: optionalText.transform((v) => v ?? 'portal'),
  /**
   * The audience the API requires in access tokens. Built-in provider: default portal-api.
   * External: unset means the token must be issued to OIDC_CLIENT_ID (aud, azp or client_id).
   */
  OIDC_AUDIENCE: optionalText,
  /** The claim of the access token holding the roles; a dotted path like realm_access.roles. */
  OIDC_ROLES_CLAIM: optionalText.transform((v) => v ?? 'roles'),
  /** Built-in provider: a new signing key every this many days. */
  OIDC_KEY_ROTATION_DAYS: intFrom(30, 1, 3650),
  /**
   * Built-in provider: the first admin, created at start when no admin account exists (never a
   * default: without these, create one with `npm run staff -- add`).
   */
  FIRST_ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  FIRST_ADMIN_PASSWORD: optionalText,
  FIRST_ADMIN_NAME: optionalText,
});

export type Env = z.output<typeof envSchema>;

/** Parses settings once; fails fast with every problem listed. The only reader of process.env. */
/** Settings that work but that an operator should set: one line each, for the start-up log. */
export function settingWarnings(env: Pick<Env, 'DATA_CONTACT'>): string[] {
  return env.DATA_CONTACT === undefined
    ? [
        "DATA_CONTACT is not set: the about page and the catalogues point to https://www.makueni.go.ke; set it to the data team's mailbox",
      ]
    : [];
}

export function loadEnv(
  source: NodeJS.ProcessEnv = process.env,
  warn: (message: string) => void = (m) => console.warn(`warning: ${m}`),
): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid settings: ${problems}`);
  }
  for (const message of settingWarnings(result.data)) warn(message);
  return result.data;
}
