import type { LucideIcon } from 'lucide-react';

/**
 * A page the global search offers. The navbar passes the pages of the route registry the
 * current role may see, with titles already translated.
 */
export interface SearchPage {
  id: string;
  /** Translated title, shown and matched. */
  title: string;
  /** Route path; pages with `:params` are left out of the search. */
  link: string;
  icon?: LucideIcon;
  /** Extra terms that find the page (matched, not shown). */
  keywords?: readonly string[];
}

/** Start (inclusive) and end (exclusive) of a match in the original text. */
export type MatchRange = readonly [start: number, end: number];
