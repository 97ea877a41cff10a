import type { SearchGroup } from '@app/common/apps/search';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { SEARCH_LIMIT } from '@/config/theme-config';
import { useGetPlacesQuery, useSearchProjectsQuery } from '../api/portal-api';
import { useGetMainSearchQuery } from '../api/search-api';
import { foldQuery } from '../lib/fold';
import { placesOf } from '../lib/places';
import {
  namedWard,
  navbarGroups,
  placeResults,
  projectResults,
  searchResults,
  type SearchResult,
} from '../lib/search-results';
import type { SearchPage } from '../types';
import { useProjectSearch } from './use-project-search';

/** An option of the overlay's listbox; the last one offers every result on the full page. */
export type OverlayOption = SearchResult | { kind: 'all'; key: 'see-all' };

function pagesFromData(groups: readonly SearchGroup[] | undefined): SearchPage[] {
  const group = groups?.find((g) => g.groupTitle === 'Pages');
  if (group?.groupTitle !== 'Pages') return [];
  return group.data.map((item) => ({
    id: `data-${item.id}`,
    title: item.title,
    link: item.link,
  }));
}

/**
 * What the search overlay offers for `query`: Pages, the county's places (wards, sub-counties,
 * departments) and projects from the open-data API, and the sample Files and Contacts, grouped
 * in the navbar's order, with the options in the order the arrow keys walk them, and the state
 * of each source (an empty group says whether it is loading or failed).
 */
export function useOverlayResults(query: string, pages: readonly SearchPage[] | undefined) {
  const mainSearch = useGetMainSearchQuery();
  const { data, isLoading, isError, isFetching } = mainSearch;

  const places = useGetPlacesQuery();
  const projects = useProjectSearch(query, 1, SEARCH_LIMIT);
  const placeList = useMemo(() => (places.data ? placesOf(places.data) : []), [places.data]);

  // A query that names a ward also asks for that ward's own projects, which rank first.
  const ward = useMemo(() => namedWard(placeList, query), [placeList, query]);
  const wardProjects = useSearchProjectsQuery(
    ward ? { q: '', page: 1, limit: SEARCH_LIMIT, ward: ward.value } : skipToken,
  );

  const sourcePages = useMemo(() => pages ?? pagesFromData(data), [pages, data]);
  const hasQuery = foldQuery(query) !== '';
  const groups = useMemo(() => {
    const base = searchResults({ pages: sourcePages, groups: data }, query);
    const placeHits = placeResults(placeList, query, SEARCH_LIMIT);
    const exactElsewhere = base.reduce((n, g) => n + g.results.length, placeHits.length);
    const inWard = ward ? (wardProjects.data?.items ?? []) : [];
    return navbarGroups(
      base,
      placeHits,
      projectResults(projects.data?.items ?? [], query, SEARCH_LIMIT, inWard, exactElsewhere),
      hasQuery,
      placeHits.some((r) => r.title?.[0] === 0),
    );
  }, [sourcePages, data, query, placeList, projects.data, hasQuery, ward, wardProjects.data]);
  const options = useMemo<OverlayOption[]>(() => {
    const results: OverlayOption[] = groups.flatMap((g) => g.results);
    return hasQuery ? [...results, { kind: 'all', key: 'see-all' }] : results;
  }, [groups, hasQuery]);

  const total = options.filter((o) => o.kind !== 'all').length;
  const remoteLoading = isLoading || (isError && isFetching);
  // Answers still on the way: "no results" would be said too early.
  const settling = places.isLoading || projects.isLoading || remoteLoading;

  return {
    groups,
    options,
    hasQuery,
    /** Results found (the "see all" option not counted). */
    total,
    settling,
    /** The sample Files and Contacts (GET /api/main-search/data). */
    mainSearch,
    remoteLoading,
    places,
    projects,
  };
}

export type OverlayResults = ReturnType<typeof useOverlayResults>;
