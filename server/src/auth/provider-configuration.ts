import { errors as oidcErrors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppDb } from '../db/client.ts';
import { storageProblem, storageStatus } from '../db/storage.ts';
import { PORTAL_SCOPE, POST_LOGOUT_PATH, REDIRECT_PATH } from '../plugins/app/auth.ts';
import { findAccountById } from '../repositories/staff-accounts-repository.ts';
import { DatabaseAdapter } from './adapter.ts';
import type { SigningKeySet } from './keys.ts';
import { pageLanguage, pageText, type PageLanguage } from './page-text.ts';
import { messagePage, signOutPage, storagePage } from './pages.ts';

/**
 * What the built-in OpenID provider is: its one client (the portal), scopes and claims, token
 * lifetimes, where its state is kept, and the pages it renders itself (sign-out, errors).
 */

export const CLIENT_ID = 'portal';
export const MOUNT_PATH = '/oidc';

/** Lifetimes (s) of what the provider issues. */
export const TTL = {
  AccessToken: 10 * 60,
  AuthorizationCode: 60,
  IdToken: 60 * 60,
  Interaction: 60 * 60,
  Session: 14 * 24 * 60 * 60,
  Grant: 14 * 24 * 60 * 60,
};

function roleClaims(account: { name: string; email: string; role: string }) {
  return { name: account.name, email: account.email, roles: [account.role] };
}

/** The provider's settings around the current signing keys. */
export function providerConfiguration(
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
