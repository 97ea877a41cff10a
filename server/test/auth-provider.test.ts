import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { buildApp } from '../src/app.ts';
import { createAccount } from '../src/auth/accounts.ts';
import { openTestDatabase, testBackends, type TestDatabase } from './helper.ts';
import { CookieJar, form, ISSUER, pkce, PUBLIC_URL, REDIRECT_URI } from './oidc-client.ts';

const PASSWORD = 'Editor-pass-2026!';

describe.each(testBackends())('the embedded OpenID provider on %s', (backend) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  /** A request as the browser sends it: the portal's host, the jar's cookies. */
  async function browse(
    jar: CookieJar,
    url: string,
    options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; payload?: string } = {},
  ) {
    const target = new URL(url, PUBLIC_URL);
    const res = await app.inject({
      method: options.method ?? 'GET',
      url: `${target.pathname}${target.search}`,
      headers: { host: 'portal.test', cookie: jar.header(), ...options.headers },
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
    });
    jar.take(res.headers['set-cookie']);
    return res;
  }

  /** Follows redirects on the portal's host until one leaves /oidc (the SPA's callback). */
  async function follow(jar: CookieJar, location: string) {
    let next = location;
    for (let hops = 0; hops < 10; hops += 1) {
      const url = new URL(next, PUBLIC_URL);
      if (!url.pathname.startsWith('/oidc/')) return url;
      const res = await browse(jar, next);
      if (res.statusCode === 200) return res;
      expect([302, 303]).toContain(res.statusCode);
      next = String(res.headers.location);
    }
    throw new Error('too many redirects');
  }

  async function startSignIn(jar: CookieJar, challenge: string) {
    const query = new URLSearchParams({
      client_id: 'portal',
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid profile email offline_access roles',
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const res = await browse(jar, `/oidc/auth?${query}`);
    expect(res.statusCode).toBe(303);
    const interaction = String(res.headers.location);
    expect(interaction).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    return interaction;
  }

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    await createAccount(testDb.database.db, {
      email: 'Editor@Makueni.test',
      name: 'Mwende Editor',
      role: 'editor',
      password: PASSWORD,
    });
    app = await buildApp({
      database: testDb.database,
      auth: { provider: 'embedded', publicUrl: PUBLIC_URL },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  it('publishes discovery, the settings for the SPA and a JWKS without private parts', async () => {
    const discovery = await app.inject('/oidc/.well-known/openid-configuration');
    expect(discovery.statusCode).toBe(200);
    const doc = discovery.json();
    expect(doc.issuer).toBe(ISSUER);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'roles', 'offline_access']),
    );
    expect(doc.end_session_endpoint).toMatch(/\/oidc\/session\/end$/);

    const jwks = (await app.inject('/oidc/jwks')).json();
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) {
      expect(key).toMatchObject({ kty: 'RSA', use: 'sig' });
      expect(key.d).toBeUndefined();
    }

    const config = (await app.inject('/api/v1/auth/config')).json();
    expect(config).toMatchObject({
      provider: 'embedded',
      authority: ISSUER,
      clientId: 'portal',
      audience: 'portal-api',
      rolesClaim: 'roles',
    });
  });

  it('signs in with code + PKCE, refreshes and signs out', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkce();
    const interaction = await startSignIn(jar, challenge);

    const page = await browse(jar, interaction);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('County staff sign-in');
    expect(page.body).not.toMatch(/<script|<style|style=/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);

    const wrong = await browse(jar, `${interaction}/login`, {
      method: 'POST',
      ...form({ email: 'editor@makueni.test', password: 'not-the-password' }),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('role="alert"');
    expect(wrong.body).toContain('value="editor@makueni.test"');

    const login = await browse(jar, `${interaction}/login`, {
      method: 'POST',
      ...form({ email: ' EDITOR@makueni.test ', password: PASSWORD }),
    });
    expect(login.statusCode).toBe(303);
    const callback = await follow(jar, String(login.headers.location));
    expect(callback).toBeInstanceOf(URL);
    const back = callback as URL;
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('state-1');
    expect(back.searchParams.get('iss')).toBe(ISSUER);
    const code = back.searchParams.get('code');
    expect(code).toBeTruthy();

    const exchange = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      ...form({
        grant_type: 'authorization_code',
        client_id: 'portal',
        code: code ?? '',
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'portal.test',
        origin: PUBLIC_URL,
      },
    });
    expect(exchange.statusCode, exchange.body).toBe(200);
    expect(exchange.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
    const tokens = exchange.json();
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();

    const access = decodeJwt(tokens.access_token);
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('at+jwt');
    expect(access).toMatchObject({
      iss: ISSUER,
      aud: 'portal-api',
      roles: ['editor'],
      name: 'Mwende Editor',
      email: 'editor@makueni.test',
    });
    const id = decodeJwt(tokens.id_token);
    expect(id).toMatchObject({
      iss: ISSUER,
      aud: 'portal',
      nonce: 'nonce-1',
      name: 'Mwende Editor',
      email: 'editor@makueni.test',
      roles: ['editor'],
    });
    // The API trusts what its own provider signed.
    await expect(app.auth?.verify(tokens.access_token)).resolves.toMatchObject({
      sub: access.sub,
      issuer: ISSUER,
      role: 'editor',
    });
    // An ID token is not an access token for the API.
    await expect(app.auth?.verify(tokens.id_token)).rejects.toThrow();

    const refreshed = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      ...form({
        grant_type: 'refresh_token',
        client_id: 'portal',
        refresh_token: tokens.refresh_token,
      }),
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const renewed = refreshed.json();
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(renewed.access_token)).toMatchObject({ aud: 'portal-api', roles: ['editor'] });

    // Sign out: the provider's page submits itself (script from /oidc/assets, no inline code).
    const end = await browse(
      jar,
      `/oidc/session/end?${new URLSearchParams({
        id_token_hint: renewed.id_token ?? tokens.id_token,
        post_logout_redirect_uri: `${PUBLIC_URL}/`,
        state: 'bye',
      })}`,
    );
    expect(end.statusCode).toBe(200);
    expect(end.body).toContain('data-auto-submit');
    expect(end.body).toContain('src="/oidc/assets/sign-out.js"');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(end.body)?.[1];
    expect(xsrf).toBeTruthy();
    const confirm = await browse(jar, '/oidc/session/end/confirm', {
      method: 'POST',
      ...form({ xsrf: xsrf ?? '', logout: 'yes' }),
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`${PUBLIC_URL}/?state=bye`);

    // The grant went with the session: the refresh token no longer works.
    const revoked = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      ...form({
        grant_type: 'refresh_token',
        client_id: 'portal',
        refresh_token: renewed.refresh_token,
      }),
    });
    expect(revoked.statusCode).toBe(400);

    // And the next sign-in asks for the password again.
    const fresh = await startSignIn(jar, pkce().challenge);
    expect((await browse(jar, fresh)).body).toContain('name="password"');
  });

  it('returns error=access_denied to the portal when the sign-in is cancelled', async () => {
    const jar = new CookieJar();
    const interaction = await startSignIn(jar, pkce().challenge);
    const cancel = await browse(jar, `${interaction}/abort`, { method: 'POST', ...form({}) });
    expect(cancel.statusCode).toBe(303);
    const back = (await follow(jar, String(cancel.headers.location))) as URL;
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-1');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('takes a code once, and revokes what it gave when it is replayed', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkce();
    const interaction = await startSignIn(jar, challenge);
    const login = await browse(jar, `${interaction}/login`, {
      method: 'POST',
      ...form({ email: 'editor@makueni.test', password: PASSWORD }),
    });
    const back = (await follow(jar, String(login.headers.location))) as URL;
    const code = back.searchParams.get('code') ?? '';
    const exchange = () =>
      app.inject({
        method: 'POST',
        url: '/oidc/token',
        ...form({
          grant_type: 'authorization_code',
          client_id: 'portal',
          code,
          redirect_uri: REDIRECT_URI,
          code_verifier: verifier,
        }),
      });
    const first = await exchange();
    expect(first.statusCode).toBe(200);
    expect((await exchange()).statusCode).toBe(400);
    const refresh = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      ...form({
        grant_type: 'refresh_token',
        client_id: 'portal',
        refresh_token: first.json().refresh_token,
      }),
    });
    expect(refresh.statusCode).toBe(400);
  });

  it('refuses a token from another origin than the portal', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      ...form({ grant_type: 'refresh_token', client_id: 'portal', refresh_token: 'x' }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a token request without the PKCE verifier, and a sign-in without a challenge', async () => {
    const query = new URLSearchParams({
      client_id: 'portal',
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid',
      state: 's',
    });
    const res = await app.inject({ url: `/oidc/auth?${query}`, headers: { host: 'portal.test' } });
    expect(res.statusCode).toBe(303);
    const back = new URL(String(res.headers.location));
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it("speaks the portal's language (ui_locales), else the browser's, else English", async () => {
    const pageIn = async (extra: Record<string, string>, headers: Record<string, string> = {}) => {
      const jar = new CookieJar();
      const query = new URLSearchParams({
        client_id: 'portal',
        response_type: 'code',
        redirect_uri: REDIRECT_URI,
        scope: 'openid profile email roles',
        state: 'state-2',
        nonce: 'nonce-2',
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
        ...extra,
      });
      const start = await browse(jar, `/oidc/auth?${query}`, { headers });
      expect(start.statusCode).toBe(303);
      const interaction = String(start.headers.location);
      return { jar, interaction, page: await browse(jar, interaction, { headers }) };
    };

    const sw = await pageIn({ ui_locales: 'sw' }, { 'accept-language': 'fr' });
    expect(sw.page.body).toContain('<html lang="sw">');
    expect(sw.page.body).toContain('<h1>Kuingia kwa wafanyakazi wa kaunti</h1>');
    expect(sw.page.body).toContain('>Nenosiri</label>');
    // Its messages too.
    const missing = await browse(sw.jar, `${sw.interaction}/login`, {
      method: 'POST',
      ...form({ email: '', password: '' }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Weka barua pepe yako na nenosiri.');

    const fr = await pageIn({}, { 'accept-language': 'ja, fr-CA;q=0.8, en;q=0.5' });
    expect(fr.page.body).toContain('<html lang="fr">');
    expect(fr.page.body).toContain('Connexion du personnel du comté');

    const unknown = await pageIn({ ui_locales: 'ja' }, { 'accept-language': 'ja' });
    expect(unknown.page.body).toContain('<html lang="en">');
    expect(unknown.page.body).toContain('<h1>County staff sign-in</h1>');

    const expired = await app.inject({
      url: '/oidc/interaction/nope',
      headers: { host: 'portal.test', 'accept-language': 'de' },
    });
    expect(expired.body).toContain('Diese Anmeldung ist abgelaufen');
  });

  it('shows an expired page for an unknown interaction', async () => {
    const res = await app.inject({
      url: '/oidc/interaction/nope',
      headers: { host: 'portal.test' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This sign-in has expired');
  });
});
