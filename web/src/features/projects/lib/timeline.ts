/**
 * How far through its planned time a project was on a given day: 0 at the start, 1 at the
 * planned end, above 1 after it. Null when the plan is unknown or empty.
 */
export function timelineShare(start: Date | null, plannedEnd: Date | null, on: Date | null) {
  if (!start || !plannedEnd || !on) return null;
  const span = plannedEnd.getTime() - start.getTime();
  if (!(span > 0)) return null;
  return Math.max(0, (on.getTime() - start.getTime()) / span);
}
