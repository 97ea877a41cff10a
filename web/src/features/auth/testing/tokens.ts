/** An unsigned JWT-shaped token with these claims (times in seconds since the epoch). */
export function fakeToken(claims: {
  iat?: number;
  exp?: number;
  id?: number;
  [claim: string]: unknown;
}): string {
  const encode = (value: unknown) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
