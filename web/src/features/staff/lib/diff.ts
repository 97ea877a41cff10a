/** One changed (or kept) value of an audited write, by its dotted path. */
export interface DiffRow {
  path: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function flatten(value: unknown, prefix: string, out: Map<string, unknown>, depth: number): void {
  if (isPlainObject(value) && depth < 3 && Object.keys(value).length > 0) {
    for (const [k, v] of Object.entries(value)) {
      flatten(v, prefix ? `${prefix}.${k}` : k, out, depth + 1);
    }
    return;
  }
  out.set(prefix, value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Before and after of an audit entry side by side, field by field (nested objects as dotted
 * paths, arrays whole). Changed fields first, in the order they appear.
 */
export function diffValues(before: unknown, after: unknown): DiffRow[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  if (before !== null && before !== undefined) flatten(before, '', a, 0);
  if (after !== null && after !== undefined) flatten(after, '', b, 0);
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  const rows = paths.map((path) => {
    const x = a.get(path);
    const y = b.get(path);
    return { path, before: x, after: y, changed: !same(x, y) };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}

/** A value as short readable text (strings bare, the rest as JSON). */
export function showValue(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
