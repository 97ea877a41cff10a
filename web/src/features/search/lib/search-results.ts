import type { SearchContactItem, SearchFileItem, SearchGroup } from '@app/common/apps/search';
import type { ProjectListItem } from '@app/common/projects';
import { SEARCH_LIMIT } from '@/config/theme-config';
import type { MatchRange, SearchPage } from '../types';
import { findMatch, foldQuery } from './fold';
import type { Place } from './places';

/** What a project result shows: the list answer's item, of which only these are read. */
export type ProjectHit = Pick<ProjectListItem, 'code' | 'title' | 'ward' | 'state' | 'department'>;

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
    }
  | { kind: 'place'; key: string; item: Place; title: MatchRange | null }
  | { kind: 'project'; key: string; item: ProjectHit; title: MatchRange | null };

export type ResultGroupId = 'pages' | 'places' | 'projects' | 'files' | 'contacts';

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
 * Pages whose title (or one of their keywords) matches the query, best first, each address once.
 * An empty query lists the first pages as suggestions.
 */
export function pageResults(
  pages: readonly SearchPage[],
  query: string,
  limit = Number.POSITIVE_INFINITY,
): SearchResult[] {
  const q = foldQuery(query);
  const find = (text: string) => findMatch(text, q);
  const all = q === '';
  const seenLinks = new Set<string>();
  return pick(
    pages.filter(isOpenable).map((item) => {
      if (seenLinks.has(item.link)) return null;
      seenLinks.add(item.link);
      const title = find(item.title);
      const keyword = !all && (item.keywords ?? []).some((k) => find(k) !== null);
      const score = all ? 0 : rank(title, keyword);
      if (score === null) return null;
      return { kind: 'page' as const, key: `page:${item.id}`, item, title, rank: score };
    }),
    limit,
  ).map(({ rank: _rank, ...rest }) => rest);
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

  const pages = pageResults(sources.pages, query, groupLimit(pagesGroup?.searchLimit));

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
    { id: 'pages', results: pages },
    { id: 'files', results: files.map(strip) },
    { id: 'contacts', results: contacts.map(strip) },
  ];
}

/**
 * Wards, sub-counties and departments matching a query (by name, or a ward or sub-county by its
 * code), best first: names starting with the query, then containing it, then a code match.
 * An empty query finds nothing (the county has 46 of them: no use as suggestions).
 */
export function placeResults(
  places: readonly Place[],
  query: string,
  limit = Number.POSITIVE_INFINITY,
): SearchResult[] {
  const q = foldQuery(query);
  if (q === '') return [];
  return pick(
    places.map((item) => {
      const title = findMatch(item.title, q);
      const score = rank(title, item.code !== null && findMatch(item.code, q) !== null);
      if (score === null) return null;
      const key = `place:${item.kind}:${item.value}`;
      return { kind: 'place' as const, key, item, title, rank: score };
    }),
    limit,
  ).map(({ rank: _rank, ...rest }) => rest);
}

/** The API's project matches (already ranked by the API), with the query marked in the title. */
export function projectResults(
  projects: readonly ProjectHit[],
  query: string,
  limit = Number.POSITIVE_INFINITY,
): SearchResult[] {
  const q = foldQuery(query);
  return projects.slice(0, limit).map((item) => ({
    kind: 'project' as const,
    key: `project:${item.code}`,
    item,
    title: findMatch(item.title, q),
  }));
}

/**
 * The navbar search's groups: Pages, then the county's places and projects from the real API,
 * then the sample Files and Contacts. Places and projects appear only for a query.
 */
export function navbarGroups(
  base: readonly ResultGroup[],
  places: SearchResult[],
  projects: SearchResult[],
  hasQuery: boolean,
): ResultGroup[] {
  const find = (id: ResultGroupId) => base.find((g) => g.id === id) ?? { id, results: [] };
  const portal: ResultGroup[] = hasQuery
    ? [
        { id: 'places', results: places },
        { id: 'projects', results: projects },
      ]
    : [];
  return [find('pages'), ...portal, find('files'), find('contacts')];
}

/** One page of a list shown a page at a time (pages count from 1; past the end, the last). */
export function pageSlice<T>(
  items: readonly T[],
  page: number,
  size: number,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}
