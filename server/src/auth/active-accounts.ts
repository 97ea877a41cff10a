import type { AppDb } from '../db/client.ts';
import { findAccountById } from '../repositories/staff-accounts-repository.ts';

/** How long the API trusts that an account is enabled before reading it again. */
const ACCOUNT_CACHE_MS = 5000;

/**
 * Whether the account a built-in token names still exists and is enabled. Staff routes ask on
 * every request; a disable or removal shows within ACCOUNT_CACHE_MS.
 */
export function activeAccountCheck(db: AppDb): (sub: string) => Promise<boolean> {
  const active = new Map<string, { active: boolean; until: number }>();
  return async (sub: string): Promise<boolean> => {
    const now = Date.now();
    const known = active.get(sub);
    if (known && known.until > now) return known.active;
    const id = /^\d{1,9}$/.test(sub) ? Number(sub) : NaN;
    const account = Number.isSafeInteger(id) ? await findAccountById(db, id) : undefined;
    const answer = Boolean(account && !account.disabled);
    if (active.size >= 10_000) active.clear();
    active.set(sub, { active: answer, until: now + ACCOUNT_CACHE_MS });
    return answer;
  };
}
