/** Sizes are reported in KB of 1000 bytes, as Vite's build output does. */
export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

export const ms = (value: number | undefined): string =>
  value === undefined
    ? '-'
    : value >= 1000
      ? `${(value / 1000).toFixed(2)} s`
      : `${Math.round(value)} ms`;

/** Renders rows as a plain-text table with left-aligned first column and right-aligned others. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
