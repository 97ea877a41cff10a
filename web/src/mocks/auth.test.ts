// @vitest-environment node
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_LIFETIME_SECONDS } from '@app/common/apps/auth';
import { signAccessToken, verifyAccessToken } from './auth';

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

describe('mock access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are HS256 JWTs carrying the user id, valid for 8000 seconds', async () => {
    const token = await signAccessToken(7);
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(claims.id).toBe(7);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(TOKEN_LIFETIME_SECONDS);
    expect(TOKEN_LIFETIME_SECONDS).toBe(8000);
    expect(await verifyAccessToken(token)).toBe(7);
  });

  it('refuses a token issued more than 8000 seconds ago', async () => {
    expect(await verifyAccessToken(await signAccessToken(7, nowSeconds() - 8001))).toBeNull();
    expect(await verifyAccessToken(await signAccessToken(7, nowSeconds() - 7990))).toBe(7);
  });

  it('expires once the clock passes 8000 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T08:00:00Z'));
    const token = await signAccessToken(3);
    vi.setSystemTime(new Date('2026-06-01T10:13:19Z')); // 7999 s later
    expect(await verifyAccessToken(token)).toBe(3);
    vi.setSystemTime(new Date('2026-06-01T10:13:21Z')); // 8001 s later
    expect(await verifyAccessToken(token)).toBeNull();
  });

  it('refuses garbage, a tampered token and another key', async () => {
    expect(await verifyAccessToken('')).toBeNull();
    expect(await verifyAccessToken('not.a.token')).toBeNull();
    const token = await signAccessToken(1);
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ id: 2, iat: nowSeconds(), exp: nowSeconds() + 60 }),
    ).toString('base64url');
    expect(await verifyAccessToken(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    const foreign = await new SignJWT({ id: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-key'));
    expect(await verifyAccessToken(foreign)).toBeNull();
  });
});
