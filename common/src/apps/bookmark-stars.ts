/** Bookmark stars without schemas (no zod): the navbar's bookmarks use these on the first paint. */

/** At most this many bookmarks show as starred; the rest wait in an overflow list. */
export const STARRED_BOOKMARKS_CAP = 10;

/** The two fields the star helpers need; any richer bookmark type works with them. */
export interface Starrable {
  id: number;
  starred: boolean;
}

/**
 * Stars or unstars bookmark `id` and returns a new list; the input is not changed.
 * `starred` is the value to set; when it is omitted the flag toggles.
 *
 * The list order is the star order: a bookmark that becomes starred moves to the end of the
 * list, so it queues behind those starred before it. With more than the cap starred, the
 * newcomer therefore waits in the overflow list, and unstarring a visible one promotes the
 * first waiting bookmark (see `visibleStarred` / `overflowStarred`). An unknown id or a value
 * that is already set leaves the order as it was.
 */
export function applyStar<T extends Starrable>(
  list: readonly T[],
  id: number,
  starred?: boolean,
): T[] {
  const index = list.findIndex((item) => item.id === id);
  const current = list[index];
  if (current === undefined) return list.slice();
  const next = starred ?? !current.starred;
  if (next === current.starred) return list.slice();
  const updated: T = { ...current, starred: next };
  if (next) return [...list.slice(0, index), ...list.slice(index + 1), updated];
  return list.map((item, position) => (position === index ? updated : item));
}

/** The starred bookmarks on show: the first `cap` starred ones, in star order. */
export function visibleStarred<T extends Starrable>(
  list: readonly T[],
  cap: number = STARRED_BOOKMARKS_CAP,
): T[] {
  return list.filter((item) => item.starred).slice(0, Math.max(0, cap));
}

/** Starred bookmarks beyond the cap, waiting (in order) to be promoted. */
export function overflowStarred<T extends Starrable>(
  list: readonly T[],
  cap: number = STARRED_BOOKMARKS_CAP,
): T[] {
  return list.filter((item) => item.starred).slice(Math.max(0, cap));
}

/** Both halves at once: `{ visible, overflow }`. */
export function splitStarred<T extends Starrable>(
  list: readonly T[],
  cap: number = STARRED_BOOKMARKS_CAP,
): { visible: T[]; overflow: T[] } {
  return { visible: visibleStarred(list, cap), overflow: overflowStarred(list, cap) };
}
