import type { Redis } from 'ioredis';
import { normalizeEmail } from './accounts.ts';

/**
 * Counters with an expiry: in Redis when the server has one (every copy then shares them), in
 * this process's memory otherwise. `hit` adds one and answers the new count atomically, so
 * parallel requests each see a different count.
 */
export interface CounterStore {
  /** Adds one to key (a new key lives ttlMs); the new count and the ms it has left. */
  hit(key: string, ttlMs: number): Promise<{ count: number; ttlMs: number }>;
  /** Takes one off key, if it still exists. */
  release(key: string): Promise<void>;
  /** Sets what is left of key's life. */
  expire(key: string, ttlMs: number): Promise<void>;
}

/** Keys kept in memory at most; past it the expired ones go, then (a flood) the oldest. */
const MEMORY_MAX_KEYS = 100_000;

export class MemoryCounters implements CounterStore {
  private readonly counters = new Map<string, { count: number; until: number }>();

  private live(key: string, now: number) {
    const entry = this.counters.get(key);
    if (entry && entry.until <= now) {
      this.counters.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(now: number): void {
    if (this.counters.size < MEMORY_MAX_KEYS) return;
    for (const [key, entry] of this.counters) if (entry.until <= now) this.counters.delete(key);
    // Still full: a flood of distinct keys. The oldest go first (Map keeps insertion order).
    for (const key of this.counters.keys()) {
      if (this.counters.size < MEMORY_MAX_KEYS) break;
      this.counters.delete(key);
    }
  }

  async hit(key: string, ttlMs: number): Promise<{ count: number; ttlMs: number }> {
    const now = Date.now();
    let entry = this.live(key, now);
    if (!entry) {
      this.sweep(now);
      entry = { count: 0, until: now + ttlMs };
      this.counters.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, ttlMs: entry.until - now };
  }

  async release(key: string): Promise<void> {
    const entry = this.live(key, Date.now());
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async expire(key: string, ttlMs: number): Promise<void> {
    const entry = this.live(key, Date.now());
    if (entry) entry.until = Date.now() + ttlMs;
  }
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const RELEASE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Counters in Redis (one script per operation, so each is atomic). While Redis does not answer,
 * the counters of this process stand in: guessing stays limited, per copy, rather than
 * unlimited or refused for everyone.
 */
export class RedisCounters implements CounterStore {
  private readonly fallback = new MemoryCounters();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  async hit(key: string, ttlMs: number): Promise<{ count: number; ttlMs: number }> {
    try {
      const [count, ttl] = (await this.redis.eval(
        HIT_SCRIPT,
        1,
        this.prefix + key,
        String(Math.ceil(ttlMs)),
      )) as [number, number];
      return { count: Number(count), ttlMs: Number(ttl) };
    } catch (error) {
      this.onError(error);
      return this.fallback.hit(key, ttlMs);
    }
  }

  async release(key: string): Promise<void> {
    try {
      await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
    } catch (error) {
      this.onError(error);
      await this.fallback.release(key);
    }
  }

  async expire(key: string, ttlMs: number): Promise<void> {
    try {
      await this.redis.pexpire(this.prefix + key, Math.ceil(ttlMs));
    } catch (error) {
      this.onError(error);
      await this.fallback.expire(key, ttlMs);
    }
  }
}

export interface SignInLimits {
  /** Failed sign-ins per client address in a window (default 10). */
  perAddress: number;
  /** Failed sign-ins per account (email address, existing or not) in a window (default 20). */
  perAccount: number;
  /** The window, and the first lock's length (default 15 minutes). */
  windowMs: number;
  /** The longest lock (default 24 hours): each lock within a day lasts twice the one before. */
  maxLockMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAddress: 10,
  perAccount: 20,
  windowMs: 15 * 60 * 1000,
  maxLockMs: 24 * 60 * 60 * 1000,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** What was locked, for how much longer, and whether this attempt started the lock. */
export interface Lock {
  scope: 'address' | 'account';
  retryAfterMs: number;
  /** True for the first attempt refused: the lock (and its length) was set by it. */
  started: boolean;
}

/** An attempt that may go on to check the password. */
export interface Reservation {
  /** The password was right: the attempt is given back. */
  succeeded(): Promise<void>;
}

/**
 * Limits password guessing at the sign-in form. An attempt is counted (reserved) before the
 * password is checked, against its address and its account; one past either limit is refused
 * without checking, so a burst of parallel guesses gets at most the limit checked. A correct
 * password gives its attempt back. The first refusal past a limit locks the address or account
 * for the window, doubled for each lock in the same day (up to maxLockMs); while locked, the
 * right password is refused too, for the time the refusal states.
 */
export class SignInLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
  ) {}

  async reserve(address: string, email: string): Promise<Reservation | Lock> {
    const keys = [
      { scope: 'address' as const, key: `address:${address}`, max: this.limits.perAddress },
      {
        scope: 'account' as const,
        key: `account:${normalizeEmail(email)}`,
        max: this.limits.perAccount,
      },
    ];
    const taken: string[] = [];
    for (const { scope, key, max } of keys) {
      const { count, ttlMs } = await this.store.hit(key, this.limits.windowMs);
      if (count > max) {
        // Not checked: nothing is taken from the other counters.
        await Promise.all(taken.map((k) => this.store.release(k)));
        if (count !== max + 1) return { scope, retryAfterMs: ttlMs, started: false };
        return { scope, retryAfterMs: await this.lock(key), started: true };
      }
      taken.push(key);
    }
    return { succeeded: () => Promise.all(taken.map((k) => this.store.release(k))).then() };
  }

  /** Sets the lock's length on key from the locks it had today; returns it. */
  private async lock(key: string): Promise<number> {
    const { count: locks } = await this.store.hit(`locks:${key}`, DAY_MS);
    const length = Math.min(this.limits.windowMs * 2 ** (locks - 1), this.limits.maxLockMs);
    await this.store.expire(key, length);
    return length;
  }
}

export function isLock(value: Reservation | Lock): value is Lock {
  return 'retryAfterMs' in value;
}

/** Prefix of the sign-in counters' keys in Redis. */
const SIGN_IN_PREFIX = 'makueni-sign-in-';

/**
 * The sign-in form's limiter: counted in Redis when the copies share one, so a second copy
 * allows no more guesses; in this process's memory otherwise.
 */
export function createSignInLimiter(
  redis: Redis | undefined,
  limits: Partial<SignInLimits> | undefined,
  onRedisError: (error: unknown) => void,
): SignInLimiter {
  return new SignInLimiter(
    redis ? new RedisCounters(redis, SIGN_IN_PREFIX, onRedisError) : new MemoryCounters(),
    { ...DEFAULT_SIGN_IN_LIMITS, ...limits },
  );
}
