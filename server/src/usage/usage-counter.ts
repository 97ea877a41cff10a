import type { UsageCount } from '../db/writer/usage-counts.ts';

export type UsageKind = UsageCount['kind'];

/** Where flushed counts go (repositories/usage-repository.ts). */
export interface UsageStore {
  addCounts(counts: readonly UsageCount[]): Promise<void>;
}

/** The county's day (East Africa Time): a day's counts are the county's calendar day. */
export const USAGE_TIME_ZONE = 'Africa/Nairobi';
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: USAGE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD in the county's time zone. */
export function usageDay(at: Date = new Date()): string {
  return dayFormat.format(at);
}

export interface UsageCounterOptions {
  /** Distinct (day, kind, key) counters held between flushes; counts for new keys past it are dropped. */
  maxKeys: number;
  /** Clock (tests). */
  now?: () => Date;
}

/**
 * Counts in memory and hands them to the store in one call per flush. Memory is bounded:
 * at most maxKeys counters are held, so a flood of distinct routes or search terms between two
 * flushes costs at most that many entries (the excess is counted as dropped, not stored).
 */
export class UsageCounter {
  private counts = new Map<string, UsageCount>();
  private flushing: Promise<void> | undefined;
  /** Increments refused because the buffer was full (since start). */
  dropped = 0;

  constructor(private readonly options: UsageCounterOptions) {}

  add(kind: UsageKind, key: string, n = 1): void {
    const day = usageDay(this.options.now?.() ?? new Date());
    const id = `${day}\u0000${kind}\u0000${key}`;
    const entry = this.counts.get(id);
    if (entry) {
      entry.n += n;
      return;
    }
    if (this.counts.size >= this.options.maxKeys) {
      this.dropped += n;
      return;
    }
    this.counts.set(id, { day, kind, key, n });
  }

  /** Counters waiting for the next flush. */
  get size(): number {
    return this.counts.size;
  }

  /**
   * Writes what has been counted. Flushes do not overlap (a second call waits for the first).
   * When the write fails the counts go back into the buffer (within maxKeys) for the next try.
   */
  async flush(store: UsageStore): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.counts.size === 0) return;
    const batch = [...this.counts.values()];
    this.counts = new Map();
    this.flushing = store
      .addCounts(batch)
      .catch((error: unknown) => {
        for (const c of batch) this.restore(c);
        throw error;
      })
      .finally(() => {
        this.flushing = undefined;
      });
    await this.flushing;
  }

  private restore(c: UsageCount): void {
    const id = `${c.day}\u0000${c.kind}\u0000${c.key}`;
    const entry = this.counts.get(id);
    if (entry) entry.n += c.n;
    else if (this.counts.size < this.options.maxKeys) this.counts.set(id, { ...c });
    else this.dropped += c.n;
  }
}
