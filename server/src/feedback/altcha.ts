import { randomBytes } from 'node:crypto';
import { CappedMap, createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { create } from 'altcha-lib/frameworks/fastify';

/** Proof of work asked of every submission (ALTCHA, no cookies, no third party). */
export interface ProofOfWork {
  challenge(): Promise<Challenge>;
  /** Null when the payload is a solved, unexpired, unused challenge of this server; else why not. */
  check(payload: unknown): Promise<string | null>;
}

/**
 * SHA-256 challenges signed with the HMAC key (ALTCHA_HMAC_KEY; random per process when unset,
 * which is fine for one copy, while several copies must share one key). A solved challenge is
 * accepted once per copy.
 */
export function createProofOfWork(options: {
  hmacKey?: string | undefined;
  cost?: number;
}): ProofOfWork {
  const hmacSignatureSecret = options.hmacKey ?? randomBytes(32).toString('hex');
  const cost = options.cost ?? 50_000;
  const store = new CappedMap<string, boolean>({ maxSize: 10_000 });
  const { verify } = create({ deriveKey, hmacSignatureSecret, store });
  return {
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: Math.floor(Math.random() * cost),
        deriveKey,
        hmacSignatureSecret,
        expiresAt: new Date(Date.now() + 20 * 60_000),
      }),
    async check(payload) {
      if (typeof payload !== 'string' || payload === '' || payload.length > 10_000)
        return 'the proof of work is missing';
      const result = await verify(payload, deriveKey, hmacSignatureSecret, undefined, store);
      return result.error ? 'the proof of work is not valid or was already used' : null;
    },
  };
}
