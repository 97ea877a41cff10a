import type { SearchContactItem, SearchFileItem, SearchGroup } from '@app/common/apps/search';
import type { ProjectListItem } from '@app/common/projects';
import { SEARCH_LIMIT } from '@/config/theme-config';
import type { MatchRange, SearchPage } from '../types';
import { findMatch, fold, foldQuery } from './fold';
import type { Place } from './places';

/** What a project result shows: the list answer's item, of which only these are read. */
export type ProjectHit = Pick<ProjectListItem, 'code' | 'title' | 'ward' | 'state' | 'department'> &
  Partial<Pick<ProjectListItem, 'subCounty' | 'contractor'>>;

/**
 * The field a project was found by, shown beside it. 'other': none of the fields the result
 * shows holds the words (the description, or a close spelling of a word no project has).
 */
export type ProjectField =
  'ward' | 'title' | 'code' | 'subCounty' | 'department' | 'contractor' | 'other';

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
  | {
      kind: 'project';
      key: string;
      item: ProjectHit;
      title: MatchRange | null;
      field: ProjectField;
    };

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
  // Before anything is typed the suggestions are the portal's own pages, when the list marks them,
  // less the staff pages a visitor without a staff session could not open.
  const hasPortal = pages.some((p) => p.portal === true);
  const listed = all
    ? pages.filter((p) => (!hasPortal || p.portal === true) && p.signInFirst !== true)
    : pages;
  return pick(
    listed.filter(isOpenable).map((item) => {
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
 * An empty query suggests pages only (the sample Files and Contacts wait for a query). Matching
 * ignores case and accents.
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
      if (all) return null;
      const title = find(item.title);
      const by = find(item.by);
      const score = rank(title, by !== null);
      if (score === null) return null;
      return { kind: 'file' as const, key: `file:${index}`, item, title, by, rank: score };
    }),
    groupLimit(filesGroup?.searchLimit),
  );

  const contacts = pick(
    (contactsGroup?.data ?? []).map((item, index) => {
      if (all) return null;
      const title = find(item.title);
      const email = find(item.email);
      const score = rank(title, email !== null);
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
 * code), best first: the name itself, names starting with the query, then containing it, then a
 * code match. An empty query suggests the sub-counties (the county's six parts).
 */
export function placeResults(
  places: readonly Place[],
  query: string,
  limit = Number.POSITIVE_INFINITY,
): SearchResult[] {
  const q = foldQuery(query);
  if (q === '') {
    return places
      .filter((item) => item.kind === 'subCounty')
      .slice(0, limit)
      .map((item) => ({
        kind: 'place' as const,
        key: `place:${item.kind}:${item.value}`,
        item,
        title: null,
      }));
  }
  return pick(
    places.map((item) => {
      const title = findMatch(item.title, q);
      const whole = fold(item.title) === q;
      const found = rank(title, item.code !== null && findMatch(item.code, q) !== null);
      const score = found === null ? null : whole ? -1 : found;
      if (score === null) return null;
      const key = `place:${item.kind}:${item.value}`;
      return { kind: 'place' as const, key, item, title, rank: score };
    }),
    limit,
  ).map(({ rank: _rank, ...rest }) => rest);
}

/** The ward a query names (its whole name, case and accents aside), or null. */
export function namedWard(places: readonly Place[], query: string): Place | null {
  const q = foldQuery(query);
  if (q === '') return null;
  return places.find((p) => p.kind === 'ward' && fold(p.title) === q) ?? null;
}

/** Which shown field of a project holds the query (every word of it), the ward first. */
export function projectField(item: ProjectHit, query: string): ProjectField {
  const words = foldQuery(query).split(' ').filter(Boolean);
  const holds = (text: string | null | undefined) =>
    text != null && words.length > 0 && words.every((w) => fold(text).includes(w));
  if (holds(item.ward)) return 'ward';
  if (holds(item.title)) return 'title';
  if (holds(item.code)) return 'code';
  if (holds(item.subCounty)) return 'subCounty';
  if (holds(item.department)) return 'department';
  if (holds(item.contractor)) return 'contractor';
  return 'other';
}

/**
 * The projects to show for a query, ranked (see the knowledge base's article on the search):
 * 1. when the query names a ward, that ward's own projects (`inWard`, asked of the API with the
 *    ward filter), before any project that only mentions the name;
 * 2. then the API's matches by the field that holds the words: ward, title, code, sub-county,
 *    department, contractor, in that order, the API's order within a field;
 * 3. last, matches none of those fields holds (the description, or a close spelling), and only
 *    when `exactElsewhere` is 0, that is nothing else matched exactly.
 */
export function projectResults(
  projects: readonly ProjectHit[],
  query: string,
  limit = Number.POSITIVE_INFINITY,
  inWard: readonly ProjectHit[] = [],
  exactElsewhere = 0,
): SearchResult[] {
  const q = foldQuery(query);
  const order: ProjectField[] = ['ward', 'title', 'code', 'subCounty', 'department', 'contractor'];
  const seen = new Set<string>();
  const scored = [...inWard, ...projects].flatMap((item, index) => {
    if (seen.has(item.code)) return [];
    seen.add(item.code);
    const field: ProjectField = index < inWard.length ? 'ward' : projectField(item, query);
    return [{ item, field, rank: field === 'other' ? order.length : order.indexOf(field) }];
  });
  const exact = scored.filter((s) => s.field !== 'other').length;
  const kept = exact + exactElsewhere > 0 ? scored.filter((s) => s.field !== 'other') : scored;
  return pick(kept, limit).map(({ item, field }) => ({
    kind: 'project' as const,
    key: `project:${item.code}`,
    item,
    title: findMatch(item.title, q),
    field,
  }));
}

/**
 * The navbar search's groups, in order. Before a query: the portal's pages and places. For a
 * query: when it names a place (a place's whole name, or the start of one, ranks 0 or better),
 * places and projects first, then pages; otherwise pages, places, projects. The sample Files and
 * Contacts come last. Groups may be empty: the dialog hides those with nothing to say.
 */
export function navbarGroups(
  base: readonly ResultGroup[],
  places: SearchResult[],
  projects: SearchResult[],
  hasQuery: boolean,
  namesPlace = false,
): ResultGroup[] {
  const find = (id: ResultGroupId) => base.find((g) => g.id === id) ?? { id, results: [] };
  if (!hasQuery) return [find('pages'), { id: 'places', results: places }];
  const portal: ResultGroup[] = [
    { id: 'places', results: places },
    { id: 'projects', results: projects },
  ];
  const head = namesPlace ? [...portal, find('pages')] : [find('pages'), ...portal];
  return [...head, find('files'), find('contacts')];
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
