import { STATUS_CODES } from 'node:http';
import type { AuthConfig, StaffRole } from '@app/common';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

/** The scopes the portal asks for: who the member of staff is, their roles, and silent renewal. */
export const PORTAL_SCOPE = 'openid profile email offline_access roles';
export const DEFAULT_AUDIENCE = 'portal-api';
export const DEFAULT_ROLES_CLAIM = 'roles';
export const REDIRECT_PATH = '/pages/login';
export const POST_LOGOUT_PATH = '/';

/** The member of staff a verified bearer token names. */
export interface Staff {
  sub: string;
  issuer: string;
  name: string;
  email: string;
  role: StaffRole;
}

/**
 * Tokens come from an external OpenID provider (Keycloak, Auth0, Entra ID...): its issuer, the
 * portal's client id there, and the claim holding the roles. `jwks` replaces the issuer's
 * published key set with a local one (tests mint tokens with it).
 */
export interface ExternalAuth {
  provider: 'external';
  issuer: string;
  clientId: string;
  /** Checked when set; otherwise the token must be issued to clientId (aud, azp or client_id). */
  audience?: string | undefined;
  rolesClaim?: string | undefined;
  jwks?: JSONWebKeySet | undefined;
}

/** The verification half of the provider the server runs itself (see auth/embedded.ts). */
export interface EmbeddedVerifier {
  issuer: string;
  clientId: string;
  audience: string;
  keys: JWTVerifyGetKey;
  /** The lifetime of the access tokens it issues (s): a token claiming longer is refused. */
  accessTokenTtlS: number;
  /** Whether the account a token names still exists and is enabled (cached briefly). */
  isActive(sub: string): Promise<boolean>;
}

/** Who a valid token names; role is null when it carries no portal role. */
export type VerifiedToken = Omit<Staff, 'role'> & { role: StaffRole | null };

/** What app.auth knows: the SPA's settings and how to check a token. */
export interface AuthState {
  config: AuthConfig;
  verify(token: string): Promise<VerifiedToken>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when staff sign-in is not configured: every guarded route then answers 401. */
    auth: AuthState | null;
    /**
     * Hook letting through bearers of one of the roles (admin passes every check). Declared as a
     * route's onRequest or preHandler, it always runs as onRequest: before the body is read or
     * validated (see guardFirst).
     */
    requireRole(...roles: StaffRole[]): onRequestHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireRole's hook on the routes it guards. */
    staff: Staff | null;
  }
}

/** A token the API refuses; message safe to show. */
export class TokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenError';
  }
}

/** The value at a dotted path ("realm_access.roles") of the claims. */
export function claimAt(payload: JWTPayload, path: string): unknown {
  let value: unknown = payload;
  // A claim named with dots (Auth0's namespaced "https://example.org/roles") is tried whole first.
  if (Object.hasOwn(payload, path)) return payload[path];
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The portal role a token's roles claim grants: admin over editor, none for anything else. */
export function roleFrom(claim: unknown): StaffRole | null {
  const list =
    typeof claim === 'string'
      ? claim.split(/[\s,]+/)
      : Array.isArray(claim)
        ? claim.filter((r): r is string => typeof r === 'string')
        : [];
  if (list.includes('admin')) return 'admin';
  if (list.includes('editor')) return 'editor';
  return null;
}

const CLOCK_TOLERANCE_S = 30;
/**
 * The longest access-token lifetime accepted from an external provider (from iat, or from now
 * without one): a token valid for years is a forged or misissued one, not a session.
 */
export const EXTERNAL_MAX_TOKEN_LIFETIME_S = 24 * 60 * 60;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Checks signature, issuer, audience and expiry, then reads who the token names. */
function makeVerifier(options: {
  issuer: string;
  keys: JWTVerifyGetKey;
  audience: string | undefined;
  clientId: string;
  rolesClaim: string;
  /** The JWT type header required (the embedded provider's access tokens are at+jwt). */
  typ?: string;
  /** The longest lifetime a token may claim (exp - iat, and exp - now), in seconds. */
  maxLifetimeS: number;
}): (token: string) => Promise<VerifiedToken> {
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, options.keys, {
        issuer: options.issuer,
        ...(options.audience ? { audience: options.audience } : {}),
        ...(options.typ ? { typ: options.typ } : {}),
        requiredClaims: ['sub', 'exp'],
        clockTolerance: CLOCK_TOLERANCE_S,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new TokenError('The token has expired');
      if (error instanceof joseErrors.JWTClaimValidationFailed)
        throw new TokenError(`The token's ${error.claim} claim is not accepted`);
      if (error instanceof joseErrors.JOSEError) throw new TokenError('The token is not valid');
      throw error;
    }
    const now = Math.floor(Date.now() / 1000);
    const exp = payload.exp ?? 0;
    const iat = typeof payload.iat === 'number' ? payload.iat : now;
    if (
      exp - iat > options.maxLifetimeS + CLOCK_TOLERANCE_S ||
      exp - now > options.maxLifetimeS + CLOCK_TOLERANCE_S
    )
      throw new TokenError('The token claims a longer lifetime than tokens are issued for');
    if (!options.audience) {
      // No API audience configured: the token must at least be one issued to the portal.
      const aud = payload.aud === undefined ? [] : [payload.aud].flat();
      const issuedTo = [...aud, text(payload.azp), text(payload.client_id)];
      if (!issuedTo.includes(options.clientId))
        throw new TokenError("The token's aud claim is not accepted");
    }
    const role = roleFrom(claimAt(payload, options.rolesClaim));
    const email = text(payload.email) ?? text(payload.preferred_username) ?? '';
    return {
      sub: payload.sub as string,
      issuer: options.issuer,
      name: text(payload.name) ?? (email || (payload.sub as string)),
      email,
      // A valid token without a portal role is still a known caller: requireRole answers 403.
      role,
    };
  };
}

/** The issuer's key set, from its discovery document's jwks_uri (read once, on first use). */
function discoveredKeySet(issuer: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const load = async (): Promise<JWTVerifyGetKey> => {
    const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const { jwks_uri: jwksUri } = (await res.json()) as { jwks_uri?: unknown };
    if (typeof jwksUri !== 'string') throw new Error(`${url} names no jwks_uri`);
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return async (header, token) => {
    keys ??= load().catch((error: unknown) => {
      keys = undefined; // try again on the next request
      throw error;
    });
    return (await keys)(header, token);
  };
}

export function externalAuthState(settings: ExternalAuth): AuthState {
  const rolesClaim = settings.rolesClaim ?? DEFAULT_ROLES_CLAIM;
  const keys = settings.jwks ? createLocalJWKSet(settings.jwks) : discoveredKeySet(settings.issuer);
  return {
    config: {
      provider: 'external',
      authority: settings.issuer,
      clientId: settings.clientId,
      redirectPath: REDIRECT_PATH,
      postLogoutPath: POST_LOGOUT_PATH,
      scope: PORTAL_SCOPE,
      ...(settings.audience ? { audience: settings.audience } : {}),
      rolesClaim,
    },
    verify: makeVerifier({
      issuer: settings.issuer,
      keys,
      audience: settings.audience,
      clientId: settings.clientId,
      rolesClaim,
      maxLifetimeS: EXTERNAL_MAX_TOKEN_LIFETIME_S,
    }),
  };
}

export function embeddedAuthState(verifier: EmbeddedVerifier): AuthState {
  const verifyToken = makeVerifier({
    issuer: verifier.issuer,
    keys: verifier.keys,
    audience: verifier.audience,
    clientId: verifier.clientId,
    rolesClaim: DEFAULT_ROLES_CLAIM,
    typ: 'at+jwt',
    maxLifetimeS: verifier.accessTokenTtlS,
  });
  return {
    config: {
      provider: 'embedded',
      authority: verifier.issuer,
      clientId: verifier.clientId,
      redirectPath: REDIRECT_PATH,
      postLogoutPath: POST_LOGOUT_PATH,
      scope: PORTAL_SCOPE,
      audience: verifier.audience,
      rolesClaim: DEFAULT_ROLES_CLAIM,
    },
    verify: async (token) => {
      const staff = await verifyToken(token);
      // Signed by the provider, but the account may since have been disabled or removed.
      if (!(await verifier.isActive(staff.sub)))
        throw new TokenError('The account is disabled or no longer exists');
      return staff;
    },
  };
}

function refuse(
  reply: FastifyReply,
  statusCode: 401 | 403,
  message: string,
  challenge: string,
): FastifyReply {
  return reply
    .code(statusCode)
    .header('www-authenticate', challenge)
    .header('cache-control', 'no-store')
    .send({ statusCode, error: STATUS_CODES[statusCode], message });
}

/** Quoted-string safe (RFC 7235): no quotes or backslashes in the description. */
function quoted(value: string): string {
  return value.replace(/["\\]/g, "'");
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * Decorates the app with auth (the SPA's settings and the token check), requireRole and
 * request.staff. No token or an invalid one: 401 with WWW-Authenticate: Bearer; a valid token
 * without one of the roles: 403.
 */
export function registerAuth(app: FastifyInstance, state: AuthState | null): void {
  app.decorate('auth', state);
  app.decorateRequest('staff', null);
  app.addHook('onRoute', guardFirst);
  app.decorate('requireRole', (...roles: StaffRole[]): onRequestHookHandler => {
    const guard: onRequestHookHandler = async function requireRole(request, reply) {
      const token = bearerToken(request);
      if (token === undefined)
        return refuse(reply, 401, 'Sign-in required: send a bearer token', 'Bearer realm="api"');
      if (!state)
        return refuse(reply, 401, 'Staff sign-in is not configured', 'Bearer realm="api"');
      let staff: VerifiedToken;
      try {
        if (token === '') throw new TokenError('The Authorization header is not a bearer token');
        staff = await state.verify(token);
      } catch (error) {
        if (!(error instanceof TokenError)) {
          // The provider's keys could not be fetched: the token is not trusted.
          request.log.warn({ err: error }, 'token verification failed');
        }
        const message = error instanceof TokenError ? error.message : 'The token is not valid';
        return refuse(
          reply,
          401,
          message,
          `Bearer realm="api", error="invalid_token", error_description="${quoted(message)}"`,
        );
      }
      const { role } = staff;
      if (!role || (role !== 'admin' && !roles.includes(role))) {
        const wanted = roles.length === 1 ? `the ${roles[0]} role` : `one of ${roles.join(', ')}`;
        return refuse(
          reply,
          403,
          `This needs ${wanted}`,
          `Bearer realm="api", error="insufficient_scope"`,
        );
      }
      request.staff = { ...staff, role };
    };
    roleGuards.add(guard);
    return guard;
  });
}

/** The hooks requireRole made. */
const roleGuards = new WeakSet<object>();

type Hooks = RouteOptions['onRequest'] | RouteOptions['preHandler'];

function hookList(hooks: Hooks): unknown[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * onRoute: a route guarded by requireRole authenticates first, whatever hook its declaration
 * names, so an anonymous or bad token gets 401 before its body is parsed or validated (no
 * validation error describing the staff API, no work for a large body). Its own write limit
 * (config.rateLimit) is counted after the guard, per account: anonymous requests cannot spend
 * a member of staff's allowance, and staff behind one address do not share theirs.
 */
export function guardFirst(route: RouteOptions): void {
  const pre = hookList(route.preHandler);
  const guards = pre.filter((h) => roleGuards.has(h as object));
  const moved = guards.length > 0;
  if (moved) {
    route.preHandler = pre.filter(
      (h) => !roleGuards.has(h as object),
    ) as RouteOptions['preHandler'];
    route.onRequest = [...guards, ...hookList(route.onRequest)] as RouteOptions['onRequest'];
  }
  const guarded = moved || hookList(route.onRequest).some((h) => roleGuards.has(h as object));
  const limit: unknown = route.config && (route.config as { rateLimit?: unknown }).rateLimit;
  if (guarded && limit && typeof limit === 'object') {
    route.config = {
      ...route.config,
      rateLimit: {
        ...limit,
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) =>
          request.staff ? `staff:${request.staff.issuer}|${request.staff.sub}` : `ip:${request.ip}`,
      },
    } as RouteOptions['config'];
  }
}
