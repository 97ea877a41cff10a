import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { createLocalJWKSet, errors as joseErrors, type JWTVerifyGetKey } from 'jose';
import Provider, {
  errors as oidcErrors,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { AppDb } from '../db/client.ts';
import {
  noteStorageFailure,
  storageMessage,
  storageProblem,
  storageStatus,
  type StorageProblem,
} from '../db/storage.ts';
import {
  DEFAULT_AUDIENCE,
  PORTAL_SCOPE,
  POST_LOGOUT_PATH,
  REDIRECT_PATH,
  type EmbeddedVerifier,
} from '../plugins/app/auth.ts';
import { recordAudit } from '../repositories/audit-repository.ts';
import { authenticate, findAccountById, normalizeEmail } from './accounts.ts';
import {
  DEFAULT_SIGN_IN_LIMITS,
  isLock,
  MemoryCounters,
  RedisCounters,
  SignInLimiter,
  type Lock,
  type SignInLimits,
} from './attempts.ts';
import { DatabaseAdapter, sweepExpired } from './adapter.ts';
import { ensureSigningKeys, type KeyPolicy, type SigningKeySet } from './keys.ts';
import { pageLanguage, pageText, type PageLanguage } from './page-text.ts';
import {
  ASSETS_PATH,
  messagePage,
  PAGES_CSS,
  SIGN_OUT_JS,
  signInPage,
  signOutPage,
} from './pages.ts';

export const CLIENT_ID = 'portal';
export const MOUNT_PATH = '/oidc';

/** The OpenID provider the server runs itself when no external one is configured. */
export interface EmbeddedAuth {
  provider: 'embedded';
  /** Where the portal is reached (scheme, host, port, no trailing slash). */
  publicUrl: string;
  /** The API's audience in access tokens (default portal-api). */
  audience?: string | undefined;
  /** A new signing key every this many days (default 30). */
  keyRotationDays?: number | undefined;
  /** Password guessing limits of the sign-in form (attempts.ts has the defaults). */
  signInLimits?: Partial<SignInLimits> | undefined;
}

const TTL = {
  AccessToken: 10 * 60,
  AuthorizationCode: 60,
  IdToken: 60 * 60,
  Interaction: 60 * 60,
  Session: 14 * 24 * 60 * 60,
  Grant: 14 * 24 * 60 * 60,
};
/** Retired keys stay published a day past the longest-lived token they signed. */
const RETIRE_AFTER_S = TTL.IdToken + 24 * 60 * 60;
const KEY_CHECK_MS = 60 * 60 * 1000;
/** An unknown kid re-reads the keys (another copy of the server rotated), at most this often. */
const KEY_RELOAD_MIN_MS = 30_000;

/** How long the API trusts that an account is enabled before reading it again. */
const ACCOUNT_CACHE_MS = 5000;

/** Prefix of the sign-in counters' keys in Redis. */
const SIGN_IN_PREFIX = 'makueni-sign-in-';

/** The page saying that the sign-in cannot be recorded: the disk is full or read-only. */
function storagePage(lang: PageLanguage, problem: StorageProblem, portal: string): string {
  const text = pageText(lang);
  return messagePage({
    lang,
    title: text.storageTitle,
    message: problem.kind === 'full' ? text.storageFull : text.storageReadOnly,
    link: { href: portal, text: text.backToPortal },
  });
}

function roleClaims(account: { name: string; email: string; role: string }) {
  return { name: account.name, email: account.email, roles: [account.role] };
}

function providerConfiguration(
  db: AppDb,
  keys: SigningKeySet,
  settings: { publicUrl: string; audience: string; apiResource: string },
): Configuration {
  const { publicUrl, audience, apiResource } = settings;
  return {
    adapter: (name: string) => new DatabaseAdapter(db, name),
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Makueni County open-data portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}${REDIRECT_PATH}`],
        post_logout_redirect_uris: [
          `${publicUrl}${POST_LOGOUT_PATH}`,
          `${publicUrl}${REDIRECT_PATH}`,
        ],
        scope: PORTAL_SCOPE,
      },
    ],
    jwks: { keys: keys.keys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: keys.cookieKeys },
    scopes: PORTAL_SCOPE.split(' '),
    claims: {
      openid: ['sub'],
      profile: ['name'],
      email: ['email'],
      roles: ['roles'],
    },
    // The ID token carries name, email and roles too (the SPA reads them from it).
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    // Silent renewal for the portal: refresh tokens even without offline_access (which OpenID
    // Connect drops unless the request says prompt=consent). They end with the sign-in session,
    // and rotate on every use (a public client).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: TTL,
    async findAccount(_ctx, sub) {
      const account = await findAccountById(db, Number(sub));
      if (!account || account.disabled) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...roleClaims(account) }) };
    },
    // Access tokens for the API say who and with which role, so the API needs no lookup.
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findAccountById(db, Number(token.accountId));
      return account && !account.disabled ? roleClaims(account) : undefined;
    },
    interactions: { url: (_ctx, interaction) => `${MOUNT_PATH}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.type = 'html';
          // Straight through when the portal itself asked, with an ID token this provider issued.
          const auto = Boolean(ctx.oidc.params?.id_token_hint && ctx.oidc.client);
          ctx.body = signOutPage({ lang: languageOf(ctx), form, auto });
        },
        postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          const lang = languageOf(ctx);
          const text = pageText(lang);
          ctx.body = messagePage({
            lang,
            title: text.signedOutTitle,
            message: text.signedOutMessage,
            link: { href: `${publicUrl}/`, text: text.backToPortal },
          });
        },
      },
      resourceIndicators: {
        enabled: true,
        // The portal asks for no resource: its tokens are for the API.
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== apiResource) throw new oidcErrors.InvalidTarget();
          return {
            scope: 'api',
            audience,
            accessTokenTTL: TTL.AccessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // The token endpoint is called from the SPA: its own origin only.
    clientBasedCORS(_ctx, origin, client) {
      return client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false;
    },
    renderError(ctx, out, error) {
      ctx.type = 'html';
      const lang = languageOf(ctx);
      // Sessions and interactions are written to the database: on a full or read-only disk the
      // sign-in cannot go on, and the page says so (507 or 503, as the API's writes) instead of
      // a server error.
      const storage = storageProblem(error);
      if (storage) {
        ctx.status = storageStatus(storage);
        ctx.body = storagePage(lang, storage, `${publicUrl}/`);
        return;
      }
      const text = pageText(lang);
      ctx.body = messagePage({
        lang,
        title: text.errorTitle,
        // The provider's own description is technical English; it follows the page's sentence.
        message: out.error_description
          ? `${text.errorMessage} (${out.error_description})`
          : text.errorMessage,
        link: { href: `${publicUrl}${REDIRECT_PATH}`, text: text.backToSignIn },
      });
    },
  };
}

/** The language the portal asked for (ui_locales), else the browser's. */
function languageOf(ctx: KoaContextWithOIDC): PageLanguage {
  const asked = ctx.oidc?.params?.ui_locales ?? ctx.query?.ui_locales;
  return pageLanguage(asked, ctx.get('accept-language'));
}

function headerText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The CSP for the provider's pages: forms may also lead back to the portal's origin. */
function providerCsp(csp: string | undefined, publicOrigin: string): string | undefined {
  if (!csp) return csp;
  return csp.replace(/form-action ([^;]*)/, (_all, sources: string) =>
    sources.includes(publicOrigin)
      ? `form-action ${sources}`
      : `form-action ${sources} ${publicOrigin}`,
  );
}

interface FormBody {
  email?: string;
  password?: string;
}

/**
 * Runs the provider under /oidc: its own routes (discovery, authorization, token, JWKS,
 * userinfo, end session) are handed the raw request, as oidc-provider's mounting guide does for
 * frameworks without connect middleware; the sign-in pages are Fastify routes. Keys are checked
 * every hour: a rotation builds a new provider around the new key set (its state is all in the
 * database). Returns what the API needs to verify the access tokens it issues.
 */
export async function mountEmbeddedProvider(
  app: FastifyInstance,
  db: AppDb,
  settings: EmbeddedAuth,
  shared: { redis?: Redis | undefined } = {},
): Promise<EmbeddedVerifier> {
  const publicUrl = settings.publicUrl.replace(/\/+$/, '');
  const { origin: publicOrigin, host: publicHost, protocol } = new URL(publicUrl);
  const publicProto = protocol.replace(':', '');
  const issuer = `${publicUrl}${MOUNT_PATH}`;
  const audience = settings.audience ?? DEFAULT_AUDIENCE;
  // The resource indicator (an absolute URI); tokens for it carry the audience above.
  const apiResource = `${publicUrl}/api`;
  const policy: KeyPolicy = {
    rotationDays: settings.keyRotationDays ?? 30,
    retireAfterS: RETIRE_AFTER_S,
  };

  /** A write refused for storage: logged, and reported by the health check. */
  const noteStorage = (storage: StorageProblem, error: unknown) => {
    noteStorageFailure(app.services.database, storage);
    app.log.error({ err: error, storage: storage.kind }, 'sign-in refused: storage');
  };

  const build = (keys: SigningKeySet) => {
    const provider = new Provider(
      issuer,
      providerConfiguration(db, keys, { publicUrl, audience, apiResource }),
    );
    // The provider reads scheme and host from X-Forwarded-*, which the mount sets from PUBLIC_URL.
    provider.proxy = true;
    provider.on('server_error', (ctx, error) => {
      const storage = storageProblem(error);
      if (!storage) {
        app.log.error({ err: error }, 'oidc server error');
        return;
      }
      // A full or read-only disk: the endpoints answering JSON (token, revocation) say so with
      // 507 or 503 too; the pages are rendered by renderError.
      noteStorage(storage, error);
      ctx.status = storageStatus(storage);
      if (ctx.body && typeof ctx.body === 'object' && !Buffer.isBuffer(ctx.body))
        ctx.body = { error: 'temporarily_unavailable', error_description: storageMessage(storage) };
    });
    return {
      provider,
      callback: provider.callback(),
      keys,
      verifyKeys: createLocalJWKSet(keys.publicJwks),
    };
  };
  let current = build(await ensureSigningKeys(db, policy));
  await sweepExpired(db);

  const refresh = async () => {
    const keys = await ensureSigningKeys(db, policy);
    if (keys.fingerprint !== current.keys.fingerprint) current = build(keys);
  };
  const timer = setInterval(() => {
    Promise.all([refresh(), sweepExpired(db)]).catch((error: unknown) =>
      app.log.error({ err: error }, 'signing key rotation failed'),
    );
  }, KEY_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  let lastReload = 0;
  const keys: JWTVerifyGetKey = async (header, token) => {
    try {
      return await current.verifyKeys(header, token);
    } catch (error) {
      if (
        !(error instanceof joseErrors.JWKSNoMatchingKey) ||
        Date.now() - lastReload < KEY_RELOAD_MIN_MS
      )
        throw error;
      lastReload = Date.now();
      await refresh();
      return current.verifyKeys(header, token);
    }
  };

  // Counted in Redis when the copies share one, so a second copy allows no more guesses.
  const limiter = new SignInLimiter(
    shared.redis
      ? new RedisCounters(shared.redis, SIGN_IN_PREFIX, (error) =>
          app.log.warn({ err: error }, 'sign-in counters: Redis failed, counting in memory'),
        )
      : new MemoryCounters(),
    { ...DEFAULT_SIGN_IN_LIMITS, ...settings.signInLimits },
  );

  /** A failed sign-in or a lock in the audit log: who tried which account, never the password. */
  const auditSignIn = async (
    request: FastifyRequest,
    email: string,
    event: { action: 'signin.failed' } | { action: 'signin.lock'; lock: Lock },
  ) => {
    const details =
      event.action === 'signin.failed'
        ? { address: request.ip }
        : {
            address: request.ip,
            locked: event.lock.scope,
            seconds: Math.ceil(event.lock.retryAfterMs / 1000),
          };
    try {
      await recordAudit(db, {
        actor: { sub: 'anonymous', issuer, name: `Sign-in form (${request.ip})`, role: 'none' },
        action: event.action,
        target: normalizeEmail(email).slice(0, 254),
        details,
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not record a failed sign-in');
    }
    request.log.warn({ event: event.action, ...details }, 'sign-in refused');
  };

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        providerCsp(headerText(reply.getHeader('content-security-policy')), publicOrigin),
      )
      .send(body);

  const expired = (request: FastifyRequest, reply: FastifyReply) => {
    const lang = pageLanguage(undefined, request.headers['accept-language']);
    const text = pageText(lang);
    return html(
      reply,
      messagePage({
        lang,
        title: text.expiredTitle,
        message: text.expiredMessage,
        link: { href: `${publicUrl}${REDIRECT_PATH}`, text: text.backToSignIn },
      }),
      400,
    );
  };

  /** The pending interaction, or undefined when its cookie is gone or it has expired. */
  const interactionOf = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const interaction = await current.provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === (request.params as { uid: string }).uid ? interaction : undefined;
    } catch (error) {
      if (error instanceof oidcErrors.SessionNotFound) return undefined;
      throw error;
    }
  };

  /** The sign-in page in the language the portal asked for, else the browser's. */
  const signInForm = (
    request: FastifyRequest,
    interaction: { uid: string; params: Record<string, unknown> },
    extra: {
      email?: string;
      error?: 'missingFields' | 'wrongPassword';
      /** Locked: the sign-in is refused for this long. */
      lockedMs?: number;
    } = {},
  ) => {
    const lang = pageLanguage(interaction.params.ui_locales, request.headers['accept-language']);
    const text = pageText(lang);
    const error =
      extra.lockedMs !== undefined
        ? text.tooManyFailures.replace(
            '{minutes}',
            String(Math.max(1, Math.ceil(extra.lockedMs / 60_000))),
          )
        : extra.error && text[extra.error];
    return signInPage({
      lang,
      action: `${MOUNT_PATH}/interaction/${interaction.uid}/login`,
      cancelAction: `${MOUNT_PATH}/interaction/${interaction.uid}/abort`,
      ...(extra.email !== undefined ? { email: extra.email } : {}),
      ...(error ? { error } : {}),
    });
  };

  await app.register(async (pages) => {
    // A sign-in step that cannot be written (full or read-only disk) is a page saying so.
    pages.setErrorHandler((error, request, reply) => {
      const storage = storageProblem(error);
      if (!storage) throw error;
      noteStorage(storage, error);
      const lang = pageLanguage(undefined, request.headers['accept-language']);
      return html(reply, storagePage(lang, storage, `${publicUrl}/`), storageStatus(storage));
    });
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    pages.get(`${ASSETS_PATH}/pages.css`, (_request, reply) =>
      reply
        .header('content-type', 'text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(PAGES_CSS),
    );
    pages.get(`${ASSETS_PATH}/sign-out.js`, (_request, reply) =>
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(SIGN_OUT_JS),
    );

    pages.get(`${MOUNT_PATH}/interaction/:uid`, async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      if (!interaction) return expired(request, reply);
      const { prompt } = interaction;
      if (prompt.name === 'login') return html(reply, signInForm(request, interaction));
      // The portal is the county's own client: what it asks for is granted without a consent page.
      const accountId = interaction.session?.accountId;
      if (prompt.name !== 'consent' || !accountId) return expired(request, reply);
      const { Grant } = current.provider;
      const grant =
        (interaction.grantId ? await Grant.find(interaction.grantId) : undefined) ??
        new Grant({ accountId, clientId: String(interaction.params.client_id) });
      const details = prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
      if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {}))
        grant.addResourceScope(indicator, scopes.join(' '));
      const grantId = await grant.save();
      const returnTo = await current.provider.interactionResult(
        request.raw,
        reply.raw,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return reply.redirect(returnTo, 303);
    });

    pages.post(`${MOUNT_PATH}/interaction/:uid/login`, async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      if (!interaction || interaction.prompt.name !== 'login') return expired(request, reply);
      const body = (request.body ?? {}) as FormBody;
      const email = typeof body.email === 'string' ? body.email.trim().slice(0, 254) : '';
      const password = typeof body.password === 'string' ? body.password.slice(0, 256) : '';
      if (email === '' || password === '')
        return html(
          reply,
          signInForm(request, interaction, { email, error: 'missingFields' }),
          400,
        );
      // The attempt is counted before the password is checked: parallel guesses cannot all
      // pass a check made before any of them was counted.
      const attempt = await limiter.reserve(request.ip, email);
      if (isLock(attempt)) {
        if (attempt.started)
          await auditSignIn(request, email, { action: 'signin.lock', lock: attempt });
        return html(
          reply
            .header('retry-after', String(Math.ceil(attempt.retryAfterMs / 1000)))
            .header('cache-control', 'no-store'),
          signInForm(request, interaction, { email, lockedMs: attempt.retryAfterMs }),
          429,
        );
      }
      const account = await authenticate(db, email, password);
      if (account) await attempt.succeeded();
      else {
        await auditSignIn(request, email, { action: 'signin.failed' });
        return html(
          reply,
          signInForm(request, interaction, { email, error: 'wrongPassword' }),
          401,
        );
      }
      const returnTo = await current.provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: String(account.id) } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    });

    pages.post(`${MOUNT_PATH}/interaction/:uid/abort`, async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      if (!interaction) return expired(request, reply);
      const returnTo = await current.provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The sign-in was cancelled' },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    });
  });

  // Everything else under /oidc is the provider's: the raw request goes to it unread.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const res = reply.raw;
      // The headers set so far (security headers) go out with the provider's answer.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        // CORS is the provider's own business (the portal's origin only, at the token endpoint).
        if (value === undefined || name.startsWith('access-control-')) continue;
        res.setHeader(
          name,
          name === 'content-security-policy'
            ? (providerCsp(headerText(value), publicOrigin) ?? '')
            : (value as string | string[] | number),
        );
      }
      const req = request.raw as IncomingMessage & { originalUrl?: string };
      // Its endpoints are named from PUBLIC_URL, whichever address the request came in by (as
      // the issuer is), so cookies and redirects stay on the portal's origin.
      req.headers['x-forwarded-host'] = publicHost;
      req.headers['x-forwarded-proto'] = publicProto;
      const url = req.url ?? '/';
      req.originalUrl = url;
      req.url = url.slice(MOUNT_PATH.length) || '/';
      await new Promise<void>((resolve) => {
        res.once('close', resolve);
        res.once('finish', resolve);
        void current.callback(req, res);
      });
    };
    scope.all(MOUNT_PATH, handle);
    scope.all(`${MOUNT_PATH}/*`, handle);
  });

  // Staff routes ask on every request; a disable or removal shows within ACCOUNT_CACHE_MS.
  const active = new Map<string, { active: boolean; until: number }>();
  const isActive = async (sub: string): Promise<boolean> => {
    const now = Date.now();
    const known = active.get(sub);
    if (known && known.until > now) return known.active;
    const id = /^\d{1,9}$/.test(sub) ? Number(sub) : NaN;
    const account = Number.isSafeInteger(id) ? await findAccountById(db, id) : undefined;
    const answer = Boolean(account && !account.disabled);
    if (active.size >= 10_000) active.clear();
    active.set(sub, { active: answer, until: now + ACCOUNT_CACHE_MS });
    return answer;
  };

  return {
    issuer,
    clientId: CLIENT_ID,
    audience,
    keys,
    accessTokenTtlS: TTL.AccessToken,
    isActive,
  };
}
