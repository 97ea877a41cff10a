export type CounterTone = 'normal' | 'warning' | 'over';

/**
 * Characters left of `max` and how to show them: a warning in the last tenth, "over" past the
 * limit. Counts user-perceived characters (an emoji counts once).
 */
export function countCharacters(
  text: string,
  max: number,
): { used: number; left: number; tone: CounterTone } {
  const used = Array.from(text).length;
  const left = max - used;
  const tone: CounterTone = left < 0 ? 'over' : left <= Math.ceil(max / 10) ? 'warning' : 'normal';
  return { used, left, tone };
}
