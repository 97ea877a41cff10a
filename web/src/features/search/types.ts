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
  /** One of the portal's own pages (not a sample app or the catalogue): suggested first. */
  portal?: boolean;
  /**
   * A staff page that would only ask this visitor to sign in (no staff session stored): found
   * by its name, but not among the suggestions before anything is typed.
   */
  signInFirst?: boolean;
}

/**
 * A bookmarked page's title in the visitor's language and its icon, from the route registry; null
 * when the app has no such page or the current role may not open it (the bookmark is left out).
 */
export type PageLookup = (
  link: string,
) => { title: string; icon?: LucideIcon; portal?: boolean } | null;

/** Start (inclusive) and end (exclusive) of a match in the original text. */
export type MatchRange = readonly [start: number, end: number];
