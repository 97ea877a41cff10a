import { randomBytes } from 'node:crypto';
import { CappedMap, createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { create } from 'altcha-lib/frameworks/fastify';
import type { Redis } from 'ioredis';

/** How long a challenge may be solved and sent; a used one is remembered as long. */
export const CHALLENGE_LIFETIME_MS = 20 * 60_000;

/** Prefix of the used challenges' keys in Redis. */
export const USED_CHALLENGE_PREFIX = 'makueni-altcha-used-';

/** Proof of work asked of every submission (ALTCHA, no cookies, no third party). */
export interface ProofOfWork {
  challenge(): Promise<Challenge>;
  /** Null when the payload is a solved, unexpired, unused challenge of this server; else why not. */
  check(payload: unknown): Promise<string | null>;
  /** Keeps the used challenges there from now on (Redis, once the server has connected to it). */
  rememberIn(used: UsedChallenges): void;
}

/** Remembers used challenge ids: true when the id was new (and is now taken). */
export interface UsedChallenges {
  take(id: string): Promise<boolean>;
}

/** Used challenges of this process only (one server copy). */
export class MemoryUsedChallenges implements UsedChallenges {
  private readonly used = new CappedMap<string, number>({ maxSize: 10_000 });

  constructor(private readonly ttlMs = CHALLENGE_LIFETIME_MS) {}

  take(id: string): Promise<boolean> {
    const now = Date.now();
    const until = this.used.get(id);
    if (until !== undefined && until > now) return Promise.resolve(false);
    this.used.set(id, now + this.ttlMs);
    return Promise.resolve(true);
  }
}

/**
 * Used challenges in Redis (SET NX with the challenge's lifetime as expiry), so a challenge solved
 * once is refused on every copy of the server. While Redis does not answer, this copy's memory
 * stands in (replays stay refused per copy rather than submissions refused for everyone).
 */
export class RedisUsedChallenges implements UsedChallenges {
  private readonly fallback: MemoryUsedChallenges;

  constructor(
    private readonly redis: Redis,
    private readonly onError: (error: unknown) => void,
    private readonly ttlMs = CHALLENGE_LIFETIME_MS,
    private readonly prefix = USED_CHALLENGE_PREFIX,
  ) {
    this.fallback = new MemoryUsedChallenges(ttlMs);
  }

  async take(id: string): Promise<boolean> {
    try {
      const set = await this.redis.set(this.prefix + id, '1', 'PX', this.ttlMs, 'NX');
      return set === 'OK';
    } catch (error) {
      this.onError(error);
      return this.fallback.take(id);
    }
  }
}

/**
 * SHA-256 challenges signed with the HMAC key (ALTCHA_HMAC_KEY; random per process when unset,
 * which is fine for one copy, while several copies must share one key). A solved challenge is
 * accepted once: per copy in memory, or across copies when the used ones are kept in Redis.
 */
export function createProofOfWork(options: {
  hmacKey?: string | undefined;
  cost?: number | undefined;
  used?: UsedChallenges | undefined;
}): ProofOfWork {
  const hmacSignatureSecret = options.hmacKey ?? randomBytes(32).toString('hex');
  const cost = options.cost ?? 50_000;
  let used = options.used ?? new MemoryUsedChallenges();
  const store = {
    // Only setIfAbsent is used by altcha-lib when it is there (atomic check and mark).
    get: () => false,
    set: () => undefined,
    setIfAbsent: (key: string) => used.take(key),
  };
  const { verify } = create({ deriveKey, hmacSignatureSecret, store });
  return {
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: Math.floor(Math.random() * cost),
        deriveKey,
        hmacSignatureSecret,
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
      }),
    async check(payload) {
      if (typeof payload !== 'string' || payload === '' || payload.length > 10_000)
        return 'the proof of work is missing';
      const result = await verify(payload, deriveKey, hmacSignatureSecret, undefined, store);
      return result.error ? 'the proof of work is not valid or was already used' : null;
    },
    rememberIn(store) {
      used = store;
    },
  };
}
