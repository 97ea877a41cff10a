/**
 * A browser's part in the embedded provider's sign-in, for tests through app.inject: cookies,
 * PKCE and form posts on the portal's host.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const PUBLIC_URL = 'http://portal.test';
export const ISSUER = `${PUBLIC_URL}/oidc`;
export const REDIRECT_URI = `${PUBLIC_URL}/pages/login`;

/** The cookies a browser would hold for the portal's host (paths aside: names are unique). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function form(values: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(values).toString(),
  };
}

export interface BrowseOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  payload?: string;
  /** The client's address as the server sees it. */
  remoteAddress?: string;
}

/** A request as the browser sends it: the portal's host, the jar's cookies. */
export async function browse(
  app: FastifyInstance,
  jar: CookieJar,
  url: string,
  options: BrowseOptions = {},
) {
  const target = new URL(url, PUBLIC_URL);
  const res = await app.inject({
    method: options.method ?? 'GET',
    url: `${target.pathname}${target.search}`,
    headers: { host: 'portal.test', cookie: jar.header(), ...options.headers },
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  jar.take(res.headers['set-cookie']);
  return res;
}

/** Starts a sign-in at the authorization endpoint; the sign-in form's path. */
export async function startSignIn(
  app: FastifyInstance,
  jar: CookieJar,
  challenge: string,
): Promise<string> {
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
  const res = await browse(app, jar, `/oidc/auth?${query}`);
  if (res.statusCode !== 303) throw new Error(`authorization answered ${res.statusCode}`);
  return String(res.headers.location);
}

/** Posts the sign-in form. */
export function postSignIn(
  app: FastifyInstance,
  jar: CookieJar,
  interaction: string,
  credentials: { email: string; password: string },
  remoteAddress?: string,
) {
  return browse(app, jar, `${interaction}/login`, {
    method: 'POST',
    ...form(credentials),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Follows redirects on the portal's host until one leaves /oidc (the SPA's callback). */
export async function followToPortal(app: FastifyInstance, jar: CookieJar, location: string) {
  let next = location;
  for (let hops = 0; hops < 10; hops += 1) {
    const url = new URL(next, PUBLIC_URL);
    if (!url.pathname.startsWith('/oidc/')) return url;
    const res = await browse(app, jar, next);
    if (res.statusCode === 200) return res;
    if (![302, 303].includes(res.statusCode)) throw new Error(`${next} answered ${res.statusCode}`);
    next = String(res.headers.location);
  }
  throw new Error('too many redirects');
}

/** Signs in with the password and exchanges the code: the token endpoint's answer. */
/** The portal's token request for an authorization code, as the browser sends it. */
export function exchangeCode(app: FastifyInstance, code: string, verifier: string) {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'portal.test',
      origin: PUBLIC_URL,
    },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'portal',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    }).toString(),
  });
}

export async function signIn(
  app: FastifyInstance,
  credentials: { email: string; password: string },
): Promise<{ access_token: string; refresh_token: string; id_token: string }> {
  const jar = new CookieJar();
  const { verifier, challenge } = pkce();
  const interaction = await startSignIn(app, jar, challenge);
  const login = await postSignIn(app, jar, interaction, credentials);
  if (login.statusCode !== 303) throw new Error(`sign-in answered ${login.statusCode}`);
  const back = await followToPortal(app, jar, String(login.headers.location));
  if (!(back instanceof URL)) throw new Error('the sign-in did not return to the portal');
  const exchange = await exchangeCode(app, back.searchParams.get('code') ?? '', verifier);
  if (exchange.statusCode !== 200) throw new Error(`token endpoint: ${exchange.body}`);
  return exchange.json();
}

/** A refresh at the token endpoint: its status and answer. */
export async function refresh(app: FastifyInstance, refreshToken: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'portal.test' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: 'portal',
      refresh_token: refreshToken,
    }).toString(),
  });
  return res;
}
