export type GroupState = 'none' | 'some' | 'all';

/** Whether none, some or all of the items are ticked: the parent box's state. */
export function groupState(checked: Record<string, boolean>, keys: readonly string[]): GroupState {
  const count = keys.filter((key) => checked[key]).length;
  if (count === 0) return 'none';
  return count === keys.length ? 'all' : 'some';
}

/** Ticking the parent ticks every item unless all are ticked already, then it clears them. */
export function toggleAll(
  checked: Record<string, boolean>,
  keys: readonly string[],
): Record<string, boolean> {
  const next = groupState(checked, keys) !== 'all';
  return Object.fromEntries(keys.map((key) => [key, next]));
}
