/** Figures derived from a project's money (no schemas: usable on the first paint). */

/** absorption in % with one decimal: paid / budget x 100 (0 when there is no budget). */
export function absorptionPercent(paid: number, budget: number): number {
  if (budget <= 0) return 0;
  return Math.round((paid / budget) * 1000) / 10;
}
