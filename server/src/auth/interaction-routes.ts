import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors as oidcErrors } from 'oidc-provider';
import type { AppDb } from '../db/client.ts';
import { storageProblem, storageStatus, type StorageProblem } from '../db/storage.ts';
import { REDIRECT_PATH } from '../plugins/app/auth.ts';
import { authenticate } from './accounts.ts';
import { isLock, type SignInLimiter } from './attempts.ts';
import { pageLanguage, pageText } from './page-text.ts';
import {
  ASSETS_PATH,
  messagePage,
  PAGES_CSS,
  SIGN_OUT_JS,
  signInPage,
  storagePage,
} from './pages.ts';
import { MOUNT_PATH } from './provider-configuration.ts';
import { headerText, providerCsp } from './provider-csp.ts';
import type { ProviderInstance } from './rotating-provider.ts';
import { auditSignIn } from './sign-in-audit.ts';

interface FormBody {
  email?: string;
  password?: string;
}

/**
 * The provider's interactions, as Fastify routes under /oidc/interaction: the sign-in form and
 * its answer (each attempt counted by the limiter before the password is checked), the
 * cancelled sign-in, and the consent the portal is granted without a page; plus the pages'
 * stylesheet and script. A step that cannot be written (full or read-only disk) is a page
 * saying so.
 */
export async function registerInteractionRoutes(
  app: FastifyInstance,
  db: AppDb,
  options: {
    publicUrl: string;
    publicOrigin: string;
    issuer: string;
    current: () => ProviderInstance;
    limiter: SignInLimiter;
    noteStorage: (storage: StorageProblem, error: unknown) => void;
  },
): Promise<void> {
  const { publicUrl, publicOrigin, issuer, current, limiter, noteStorage } = options;

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
      const interaction = await current().provider.interactionDetails(request.raw, reply.raw);
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
      const { Grant } = current().provider;
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
      const returnTo = await current().provider.interactionResult(
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
          await auditSignIn(db, issuer, request, email, { action: 'signin.lock', lock: attempt });
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
        await auditSignIn(db, issuer, request, email, { action: 'signin.failed' });
        return html(
          reply,
          signInForm(request, interaction, { email, error: 'wrongPassword' }),
          401,
        );
      }
      const returnTo = await current().provider.interactionResult(
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
      const returnTo = await current().provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The sign-in was cancelled' },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    });
  });
}
