import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_LIFETIME_SECONDS } from '@app/common/apps/auth';

/**
 * Development default for the mock's signing key. It only signs sample tokens inside the
 * browser; set VITE_MOCK_JWT_SECRET to use another value.
 */
export const DEV_MOCK_JWT_SECRET = 'dev-only-mock-signing-key-change-me';

const ALGORITHM = 'HS256';
const ISSUER = 'makueni-portal-mock';

function configuredSecret(): string {
  const configured: unknown = import.meta.env.VITE_MOCK_JWT_SECRET;
  return typeof configured === 'string' && configured.trim() !== ''
    ? configured
    : DEV_MOCK_JWT_SECRET;
}

let cachedKey: { secret: string; key: Promise<CryptoKey> } | undefined;

/** The HMAC key as a WebCrypto CryptoKey (works in browsers, Node and jsdom alike). */
function signingKey(): Promise<CryptoKey> {
  const secret = configuredSecret();
  if (cachedKey?.secret !== secret) {
    cachedKey = {
      secret,
      key: crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode(secret),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign', 'verify'],
      ),
    };
  }
  return cachedKey.key;
}

/**
 * Signs an access token for `userId` (HS256, lifetime TOKEN_LIFETIME_SECONDS).
 * `issuedAt` (seconds since the epoch) defaults to now.
 */
export async function signAccessToken(
  userId: number,
  issuedAt: number = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ id: userId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(String(userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(await signingKey());
}

/** The user id of a valid, unexpired token signed by this service; null otherwise. */
export async function verifyAccessToken(token: string): Promise<number | null> {
  if (token.trim() === '') return null;
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ['exp', 'iat'],
    });
    const id = payload.id;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    // Malformed, tampered with, expired or signed by another key: all are invalid.
    return null;
  }
}
