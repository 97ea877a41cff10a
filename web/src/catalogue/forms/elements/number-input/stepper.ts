export interface StepperBounds {
  min?: number;
  max?: number;
  step: number;
}

/** Decimal places of a step (0.25 → 2), so sums such as 0.1 + 0.2 come out as 0.3. */
function decimals(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** The value kept within min and max and rounded to the step's precision. */
export function clampValue(value: number, { min, max, step }: StepperBounds): number {
  let next = Number(value.toFixed(decimals(step)));
  if (min !== undefined && next < min) next = min;
  if (max !== undefined && next > max) next = max;
  return next;
}

/** `value` moved by `count` steps (negative to go down), kept within the bounds. */
export function stepValue(value: number, count: number, bounds: StepperBounds): number {
  return clampValue(value + count * bounds.step, bounds);
}

/**
 * What typed text means: a number (commas as thousands separators are ignored), or null when it
 * is not one, so the field can keep its last good value.
 */
export function parseTyped(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '' || cleaned === '-' || cleaned === '.') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Steps a key moves the value by (PageUp/PageDown move ten), or the bound it jumps to. */
export function keyAction(
  key: string,
  bounds: StepperBounds,
): { steps: number } | { to: number } | null {
  switch (key) {
    case 'ArrowUp':
      return { steps: 1 };
    case 'ArrowDown':
      return { steps: -1 };
    case 'PageUp':
      return { steps: 10 };
    case 'PageDown':
      return { steps: -10 };
    case 'Home':
      return bounds.min === undefined ? null : { to: bounds.min };
    case 'End':
      return bounds.max === undefined ? null : { to: bounds.max };
    default:
      return null;
  }
}
