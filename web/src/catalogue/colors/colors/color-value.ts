/**
 * A computed CSS colour (`rgb(…)`, `rgba(…)`, `color(srgb …)`) as it is best written down: hex
 * when opaque, `rgba()` with the alpha rounded to two places when not. Unknown forms come back
 * trimmed as they are.
 */
export function formatColor(computed: string): string {
  const value = computed.trim();
  let channels: number[] | null = null;
  let alpha = 1;

  const rgb = /^rgba?\(([^)]+)\)$/i.exec(value);
  if (rgb) {
    const parts = (rgb[1] ?? '').split(/[\s,/]+/).filter(Boolean);
    channels = parts.slice(0, 3).map(Number);
    if (parts[3] !== undefined) alpha = parseAlpha(parts[3]);
  }
  const srgb = /^color\(srgb\s+([^)]+)\)$/i.exec(value);
  if (srgb) {
    const parts = (srgb[1] ?? '').split(/[\s/]+/).filter(Boolean);
    channels = parts.slice(0, 3).map((p) => Number(p) * 255);
    if (parts[3] !== undefined) alpha = parseAlpha(parts[3]);
  }
  if (!channels || channels.length !== 3 || channels.some((c) => Number.isNaN(c))) return value;

  const [r, g, b] = channels.map((c) => Math.round(Math.min(255, Math.max(0, c)))) as [
    number,
    number,
    number,
  ];
  if (alpha >= 1) return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  return `rgba(${r}, ${g}, ${b}, ${Math.round(alpha * 100) / 100})`;
}

function parseAlpha(part: string): number {
  return part.endsWith('%') ? Number(part.slice(0, -1)) / 100 : Number(part);
}
