import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../db/client.ts';
import { escapeLike } from '../lib/text.ts';
import type { ResolvedFilters } from './filters.ts';

/** Words of letters this long or longer may be taken for a misspelling (shorter ones match too much). */
export const FUZZY_MIN_LENGTH = 5;
/** Real words a misspelt one is replaced by, the closest first. */
const ALTERNATIVES = 3;

/**
 * Misspelt search words. A word of FUZZY_MIN_LENGTH letters or more that occurs in no project
 * (checked against the word list, search_words) is replaced by the few listed words closest to it
 * by trigram similarity (pg_trgm's `%`, similarity 0.3 or more: "brehole" gives "borehole"); the
 * search then looks for any of them, with the same indexed LIKE as an exact word. A word that
 * occurs keeps its exact meaning; codes and numbers are never replaced. Two small indexed queries
 * on the word list per such word, none without pg_trgm (filters.fuzzy false).
 */
export async function expandMisspelt(
  db: Queryable,
  filters: ResolvedFilters,
): Promise<ResolvedFilters> {
  if (!filters.fuzzy) return filters;
  const candidates = filters.words.filter(
    (w) => w.length >= FUZZY_MIN_LENGTH && /^\p{L}+$/u.test(w),
  );
  if (candidates.length === 0) return filters;
  const alternatives: Record<string, string[]> = {};
  for (const w of candidates) {
    const [found] = await queryRows<{ found: boolean }>(
      db,
      sql`select exists (select 1 from search_words where word like ${`%${escapeLike(w)}%`}) as found`,
    );
    if (found?.found) continue;
    const close = await queryRows<{ word: string }>(
      db,
      sql`select word from search_words where word % ${w}
          order by similarity(word, ${w}) desc, word limit ${ALTERNATIVES}`,
    );
    alternatives[w] = close.map((r) => r.word);
  }
  return Object.keys(alternatives).length === 0 ? filters : { ...filters, alternatives };
}
