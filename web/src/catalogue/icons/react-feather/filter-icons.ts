/** What the search compares: lower case, with spaces, hyphens and underscores dropped. */
export function iconSearchKey(text: string): string {
  return text.toLowerCase().replace(/[\s_-]+/g, '');
}

export interface NamedIcon {
  feather: string;
  lucide: string;
}

/**
 * The icons whose Feather or lucide name contains every word of the query (in any order, any
 * case; "alert circle", "AlertCircle" and "circle-alert" all find `alert-circle`). An empty query
 * keeps them all. Names that start with the query come first.
 */
export function filterIcons<T extends NamedIcon>(icons: readonly T[], query: string): T[] {
  const words = query
    .trim()
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return [...icons];
  const whole = iconSearchKey(query);
  const matches = icons.filter((icon) => {
    const haystack = `${iconSearchKey(icon.feather)} ${iconSearchKey(icon.lucide)}`;
    return haystack.includes(whole) || words.every((w) => haystack.includes(iconSearchKey(w)));
  });
  const starts = (icon: T) =>
    iconSearchKey(icon.feather).startsWith(whole) || iconSearchKey(icon.lucide).startsWith(whole);
  return [...matches.filter(starts), ...matches.filter((icon) => !starts(icon))];
}

/** The line to paste into a module to use the icon. */
export function importLine(lucide: string): string {
  return `import { ${lucide} } from 'lucide-react';`;
}
