import type { SearchContactItem, SearchFileItem, SearchGroup } from '@app/common/apps/search';
import { SEARCH_LIMIT } from '@/config/theme-config';
import type { MatchRange, SearchPage } from '../types';
import { findMatch, foldQuery } from './fold';

export type SearchResult =
  | { kind: 'page'; key: string; item: SearchPage; title: MatchRange | null }
  | {
      kind: 'file';
      key: string;
      item: SearchFileItem;
      title: MatchRange | null;
      by: MatchRange | null;
    }
  | {
      kind: 'contact';
      key: string;
      item: SearchContactItem;
      title: MatchRange | null;
      email: MatchRange | null;
    };

export type ResultGroupId = 'pages' | 'files' | 'contacts';

export interface ResultGroup {
  id: ResultGroupId;
  results: SearchResult[];
}

export interface SearchSources {
  pages: readonly SearchPage[];
  /** The Files and Contacts groups of GET /api/main-search/data, once loaded. */
  groups?: readonly SearchGroup[];
}

/** A group shows at most its `searchLimit`, and never more than the spec's limit. */
export function groupLimit(searchLimit: number | undefined): number {
  return Math.max(0, Math.min(searchLimit ?? SEARCH_LIMIT, SEARCH_LIMIT));
}

/**
 * Ranks matches: the title starting with the query first, then the title containing it, then
 * another field containing it. Items that do not match are dropped (`null`).
 */
function rank(title: MatchRange | null, other: boolean): number | null {
  if (title) return title[0] === 0 ? 0 : 1;
  return other ? 2 : null;
}

function pick<T extends { rank: number }>(scored: (T | null)[], limit: number): T[] {
  return scored
    .filter((entry): entry is T => entry !== null)
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => a.entry.rank - b.entry.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ entry }) => entry);
}

/** Route paths with `:params` are not pages one can open from the search. */
function isOpenable(page: SearchPage): boolean {
  return !page.link.includes(':');
}

/**
 * The search's three groups for a query: Pages, Files and Contacts, each capped at its limit.
 * An empty query lists the first few of each as suggestions. Matching ignores case and accents.
 */
export function searchResults(sources: SearchSources, query: string): ResultGroup[] {
  const q = foldQuery(query);
  const find = (text: string) => findMatch(text, q);
  const all = q === '';
  const pagesGroup = sources.groups?.find((g) => g.groupTitle === 'Pages');
  const filesGroup = sources.groups?.find((g) => g.groupTitle === 'Files');
  const contactsGroup = sources.groups?.find((g) => g.groupTitle === 'Contacts');

  const seenLinks = new Set<string>();
  const pages = pick(
    sources.pages.filter(isOpenable).map((item) => {
      if (seenLinks.has(item.link)) return null;
      seenLinks.add(item.link);
      const title = find(item.title);
      const keyword = !all && (item.keywords ?? []).some((k) => find(k) !== null);
      const score = all ? 0 : rank(title, keyword);
      if (score === null) return null;
      return { kind: 'page' as const, key: `page:${item.id}`, item, title, rank: score };
    }),
    groupLimit(pagesGroup?.searchLimit),
  );

  const files = pick(
    (filesGroup?.data ?? []).map((item, index) => {
      const title = find(item.title);
      const by = find(item.by);
      const score = all ? 0 : rank(title, by !== null);
      if (score === null) return null;
      return { kind: 'file' as const, key: `file:${index}`, item, title, by, rank: score };
    }),
    groupLimit(filesGroup?.searchLimit),
  );

  const contacts = pick(
    (contactsGroup?.data ?? []).map((item, index) => {
      const title = find(item.title);
      const email = find(item.email);
      const score = all ? 0 : rank(title, email !== null);
      if (score === null) return null;
      return { kind: 'contact' as const, key: `contact:${index}`, item, title, email, rank: score };
    }),
    groupLimit(contactsGroup?.searchLimit),
  );

  const strip = <T extends { rank: number }>({ rank: _rank, ...rest }: T) => rest;
  return [
    { id: 'pages', results: pages.map(strip) },
    { id: 'files', results: files.map(strip) },
    { id: 'contacts', results: contacts.map(strip) },
  ];
}
